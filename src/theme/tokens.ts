import { defineTokens, defineSemanticTokens } from "@chakra-ui/react"

/** Brand palette: deep ink, ivory and warm gold. Text pairs are chosen for WCAG AA (see __tests__/theme). */
export const brandColors = {
  ink: "#0F1B2D",
  inkSoft: "#24324A",
  ivory: "#F7F2E8",
  ivoryDeep: "#EDE4D3",
  gold: "#C9A45C",
  goldDeep: "#7A5A22",
  stone: "#5A6272",
  white: "#FFFFFF",
} as const

export const brandTokens = defineTokens({
  colors: {
    brand: Object.fromEntries(Object.entries(brandColors).map(([name, value]) => [name, { value }])),
  },
  fonts: {
    heading: { value: "'Cormorant Garamond', 'Cormorant Garamond Fallback', 'Iowan Old Style', 'Palatino Linotype', Georgia, serif" },
    body: { value: "Inter, 'Inter Fallback', 'Segoe UI', system-ui, -apple-system, sans-serif" },
  },
})

export const brandSemanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: "{colors.brand.ivory}" },
      panel: { value: "{colors.brand.white}" },
      subtle: { value: "{colors.brand.ivoryDeep}" },
    },
    fg: {
      DEFAULT: { value: "{colors.brand.ink}" },
      muted: { value: "{colors.brand.stone}" },
      accent: { value: "{colors.brand.goldDeep}" },
    },
    border: { DEFAULT: { value: "#D9CDB6" } },
  },
})
