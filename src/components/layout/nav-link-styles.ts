/** The look shared by the navbar's links and its Destinations button. */
export const navLinkStyles = {
  px: "3",
  py: "2",
  fontSize: "sm",
  fontWeight: "500",
  letterSpacing: "0.02em",
  color: "fg",
  textDecoration: "none",
  borderRadius: "md",
  _hover: { color: "fg.accent" },
  "&[aria-current=page]": {
    color: "fg.accent",
    textDecoration: "underline",
    textUnderlineOffset: "6px",
    textDecorationColor: "brand.gold",
  },
} as const
