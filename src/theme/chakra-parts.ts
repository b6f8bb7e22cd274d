// Chakra's own token sets and the one slot recipe the site uses, file by file (see src/node/webpack-config.ts).
// Only the token sets the site's styles refer to: every token is processed when the page's script starts
// (measured in Node: createSystem took about half as long without the others). Line heights, letter spacings,
// durations, easings, aspect ratios, borders, blurs, cursors and animations are written as plain CSS values.
import { breakpoints } from "@chakra-theme/breakpoints"
import { keyframes } from "@chakra-theme/tokens/keyframes"
import { colors } from "@chakra-theme/tokens/colors"
import { fontSizes } from "@chakra-theme/tokens/font-sizes"
import { fontWeights } from "@chakra-theme/tokens/font-weights"
import { radii } from "@chakra-theme/tokens/radius"
import { sizes } from "@chakra-theme/tokens/sizes"
import { spacing } from "@chakra-theme/tokens/spacing"
import { zIndices } from "@chakra-theme/tokens/z-indices"
import { semanticColors } from "@chakra-theme/semantic-tokens/colors"
import { semanticRadii } from "@chakra-theme/semantic-tokens/radii"
import { semanticShadows } from "@chakra-theme/semantic-tokens/shadows"
import { toastSlotRecipe } from "@chakra-theme/recipes/toast"

export const chakraTokens = {
  colors,
  fontSizes,
  fontWeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
}

export const chakraSemanticTokens = { colors: semanticColors, radii: semanticRadii, shadows: semanticShadows }

export { breakpoints, keyframes, toastSlotRecipe }
