// Jest stand-in for Gatsby's runtime (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/#3-useful-mocks-to-complete-your-testing-environment)
import * as React from "react"
import { staticQueryData } from "../support/static-query-data"

const gatsby = jest.requireActual("gatsby")

/** Static queries answer from the real data/ files, keyed by the query's name. */
function useStaticQuery<T>(query: string): T {
  const name = /query\s+(\w+)/.exec(String(query))?.[1]
  if (!name || !(name in staticQueryData)) throw new Error(`No test data for static query ${String(name)}`)
  return staticQueryData[name] as T
}

const Link = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }
>(function Link({ to, activeClassName: _activeClassName, partiallyActive: _partiallyActive, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

module.exports = {
  ...gatsby,
  graphql: (strings: TemplateStringsArray) => strings.join(""),
  Link,
  navigate: jest.fn(),
  useStaticQuery,
  withPrefix: (path: string) => path,
}
