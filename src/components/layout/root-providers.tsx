import * as React from "react"
import { ChakraProvider } from "@chakra-ui/react"
import { system } from "../../theme"
import { SiteTranslationProvider } from "../../hooks/use-translation"

/** Providers every page needs: the Chakra system and the translation table. */
export function RootProviders({ children }: { children: React.ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <SiteTranslationProvider>{children}</SiteTranslationProvider>
    </ChakraProvider>
  )
}
