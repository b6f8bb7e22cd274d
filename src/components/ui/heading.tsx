import { createRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from "@chakra-ui/react"
import type { headingRecipe } from "../../theme/recipes/heading"

const { withContext } = createRecipeContext({ key: "heading" })

export interface HeadingProps extends HTMLChakraProps<"h2">, RecipeVariantProps<typeof headingRecipe> {}

/** A serif heading; pick the level with `as` ("h1" … "h4"), the look with `size`. */
export const Heading = withContext<HTMLHeadingElement, HeadingProps>("h2")
