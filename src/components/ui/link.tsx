import * as React from "react"
import { Link as GatsbyLink } from "gatsby"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { useTranslation } from "../../hooks/use-translation"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

export interface SiteLinkProps extends Omit<HTMLChakraProps<"a">, "href"> {
  /** A site path in no particular language ("/contact"), or a full address. */
  to: string
  /** The language of the page linked to (the language switcher); otherwise the current page's language. */
  hrefLang?: string
}

const isInternal = (to: string): boolean => to.startsWith("/") && !to.startsWith("//")

/**
 * One link for the whole site: Gatsby's router for internal paths, in the page's language ("/contact" is
 * /de/contact on a German page), and a plain anchor for the rest.
 */
export const SiteLink = React.forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, hrefLang, children, ...rest }, ref) {
  useStaticRegionGuard("SiteLink", rest)
  const { localize } = useTranslation()
  if (isInternal(to)) {
    return (
      <chakra.a asChild ref={ref} hrefLang={hrefLang} {...rest}>
        <GatsbyLink to={localize(to, hrefLang)}>{children}</GatsbyLink>
      </chakra.a>
    )
  }
  return (
    <chakra.a ref={ref} href={to} hrefLang={hrefLang} {...rest}>
      {children}
    </chakra.a>
  )
})
