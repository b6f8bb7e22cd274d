import * as React from "react"

/**
 * Whether this render is inside a StaticRegion (true) and not inside an Island within it. Provided and read only
 * outside production: every use is behind `process.env.NODE_ENV`, which webpack replaces, so the bundles carry
 * neither the providers nor the checks (the context itself is dropped as unused: it is marked pure).
 */
export const InStaticRegion = /* @__PURE__ */ React.createContext(false)

/** The error a control inside a static region raises: it names the control and the way out. */
export const staticRegionViolation = (component: string): string =>
  `${component} attaches a handler inside a <StaticRegion>, where a production first load never attaches it ` +
  `(the region's HTML is left as the server wrote it): wrap it in an <Island> (src/components/hydration/island.tsx), ` +
  `or move it out of the static region.`

/**
 * Fails the render of an interactive primitive (one that attaches a handler) inside a StaticRegion: in `gatsby develop`
 * and Jest the control would work, on a production first load it silently does nothing. `interactive` is false for a
 * primitive rendered without a handler (a Button that is a link or a submit of a plain form); given props, the guard
 * fails when they hold a handler.
 *
 * In production it returns before anything else: NODE_ENV is a constant of the build, so the hook reads the context in
 * every render of a component or in none, and production pays neither the context nor the props' scan.
 */
export function useStaticRegionGuard(component: string, interactive: boolean | object = true): void {
  if (process.env.NODE_ENV === "production") return
  // eslint-disable-next-line react-hooks/rules-of-hooks -- NODE_ENV is a build constant: every render or none
  const inStaticRegion = React.useContext(InStaticRegion)
  const attachesHandler = typeof interactive === "boolean" ? interactive : hasHandler(interactive)
  if (inStaticRegion && attachesHandler) throw new Error(staticRegionViolation(component))
}

/** Whether props hand an element a handler (onClick, onSubmit, onKeyDownCapture …). */
export const hasHandler = (props: object): boolean =>
  Object.entries(props).some(([name, value]) => /^on[A-Z]/.test(name) && typeof value === "function")
