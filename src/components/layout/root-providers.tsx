import * as React from "react"
import { ChakraProvider } from "@chakra-ui/react"
import { system } from "../../theme"
import { SiteTranslationProvider } from "../../hooks/use-translation"
import { TripProvider } from "../../hooks/use-trip"

/** Providers every page needs: the Chakra system, the translation table and the trip shortlist. */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SiteTranslationProvider>
        <TripProvider>{children}</TripProvider>
      </SiteTranslationProvider>
    </ChakraProvider>
  )
}
