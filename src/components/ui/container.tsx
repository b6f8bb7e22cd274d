import { createRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from "@chakra-ui/react"
import type { containerRecipe } from "../../theme/recipes/container"

const { withContext } = createRecipeContext({ key: "container" })

export interface ContainerProps extends HTMLChakraProps<"div">, RecipeVariantProps<typeof containerRecipe> {}

export const Container = withContext<HTMLDivElement, ContainerProps>("div")
