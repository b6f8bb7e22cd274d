import * as React from "react"
import { useHydrating } from "./use-hydrating"
import { InStaticRegion } from "./static-region-guard"

type StaticTag = "div" | "span"

interface StaticRegionProps {
  children: React.ReactNode
  /** The wrapper's element: a div (display: contents, so the layout is the children's), or a span inside inline text. */
  as?: StaticTag
}

/**
 * A part of a page that never changes in the browser (text, pictures, links): rendered on the server, and left as
 * it is when the page hydrates. React hydrates only this wrapper, whose inner HTML it is told is empty and must not
 * check, so it never renders the children again, and its updates leave them alone (react-lazy-hydration's `ssrOnly`;
 * Astro's static HTML around islands). A page that is rendered in the browser (a client-side navigation,
 * `gatsby develop`) renders the children as usual.
 *
 * The choice is made once, at mount: after hydration React renders the component again with the client snapshot
 * (a store whose snapshots differ), and the state keeps it frozen. Links inside are plain links (a full page load).
 * Nothing interactive belongs inside: a handler on an element here is never attached. Outside production the children
 * are told they are in a static region, and an interactive primitive there fails at once (./static-region-guard.ts).
 */
export function StaticRegion({ children, as: Tag = "div" }: StaticRegionProps) {
  const hydrating = useHydrating()
  const [frozen] = React.useState(() => hydrating && typeof document !== "undefined")
  if (frozen) return <Tag data-static="" style={wrapperStyle} suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />
  return (
    <Tag data-static="" style={wrapperStyle}>
      {process.env.NODE_ENV !== "production" ? <InStaticRegion.Provider value={true}>{children}</InStaticRegion.Provider> : children}
    </Tag>
  )
}

const NO_HTML = { __html: "" }
const wrapperStyle = { display: "contents" } as const
