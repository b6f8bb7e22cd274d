import { defineRecipe } from "@chakra-ui/react"

// The look of a pressed toggle (aria-pressed="true"), over its variant's own, hover included
const pressedGold = {
  bg: "brand.gold",
  color: "brand.ink",
  borderColor: "transparent",
  _hover: { bg: "brand.goldLight", color: "brand.ink" },
}
const pressedSolid = { bg: "brand.ink", color: "brand.ivory", _hover: { bg: "brand.inkSoft", color: "brand.ivory" } }

/** Buttons and button-like links: ink on ivory, gold on ink. Every pair passes AA contrast. */
export const buttonRecipe = defineRecipe({
  className: "button",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    fontFamily: "body",
    fontWeight: "600",
    letterSpacing: "0.04em",
    textTransform: "uppercase",
    textDecoration: "none",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "transparent",
    cursor: "pointer",
    whiteSpace: "nowrap",
    transitionProperty: "background-color, color, border-color",
    transitionDuration: "0.2s",
    _focusVisible: { outline: "3px solid", outlineColor: "brand.gold", outlineOffset: "3px" },
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      solid: { bg: "brand.ink", color: "brand.ivory", _hover: { bg: "brand.inkSoft" } },
      gold: { bg: "brand.gold", color: "brand.ink", _hover: { bg: "brand.goldLight" } },
      outline: { bg: "transparent", color: "brand.ink", borderColor: "brand.ink", _hover: { bg: "brand.ink", color: "brand.ivory" } },
      outlineLight: {
        bg: "transparent",
        color: "brand.ivory",
        borderColor: "brand.ivory",
        _hover: { bg: "brand.ivory", color: "brand.ink" },
      },
      ghost: {
        bg: "transparent",
        color: "brand.ink",
        textTransform: "none",
        letterSpacing: "normal",
        fontWeight: "500",
        _hover: { bg: "brand.ivoryDeep" },
      },
    },
    /**
     * A toggle's pressed look, keyed on its aria-pressed in CSS: pressing it changes one attribute, not its class,
     * so no new style is inserted and only that button's style is recalculated.
     */
    pressed: {
      gold: { _pressed: pressedGold },
      solid: { _pressed: pressedSolid },
    },
    size: {
      sm: { minH: "10", px: "4", fontSize: "xs" },
      md: { minH: "11", px: "6", fontSize: "sm" },
      lg: { minH: "12", px: "8", fontSize: "sm" },
      icon: { minH: "11", minW: "11", px: "0", fontSize: "md" },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
})
