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

/** Header, main and footer landmarks around every page. */
export function Layout({ children }: LayoutProps) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <Navbar
        actions={
          <>
            <TripLink />
            <SearchButton />
          </>
        }
      />
      <chakra.main id="main" tabIndex={-1} flex="1" pt="var(--nav-height)" _focusVisible={{ outline: "none" }}>
        {children}
      </chakra.main>
      <Footer />
      <SiteWidgets />
    </Flex>
  )
}
