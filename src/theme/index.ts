import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from "@chakra-ui/react"
import { breakpoints, keyframes, tokens, semanticTokens, dialogSlotRecipe, toastSlotRecipe } from "@chakra-ui/react/theme"
import { brandTokens, brandSemanticTokens } from "./tokens"
import { globalCss } from "./global-css"
import { buttonRecipe } from "./recipes/button"
import { badgeRecipe } from "./recipes/badge"
import { containerRecipe } from "./recipes/container"
import { headingRecipe } from "./recipes/heading"

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
    keyframes,
    tokens: { ...tokens, colors: { ...tokens.colors, ...brandTokens.colors }, fonts: brandTokens.fonts },
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...brandSemanticTokens.colors } },
    recipes: { button: buttonRecipe, badge: badgeRecipe, container: containerRecipe, heading: headingRecipe },
    slotRecipes: { dialog: dialogSlotRecipe, toast: toastSlotRecipe },
  },
})

export const system = createSystem(mergeConfigs(defaultBaseConfig, siteConfig))
