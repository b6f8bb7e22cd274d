import * as React from "react"

/**
 * Whether this render is inside a StaticRegion (true) and not inside an Island within it. Provided and read only
 * outside production: every use sits behind `process.env.NODE_ENV !== "production"`, which webpack replaces, so the
 * bundles carry neither the providers nor the checks (the context itself is dropped as unused: it is marked pure).
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
 * primitive rendered without a handler (a Button that is a link or a submit of a plain form).
 *
 * Call it only behind `if (process.env.NODE_ENV !== "production")`: NODE_ENV is a constant of the build, so the hook
 * runs in every render of a component or in none, and production pays nothing for it.
 */
export function useStaticRegionGuard(component: string, interactive = true): void {
  const inStaticRegion = React.useContext(InStaticRegion)
  if (inStaticRegion && interactive) throw new Error(staticRegionViolation(component))
}

/** Whether props hand an element a handler (onClick, onSubmit, onKeyDownCapture …). */
export const hasHandler = (props: object): boolean =>
  Object.entries(props).some(([name, value]) => /^on[A-Z]/.test(name) && typeof value === "function")
