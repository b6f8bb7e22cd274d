import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react"
import { colors, semanticColors } from "./tokens/colors"
import { breakpoints, fontSizes, fonts, radii, shadows, sizes, spacing, zIndex } from "./tokens/scales"
import { globalCss } from "./global-css"
import { layerStyles } from "./layer-styles"
import { buttonRecipe } from "./recipes/button"
import { badgeRecipe } from "./recipes/badge"
import { containerRecipe } from "./recipes/container"
import { headingRecipe } from "./recipes/heading"
import { toastSlotRecipe } from "./recipes/toast"

/**
 * Chakra's base config (its utilities and conditions, no theme) plus the site's own tokens and only the recipes the
 * site renders on every page (a recipe of a few pages' component is handed to it directly, so only those pages' chunks
 * carry it: recipes/thailand-map.ts). Line heights, letter spacings, border widths, durations and easings are written as CSS values.
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
    layerStyles,
    recipes: { button: buttonRecipe, badge: badgeRecipe, container: containerRecipe, heading: headingRecipe },
    slotRecipes: { toast: toastSlotRecipe },
  },
})

let created: SystemContext | undefined

/**
 * The site's Chakra system, the same on the server, in the browser and in development. It is created at its first
 * use, the first render, not when the module loads: a page's script evaluates every module in one task, and creating
 * the system there made that task about 90 ms longer on a phone (4× CPU). At the first render it is a task of its own.
 */
export function siteSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, siteConfig)
  return created
}
