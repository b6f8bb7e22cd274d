import { defineRecipe } from "@chakra-ui/react"

/** Page width and side gutters; on paper the page margins (print.css) are the gutters. */
export const containerRecipe = defineRecipe({
  className: "container",
  base: { width: "100%", maxW: "7xl", mx: "auto", px: { base: "5", md: "8" }, _print: { px: "0", maxW: "none" } },
  variants: { size: { narrow: { maxW: "3xl" }, wide: { maxW: "7xl" } } },
  defaultVariants: { size: "wide" },
})
