import * as React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { useTranslation } from "../../hooks/use-translation"
import { SiteLink } from "../ui/link"

interface LanguageSwitcherProps extends HTMLChakraProps<"ul"> {
  /** The navbar shows each language's code (DE) with its name for assistive technology; the footer shows the name. */
  compact?: boolean
  linkProps?: HTMLChakraProps<"a">
}

/**
 * Links to this page in the site's other languages: plain links that work without script, each named in its own
 * language (lang, hreflang: "Deutsch" needs no label in English). Nothing switches by itself: the visitor chooses.
 */
export function LanguageSwitcher({ compact = false, linkProps, ...rest }: LanguageSwitcherProps) {
  const { languages, language, pagePath } = useTranslation()
  const others = languages.filter(({ code }) => code !== language)
  if (others.length === 0) return null
  return (
    <chakra.ul listStyle="none" display="flex" gap="1" {...rest}>
      {others.map(({ code, name }) => (
        <li key={code}>
          <SiteLink to={pagePath} hrefLang={code} lang={code} {...linkProps}>
            {compact ? (
              <>
                {/* The name includes the visible code, so "DE" can be spoken to select it (label in name) */}
                {code.toUpperCase()}
                <chakra.span srOnly> {name}</chakra.span>
              </>
            ) : (
              name
            )}
          </SiteLink>
        </li>
      ))}
    </chakra.ul>
  )
}
