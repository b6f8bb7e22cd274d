// Chakra's own token sets and the one slot recipe the site uses, file by file (see src/node/webpack-config.ts).
// Only the token sets the site's styles refer to: every token is processed when the page's script starts
// (measured in Node: createSystem took about half as long without the others). Line heights, letter spacings,
// durations, easings, aspect ratios, borders, blurs, cursors and animations are written as plain CSS values. No
// keyframes (the site animates nothing with them; every page carried all 33) and no semantic colours of Chakra's:
// the site's own (tokens.ts) are the only ones its styles use.
import { breakpoints } from "@chakra-dist/theme/breakpoints"
import { colors } from "@chakra-dist/theme/tokens/colors"
import { fontSizes } from "@chakra-dist/theme/tokens/font-sizes"
import { fontWeights } from "@chakra-dist/theme/tokens/font-weights"
import { radii } from "@chakra-dist/theme/tokens/radius"
import { sizes } from "@chakra-dist/theme/tokens/sizes"
import { spacing } from "@chakra-dist/theme/tokens/spacing"
import { zIndices } from "@chakra-dist/theme/tokens/z-indices"
import { semanticRadii } from "@chakra-dist/theme/semantic-tokens/radii"
import { semanticShadows } from "@chakra-dist/theme/semantic-tokens/shadows"
import { toastSlotRecipe } from "@chakra-dist/theme/recipes/toast"

export const chakraTokens = {
  colors,
  fontSizes,
  fontWeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
}

export const chakraSemanticTokens = { radii: semanticRadii, shadows: semanticShadows }

export { breakpoints, toastSlotRecipe }
