import { defineSlotRecipe } from "@chakra-ui/react"

/**
 * The map of Thailand (src/components/sections/thailand-map.tsx): sea, neighbours, Thailand, the seas' names and the
 * places, each a link with a marker and a label. Sizes are in the SVG's units (its viewBox), so they scale with it.
 * Not in the system's config: the map hands it to useSlotRecipe itself, so only the pages with a map load it.
 */
export const thailandMapSlotRecipe = defineSlotRecipe({
  className: "thailand-map",
  slots: ["root", "sea", "neighbours", "land", "seaName", "place", "marker", "ring", "halo", "label"],
  base: {
    root: {
      display: "block",
      width: "100%",
      height: "auto",
      fontFamily: "body",
      userSelect: "none",
      // framed like the site's panels
      borderRadius: "lg",
      borderWidth: "1px",
      borderColor: "border",
      overflow: "hidden",
    },
    sea: { fill: "map.sea" },
    neighbours: { fill: "map.neighbour", stroke: "map.border", strokeWidth: "0.8", strokeLinejoin: "round" },
    land: { fill: "map.land", stroke: "map.coast", strokeWidth: "0.9", strokeLinejoin: "round" },
    seaName: {
      fill: "map.seaName",
      fontFamily: "heading",
      fontStyle: "italic",
      fontWeight: "600",
      letterSpacing: "0.06em",
    },
    place: {
      color: "fg",
      cursor: "pointer",
      _focusVisible: { outline: "2px solid", outlineColor: "fg.accent", outlineOffset: "2px" },
      "&:hover text, &:focus-visible text": { textDecoration: "underline", textDecorationThickness: "1.5px" },
      // the focus ring: a wide ring round the marker, and the label underlined
      "&:focus-visible circle": { stroke: "fg.accent", strokeWidth: "4" },
    },
    marker: { fill: "brand.ink", stroke: "brand.gold", strokeWidth: "2" },
    // round the one place a destination's small map marks
    ring: { fill: "none", stroke: "brand.goldDeep", strokeWidth: "1.5" },
    // a halo in the land's colour under each label keeps it readable over coastlines and borders (a copy of the text
    // drawn first, not CSS paint-order, which the W3C checker's CSS profile does not know)
    halo: { fill: "none", fontWeight: "600", stroke: "bg", strokeWidth: "3.5", strokeLinejoin: "round" },
    label: { fill: "fg", fontWeight: "600" },
  },
})
