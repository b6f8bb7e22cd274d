// Chakra's own token sets and the one slot recipe the site uses, file by file (see src/node/webpack-config.ts).
import { breakpoints } from "@chakra-theme/breakpoints"
import { keyframes } from "@chakra-theme/tokens/keyframes"
import { animations } from "@chakra-theme/tokens/animations"
import { aspectRatios } from "@chakra-theme/tokens/aspect-ratios"
import { blurs } from "@chakra-theme/tokens/blurs"
import { borders } from "@chakra-theme/tokens/borders"
import { colors } from "@chakra-theme/tokens/colors"
import { cursor } from "@chakra-theme/tokens/cursor"
import { durations } from "@chakra-theme/tokens/durations"
import { easings } from "@chakra-theme/tokens/easings"
import { fontSizes } from "@chakra-theme/tokens/font-sizes"
import { fontWeights } from "@chakra-theme/tokens/font-weights"
import { letterSpacings } from "@chakra-theme/tokens/letter-spacing"
import { lineHeights } from "@chakra-theme/tokens/line-heights"
import { radii } from "@chakra-theme/tokens/radius"
import { sizes } from "@chakra-theme/tokens/sizes"
import { spacing } from "@chakra-theme/tokens/spacing"
import { zIndices } from "@chakra-theme/tokens/z-indices"
import { semanticColors } from "@chakra-theme/semantic-tokens/colors"
import { semanticRadii } from "@chakra-theme/semantic-tokens/radii"
import { semanticShadows } from "@chakra-theme/semantic-tokens/shadows"
import { toastSlotRecipe } from "@chakra-theme/recipes/toast"

export const chakraTokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
}

export const chakraSemanticTokens = { colors: semanticColors, radii: semanticRadii, shadows: semanticShadows }

export { breakpoints, keyframes, toastSlotRecipe }
