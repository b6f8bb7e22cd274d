import { defineGlobalStyles } from "@chakra-ui/react"

// Printed pages are documents (the trip itinerary, the destination fact sheets): none of the site's chrome, floating
// widgets or controls, which do nothing on paper. The A4 page box is in print.css (@page is not a style object).
export const globalCss = defineGlobalStyles({
  html: {
    scrollPaddingTop: "var(--nav-height)",
    "--nav-height": "72px",
    _motionSafe: { scrollBehavior: "smooth" },
    _print: { "--nav-height": "0px", fontSize: "11pt" },
  },
  body: { bg: "bg", color: "fg", fontFamily: "body", lineHeight: "1.6", _print: { bg: "white" } },
  "a:focus-visible, button:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible, summary:focus-visible, [tabindex]:focus-visible":
    {
      outline: "3px solid {colors.brand.goldDeep}",
      outlineOffset: "2px",
      boxShadow: "0 0 0 5px {colors.brand.ivory}",
    },
  // gatsby-plugin-image shows a picture only once a script has seen it decode; the hero is the page's largest
  // paint, so it shows as its bytes arrive (the fade-in stays for the lazy pictures further down)
  ".gatsby-image-wrapper [data-main-image][loading=eager]": { opacity: "1 !important", transition: "none" },
  // Controls that cannot work without JavaScript are not there when it is off (src/lib/requires-script.ts)
  "[data-requires-js]": { "@media (scripting: none)": { display: "none !important" } },
  "*, *::before, *::after": { _motionReduce: { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" } },
  "header, footer, nav, button, [data-whatsapp-widget], [data-cookie-banner], [data-scope=toast], [data-print-hide]": {
    _print: { display: "none !important" },
  },
  "a[href]": { _print: { color: "inherit", textDecoration: "none" } },
  "h1, h2, h3, h4": { _print: { breakAfter: "avoid" } },
  "img, figure, tr": { _print: { breakInside: "avoid" } },
})
