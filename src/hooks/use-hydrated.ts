import * as React from "react"

/** False in the static HTML and the first client render, true once scripts run: for controls that need JavaScript. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  return hydrated
}
