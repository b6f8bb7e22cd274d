import { defineLayerStyles } from "@chakra-ui/react"

/** The site's two surfaces, named in components as `layerStyle="panel"` or `layerStyle="card"`. */
export const layerStyles = defineLayerStyles({
  // a white panel on the ivory page: partners' terms and rates, My trip's items and form, a destination's highlights
  // (each sets its own padding)
  panel: { value: { background: "bg.panel", borderRadius: "xl", borderWidth: "1px", borderColor: "border" } },
  // a picture card (articles, experiences, hotels, features): the picture runs to the rounded edge, cards in a row
  // are as tall as the tallest
  card: {
    value: { background: "bg.panel", borderRadius: "xl", borderWidth: "1px", borderColor: "border", overflow: "hidden", height: "100%" },
  },
})
