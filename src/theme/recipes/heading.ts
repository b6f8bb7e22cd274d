import { defineRecipe } from "@chakra-ui/react"

/** Serif display headings. */
export const headingRecipe = defineRecipe({
  className: "heading",
  base: { fontFamily: "heading", fontWeight: "600", lineHeight: "1.15", color: "inherit", textWrap: "balance" },
  variants: {
    size: {
      display: { fontSize: { base: "4xl", md: "6xl" }, lineHeight: "1.05" },
      xl: { fontSize: { base: "3xl", md: "5xl" } },
      lg: { fontSize: { base: "2xl", md: "4xl" } },
      md: { fontSize: { base: "xl", md: "2xl" } },
      sm: { fontSize: "xl" },
    },
  },
  defaultVariants: { size: "lg" },
})
