import * as React from "react"

/**
 * False in the static HTML and in a component's first render in the browser, true once it has committed (its effects
 * ran): for what must not render in a render React may throw away (react-helmet's tags) or before scripts run. Not
 * useHydrating (./use-hydrating.ts), which is false at once in a render of the browser's own (a client-side navigation).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = React.useState(false)
  React.useEffect(() => setMounted(true), [])
  return mounted
}
