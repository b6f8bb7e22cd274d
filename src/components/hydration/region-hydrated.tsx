import * as React from "react"

interface RegionHydratedProps {
  onHydrated: () => void
}

/** Placed last in a Suspense region of the layout: tells the layout once React has hydrated (or rendered) that region. */
export function RegionHydrated({ onHydrated }: RegionHydratedProps) {
  React.useEffect(onHydrated, [onHydrated])
  return null
}
