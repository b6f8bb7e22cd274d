import * as React from "react"
import { Link as GatsbyLink } from "gatsby"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"

export interface SiteLinkProps extends Omit<HTMLChakraProps<"a">, "href"> {
  to: string
}

const isInternal = (to: string): boolean => to.startsWith("/") && !to.startsWith("//")

/** One link for the whole site: Gatsby's router for internal paths, a plain anchor for the rest. */
export const SiteLink = React.forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ to, children, ...rest }, ref) {
  if (isInternal(to)) {
    return (
      <chakra.a asChild ref={ref} {...rest}>
        <GatsbyLink to={to}>{children}</GatsbyLink>
      </chakra.a>
    )
  }
  return (
    <chakra.a ref={ref} href={to} {...rest}>
      {children}
    </chakra.a>
  )
})
