import { createRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from "@chakra-ui/react"
import type { buttonRecipe } from "../../theme/recipes/button"

const { withContext } = createRecipeContext({ key: "button" })

export interface ButtonProps extends HTMLChakraProps<"button">, RecipeVariantProps<typeof buttonRecipe> {}

/** A button, or with `asChild` a link styled as one. */
export const Button = withContext<HTMLButtonElement, ButtonProps>("button", { defaultProps: { type: "button" } })
