import { defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from "@chakra-ui/react"
import { breakpoints, chakraSemanticTokens as semanticTokens, chakraTokens as tokens, keyframes, toastSlotRecipe } from "./chakra-parts"
import { brandTokens, brandSemanticTokens } from "./tokens"
import { globalCss } from "./global-css"
import { buttonRecipe } from "./recipes/button"
import { badgeRecipe } from "./recipes/badge"
import { containerRecipe } from "./recipes/container"
import { headingRecipe } from "./recipes/heading"
import { systemSteps } from "./system-steps"

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
    keyframes,
    // Only the palettes the site and the toast recipe use: every token becomes a CSS variable at start-up
    tokens: { ...tokens, colors: { ...pick(tokens.colors, KEPT_COLORS), ...brandTokens.colors }, fonts: brandTokens.fonts },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...pick(semanticTokens.colors, ["bg", "fg", "border", "gray"]), ...brandSemanticTokens.colors },
    },
    recipes: { button: buttonRecipe, badge: badgeRecipe, container: containerRecipe, heading: headingRecipe },
    slotRecipes: { toast: toastSlotRecipe },
  },
})

let system: SystemContext | undefined
let steps: Generator<void, SystemContext, void> | undefined

function nextStep() {
  steps ??= systemSteps(mergeConfigs(defaultBaseConfig, siteConfig))
  const step = steps.next()
  if (step.done) system = step.value
}

/** The site's Chakra system, finishing it at once if it is not made yet (the server, tests, development). */
export function getSystem(): SystemContext {
  while (!system) nextStep()
  return system
}

/**
 * Makes the system one step per task and resolves when it is ready. Made in one go it is the longest
 * task of the page's start-up on a phone (170–240 ms with a 4x CPU slowdown); gatsby-browser starts
 * this while the page data loads and hydrates once it resolves.
 */
export function prepareSystem(): Promise<SystemContext> {
  return new Promise((resolve) => {
    const next = () => {
      if (!system) nextStep()
      if (system) resolve(system)
      else setTimeout(next, 0)
    }
    setTimeout(next, 0)
  })
}
