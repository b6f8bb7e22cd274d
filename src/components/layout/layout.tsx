import * as React from "react"
import { chakra, Flex } from "@chakra-ui/react"
import { Navbar } from "./navbar"
import { Footer } from "./footer"
import { SkipLink } from "./skip-link"
import { SearchButton } from "../widgets/search-button"
import { TripLink } from "./trip-link"
import { SiteWidgets } from "../widgets/site-widgets"
import { RegionHydrated } from "../hydration/region-hydrated"

interface LayoutProps {
  children: React.ReactNode
}

/** The layout's Suspense regions: navbar, page, footer, widgets. */
const REGIONS = 4

/**
 * Header, main and footer landmarks around every page; it persists across navigations (wrapPageElement).
 * Each region is a Suspense boundary of its own, so React hydrates them apart and serves first the one the
 * visitor touches (selective hydration) instead of the whole page in one piece. Once every region is hydrated,
 * <html data-hydrated> says so (tests and the bench wait for it).
 */
export function Layout({ children }: LayoutProps) {
  const hydratedRegions = React.useRef(0)
  const regionHydrated = React.useCallback(() => {
    hydratedRegions.current += 1
    if (hydratedRegions.current === REGIONS) document.documentElement.setAttribute("data-hydrated", "true")
  }, [])
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <React.Suspense fallback={null}>
        <Navbar
          actions={
            <>
              <TripLink />
              <SearchButton />
            </>
          }
        />
        <RegionHydrated onHydrated={regionHydrated} />
      </React.Suspense>
      <chakra.main id="main" tabIndex={-1} flex="1" pt="var(--nav-height)" _focusVisible={{ outline: "none" }}>
        <React.Suspense fallback={null}>
          {children}
          <RegionHydrated onHydrated={regionHydrated} />
        </React.Suspense>
      </chakra.main>
      <React.Suspense fallback={null}>
        <Footer />
        <RegionHydrated onHydrated={regionHydrated} />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <SiteWidgets />
        <RegionHydrated onHydrated={regionHydrated} />
      </React.Suspense>
    </Flex>
  )
}
