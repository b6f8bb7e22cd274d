/** The panel every picture card of the site sits on (articles, experiences, hotels, features): spread onto its <article>. */
export const cardPanel = {
  bg: "bg.panel",
  borderRadius: "xl",
  overflow: "hidden",
  borderWidth: "1px",
  borderColor: "border",
  h: "100%",
} as const

/** The panel laid out as a column: picture on top, text below, the last row pushed to the bottom. */
export const cardColumn = { ...cardPanel, display: "flex", flexDirection: "column" } as const
