import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react"
import { breakpoints, chakraSemanticTokens as semanticTokens, chakraTokens as tokens, toastSlotRecipe } from "./chakra-parts"
import { brandTokens, brandSemanticTokens } from "./tokens"
import { globalCss } from "./global-css"
import { buttonRecipe } from "./recipes/button"
import { badgeRecipe } from "./recipes/badge"
import { containerRecipe } from "./recipes/container"
import { headingRecipe } from "./recipes/heading"

const KEPT_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha", "gray"]

function pick<T extends object>(source: T, keys: ReadonlyArray<string>): Partial<T> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key))) as Partial<T>
}

/**
 * Chakra's base config plus only the recipes this site renders: the full default system
 * ships every component's styles in the app bundle.
 */
const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: "ck",
  cssVarsRoot: ":where(:root, :host)",
  globalCss,
  theme: {
    breakpoints,
    // Only the palettes the site and the toast recipe use: every token becomes a CSS variable at start-up
    tokens: { ...tokens, colors: { ...pick(tokens.colors, KEPT_COLORS), ...brandTokens.colors }, fonts: brandTokens.fonts },
    semanticTokens: {
      ...semanticTokens,
      colors: brandSemanticTokens.colors,
    },
    recipes: { button: buttonRecipe, badge: badgeRecipe, container: containerRecipe, heading: headingRecipe },
    slotRecipes: { toast: toastSlotRecipe },
  },
})

/** The site's Chakra system: the same on the server, in the browser and in development. */
export const system: SystemContext = createSystem(defaultBaseConfig, siteConfig)
