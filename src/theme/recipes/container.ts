import { defineRecipe } from "@chakra-ui/react"

/** Page width and side gutters. */
export const containerRecipe = defineRecipe({
  className: "container",
  base: { width: "100%", maxW: "7xl", mx: "auto", px: { base: "5", md: "8" } },
  variants: { size: { narrow: { maxW: "3xl" }, wide: { maxW: "7xl" } } },
  defaultVariants: { size: "wide" },
})
