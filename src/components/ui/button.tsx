import * as React from "react"
import { createRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from "@chakra-ui/react"
import type { buttonRecipe } from "../../theme/recipes/button"
import { hasHandler, useStaticRegionGuard } from "../hydration/static-region-guard"

const { withContext } = createRecipeContext({ key: "button" })

/**
 * The native element behind Button: a `<button>` that defaults to type="button" (not "submit").
 * The default lives here, not in withContext's defaultProps, because Chakra merges defaultProps
 * into the child of `asChild` as well, and `type="button"` is invalid on the `<a>` of a link styled
 * as a button. With `asChild` Chakra renders the child in place of this element, so links get no type.
 */
const NativeButton = React.forwardRef<HTMLButtonElement, React.ComponentPropsWithoutRef<"button">>(function NativeButton(
  { type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} {...props} />
})

/** `as` is left out: with a component behind it Chakra would hand `as` to the `<button>` instead of swapping the tag; use `asChild`. */
export interface ButtonProps extends Omit<HTMLChakraProps<"button">, "as">, RecipeVariantProps<typeof buttonRecipe> {}

/**
 * A button (type="button" unless given another type), or with `asChild` a link styled as one (no type). With
 * `asChild`, a ref goes on Button, which hands it to the child: Chakra's asChild reads the child's `props.ref`, which
 * React 18 warns about in development.
 */
const StyledButton = withContext<HTMLButtonElement, ButtonProps>(NativeButton)

/** Outside production, a Button with a handler (its own, or its `asChild` child's) fails inside a StaticRegion. */
const GuardedButton = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const child = props.asChild && React.isValidElement<object>(props.children) ? props.children : null
  useStaticRegionGuard("Button", hasHandler(props) || (child !== null && hasHandler(child.props)))
  return <StyledButton ref={ref} {...props} />
})

// NODE_ENV is a constant of the build: production exports the styled button itself, and GuardedButton is dropped
export const Button = process.env.NODE_ENV !== "production" ? GuardedButton : StyledButton
