import { defineRecipe } from "@chakra-ui/react"

/** Small uppercase labels: category, type, 'Best rate'. */
export const badgeRecipe = defineRecipe({
  className: "badge",
  base: {
    display: "inline-flex",
    alignItems: "center",
    fontSize: "xs",
    fontWeight: "600",
    letterSpacing: "0.06em",
    textTransform: "uppercase",
    lineHeight: "1",
    px: "2.5",
    py: "1.5",
    borderRadius: "full",
    whiteSpace: "nowrap",
  },
  variants: {
    variant: {
      subtle: { bg: "brand.ivoryDeep", color: "brand.ink" },
      solid: { bg: "brand.ink", color: "brand.ivory" },
      gold: { bg: "brand.gold", color: "brand.ink" },
      outline: { borderWidth: "1px", borderColor: "brand.goldDeep", color: "brand.goldDeep" },
    },
  },
  defaultVariants: { variant: "subtle" },
})
