import { defineTokens, defineSemanticTokens } from "@chakra-ui/react"

/** Brand palette: deep ink, ivory and warm gold. Text pairs are chosen for WCAG AA (see __tests__/theme). */
export const brandColors = {
  ink: "#0F1B2D",
  inkSoft: "#24324A",
  ivory: "#F7F2E8",
  ivoryDeep: "#EDE4D3",
  gold: "#C9A45C",
  goldLight: "#D8B673",
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
  // WhatsApp's green, darkened for white text (6.9:1), and its hover
  whatsapp: { DEFAULT: { value: "#0B6B3A" }, hover: { value: "#09552E" } },
  // form errors: 6.6:1 on white
  danger: { value: "#B42318" },
})

/** What the site's styles name: the page's background and text, panels, borders. */
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: "{colors.brand.ivory}" },
    panel: { value: "{colors.brand.white}" },
    subtle: { value: "{colors.brand.ivoryDeep}" },
    invertedSubtle: { value: "{colors.brand.ivory/8}" },
    // behind a dialog, and the gradient over a picture that carries text
    scrim: { value: "{colors.brand.ink/60}" },
  },
  fg: {
    DEFAULT: { value: "{colors.brand.ink}" },
    muted: { value: "{colors.brand.stone}" },
    accent: { value: "{colors.brand.goldDeep}" },
    error: { value: "{colors.danger}" },
    // on the ink surfaces: footer, banners, cards' captions over their pictures
    inverted: { value: "{colors.brand.ivory}" },
    invertedMuted: { value: "{colors.brand.ivory/85}" },
  },
  border: {
    DEFAULT: { value: "#D9CDB6" },
    // a form control's edge: 3.3:1 on white, as WCAG 1.4.11 asks of a control's boundary
    input: { value: "#8A8F99" },
    error: { value: "{colors.danger}" },
    inverted: { value: "{colors.brand.ivory/40}" },
    invertedSubtle: { value: "{colors.brand.ivory/20}" },
  },
  // the map of Thailand, in the house illustrations' palette (scripts/artwork/palette.ts): a lagoon wash for the sea,
  // sand and gold for Thailand, its neighbours barely there
  map: {
    sea: { value: "#DDEDEA" },
    seaName: { value: "#2B6F7C" },
    land: { value: "#EBDDBF" },
    coast: { value: "#97773A" },
    neighbour: { value: "#F3F0E6" },
    border: { value: "#C5D3CC" },
  },
})
