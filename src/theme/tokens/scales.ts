import { defineTokens } from "@chakra-ui/react"

// Chakra's default values (its theme's tokens/*.ts), for only the steps the site's styles use: every token is
// processed when a page's script starts, and Chakra's full sets doubled that time. A style naming a step that is
// not here fails __tests__/theme/tokens-in-use.test.ts; add the step with Chakra's value.

export const breakpoints = { sm: "480px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" }

const steps = {
  0.5: "0.125rem",
  1: "0.25rem",
  1.5: "0.375rem",
  2: "0.5rem",
  2.5: "0.625rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.25rem",
  6: "1.5rem",
  7: "1.75rem",
  8: "2rem",
  10: "2.5rem",
  11: "2.75rem",
  12: "3rem",
  14: "3.5rem",
  16: "4rem",
  20: "5rem",
  24: "6rem",
  28: "7rem",
  32: "8rem",
  44: "11rem",
  56: "14rem",
  60: "15rem",
  72: "18rem",
  96: "24rem",
} as const

type Step = keyof typeof steps
const scale = (keys: ReadonlyArray<Step>) => Object.fromEntries(keys.map((key) => [key, { value: steps[key] }]))

export const spacing = defineTokens.spacing(scale([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 32]))

export const sizes = defineTokens.sizes({
  ...scale([5, 6, 10, 11, 12, 14, 28, 44, 56, 60, 72, 96]),
  sm: { value: "24rem" },
  xl: { value: "36rem" },
  "2xl": { value: "42rem" },
  "3xl": { value: "48rem" },
  "7xl": { value: "80rem" },
  full: { value: "100%" },
})

export const fontSizes = defineTokens.fontSizes({
  xs: { value: "0.75rem" },
  sm: { value: "0.875rem" },
  md: { value: "1rem" },
  lg: { value: "1.125rem" },
  xl: { value: "1.25rem" },
  "2xl": { value: "1.5rem" },
  "3xl": { value: "1.875rem" },
  "4xl": { value: "2.25rem" },
  "5xl": { value: "3rem" },
  "6xl": { value: "3.75rem" },
  "7xl": { value: "4.5rem" },
})

export const fonts = defineTokens.fonts({
  heading: { value: "'Cormorant Garamond', 'Cormorant Garamond Fallback', 'Iowan Old Style', 'Palatino Linotype', Georgia, serif" },
  body: { value: "Inter, 'Inter Fallback', 'Segoe UI', system-ui, -apple-system, sans-serif" },
})

export const radii = defineTokens.radii({
  sm: { value: "0.25rem" },
  md: { value: "0.375rem" },
  lg: { value: "0.5rem" },
  xl: { value: "0.75rem" },
  full: { value: "9999px" },
})

// Chakra's light-mode shadows, tinted with the brand's ink instead of its gray (the site has no dark mode)
export const shadows = defineTokens.shadows({
  lg: { value: "0px 8px 16px {colors.brand.ink/10}, 0px 0px 1px {colors.brand.ink/30}" },
  xl: { value: "0px 16px 24px {colors.brand.ink/10}, 0px 0px 1px {colors.brand.ink/30}" },
  "2xl": { value: "0px 24px 40px {colors.brand.ink/16}, 0px 0px 1px {colors.brand.ink/30}" },
})

export const zIndex = defineTokens.zIndex({
  docked: { value: 10 },
  sticky: { value: 1100 },
  banner: { value: 1200 },
  overlay: { value: 1300 },
  skipNav: { value: 1600 },
})
