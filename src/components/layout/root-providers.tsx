import * as React from "react"
import { ChakraProvider } from "@chakra-ui/react"
import { siteSystem } from "../../theme"
import { TripProvider } from "../../hooks/use-trip"

/** Providers every page needs: the Chakra system and the trip shortlist (the language is the page's: see PageShell). */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ChakraProvider value={siteSystem()}>
      <TripProvider>{children}</TripProvider>
    </ChakraProvider>
  )
}
