import * as React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"
import { useTranslation } from "../../hooks/use-translation"

export interface ExternalLinkProps extends HTMLChakraProps<"a"> {
  href: string
  /** What the link is, for its accessible name; "(opens in a new tab)" is added. */
  label: string
}

/** A link to another site, opened in a new tab without giving it access to this page. */
export const ExternalLink = React.forwardRef<HTMLAnchorElement, ExternalLinkProps>(function ExternalLink(
  { label, children, ...rest },
  ref,
) {
  const { t } = useTranslation()
  return (
    <chakra.a ref={ref} target="_blank" rel="noopener noreferrer" aria-label={`${label} (${t("common.opensInNewTab")})`} {...rest}>
      {children}
    </chakra.a>
  )
})
