import * as React from "react"
import { chakra, Flex } from "@chakra-ui/react"
import { Navbar } from "./navbar"
import { Footer } from "./footer"
import { SkipLink } from "./skip-link"
import { SearchButton } from "../widgets/search-button"
import { TripLink } from "./trip-link"
import { SiteWidgets } from "../widgets/site-widgets"

interface LayoutProps {
  children: React.ReactNode
}

/**
 * Header, main and footer landmarks around every page; it persists across navigations (wrapPageElement).
 * Each region is a Suspense boundary of its own, so React hydrates them apart and serves first the one the
 * visitor touches (selective hydration) instead of the whole page in one piece.
 */
export function Layout({ children }: LayoutProps) {
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
      </React.Suspense>
      <chakra.main id="main" tabIndex={-1} flex="1" pt="var(--nav-height)" _focusVisible={{ outline: "none" }}>
        <React.Suspense fallback={null}>{children}</React.Suspense>
      </chakra.main>
      <React.Suspense fallback={null}>
        <Footer />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <SiteWidgets />
      </React.Suspense>
    </Flex>
  )
}
