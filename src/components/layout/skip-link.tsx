import * as React from "react"
import { chakra } from "@chakra-ui/react"
import { useTranslation } from "../../hooks/use-translation"

/** First focusable element: jumps keyboard users past the navigation. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <chakra.a
      href="#main"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="brand.ink"
      color="brand.ivory"
      px="4"
      py="2"
      borderRadius="md"
      _focus={{ top: "4" }}
    >
      {t("nav.skipToContent")}
    </chakra.a>
  )
}
