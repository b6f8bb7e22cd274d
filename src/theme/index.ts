import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react"
import { colors, semanticColors } from "./tokens/colors"
import { breakpoints, fontSizes, fonts, radii, shadows, sizes, spacing, zIndex } from "./tokens/scales"
import { globalCss } from "./global-css"
import { buttonRecipe } from "./recipes/button"
import { badgeRecipe } from "./recipes/badge"
import { containerRecipe } from "./recipes/container"
import { headingRecipe } from "./recipes/heading"
import { toastSlotRecipe } from "./recipes/toast"

/**
 * Chakra's base config (its utilities and conditions, no theme) plus the site's own tokens and only the recipes the
 * site renders. Line heights, letter spacings, border widths, durations and easings are written as CSS values.
 */
const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "ck",
  cssVarsRoot: ":where(:root, :host)",
  globalCss,
  theme: {
    breakpoints,
    tokens: { colors, fonts, fontSizes, radii, shadows, sizes, spacing, zIndex },
    semanticTokens: { colors: semanticColors },
    recipes: { button: buttonRecipe, badge: badgeRecipe, container: containerRecipe, heading: headingRecipe },
    slotRecipes: { toast: toastSlotRecipe },
  },
})

/** The site's Chakra system: the same on the server, in the browser and in development. */
export const system: SystemContext = createSystem(defaultBaseConfig, siteConfig)
