import { createRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from "@chakra-ui/react"
import type { badgeRecipe } from "../../theme/recipes/badge"

const { withContext } = createRecipeContext({ key: "badge" })

export interface BadgeProps extends HTMLChakraProps<"span">, RecipeVariantProps<typeof badgeRecipe> {}

export const Badge = withContext<HTMLSpanElement, BadgeProps>("span")
