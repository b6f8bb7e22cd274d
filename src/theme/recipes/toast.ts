import { defineSlotRecipe } from "@chakra-ui/react"
import { toastAnatomy } from "@chakra-ui/react/anatomy"

/**
 * Chakra's toast recipe, cut to what the site's one kind of toast needs (src/components/widgets/site-toaster.tsx
 * sets its colours, radius and padding). The root's `--x`, `--y`, `--scale`, `--opacity`, `--height` and
 * `--z-index` are the placement Ark's toaster computes for each toast.
 */
export const toastSlotRecipe = defineSlotRecipe({
  slots: toastAnatomy.keys(),
  className: "chakra-toast",
  base: {
    root: {
      width: "full",
      display: "flex",
      alignItems: "flex-start",
      position: "relative",
      gap: "3",
      translate: "var(--x) var(--y)",
      scale: "var(--scale)",
      zIndex: "var(--z-index)",
      height: "var(--height)",
      opacity: "var(--opacity)",
      willChange: "translate, opacity, scale",
      transition: "translate 400ms, scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms",
      transitionTimingFunction: "cubic-bezier(0.21, 1.02, 0.73, 1)",
      _closed: {
        transition: "translate 400ms, scale 400ms, opacity 200ms",
        transitionTimingFunction: "cubic-bezier(0.06, 0.71, 0.55, 1)",
      },
    },
    title: { marginEnd: "2" },
    description: { display: "inline", opacity: "0.8" },
    closeTrigger: {
      position: "absolute",
      top: "1",
      insetEnd: "1",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      transition: "background 200ms",
      _icon: { boxSize: "1em" },
    },
  },
})
