/** Set on <html> while every such item is laid out once, so each remembers its real height (layOutOffscreenItems). */
const LAY_OUT_ALL = "data-lay-out-offscreen"

/**
 * Styles for a block the browser lays out and paints only near the viewport (content-visibility: auto): a card of a
 * long list (OffscreenItem), a section of a long article. Its usual height in px stands in while it is off screen.
 */
export function laidOutNearViewport(estimatedHeight: number) {
  return {
    contentVisibility: "auto",
    containIntrinsicBlockSize: `auto ${estimatedHeight}px`,
    [`html[${LAY_OUT_ALL}] &`]: { contentVisibility: "visible" },
  } as const
}

/** A run of layOutOffscreenItems under way, which a second caller waits for too. */
let pending: Promise<void> | null = null

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Lays out every off-screen item once (one full layout, about 40 ms on Phuket), so each keeps its real height
 * from then on. Before a long scroll: items met on the way would otherwise grow or shrink from their estimates
 * while it runs, and it would end far from its target. The sizes are recorded after the layout of the next
 * frame (with ResizeObserver's timing), so the attribute stays for two frames.
 */
export function layOutOffscreenItems(): Promise<void> {
  pending ??= (async () => {
    const root = document.documentElement
    root.setAttribute(LAY_OUT_ALL, "")
    try {
      await nextFrame()
      await nextFrame()
    } finally {
      root.removeAttribute(LAY_OUT_ALL)
      pending = null
    }
  })()
  return pending
}
