import { defineGlobalStyles } from "@chakra-ui/react"

export const globalCss = defineGlobalStyles({
  html: { scrollPaddingTop: "var(--nav-height)", "--nav-height": "72px", _motionSafe: { scrollBehavior: "smooth" } },
  body: { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.6" },
  "a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible":
    {
      outline: "3px solid {colors.brand.goldDeep}",
      outlineOffset: "2px",
      boxShadow: "0 0 0 5px {colors.brand.ivory}",
    },
  "*, *::before, *::after": { _motionReduce: { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" } },
})
