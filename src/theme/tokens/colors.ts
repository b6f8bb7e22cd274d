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

export const colors = defineTokens.colors({
  brand: Object.fromEntries(Object.entries(brandColors).map(([name, value]) => [name, { value }])),
  transparent: { value: "transparent" },
  current: { value: "currentColor" },
  white: { value: "#FFFFFF" },
  black: { value: "#09090B" },
  // text over a photograph's dark scrim
  whiteAlpha: { 800: { value: "rgba(255, 255, 255, 0.80)" } },
})

/** What the site's styles name: the page's background and text, panels, borders. */
export const semanticColors = defineSemanticTokens.colors({
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
})
