import * as React from "react"
import { chakra } from "@chakra-ui/react"

interface OffscreenItemProps {
  /** The item's usual height in px (measured at phone width), kept for it while it is off screen. */
  estimatedHeight: number
  children: React.ReactNode
}

/** Set on <html> while every such item is laid out once, so each remembers its real height (layOutOffscreenItems). */
const LAY_OUT_ALL = "data-lay-out-offscreen"

/**
 * A list item of a long card list that the browser lays out and paints only near the viewport
 * (content-visibility: auto). It stays in the page for find, focus and assistive technology; once
 * shown, its real height is remembered ("auto"). Measured on /destinations/phuket (43 hotel cards):
 * each full layout of the page took 35 to 47 ms on this machine before, during load and hydration.
 * Only its height is stood in for: its width comes from the list (a stand-in width, as the shorthand
 * contain-intrinsic-size gives, made a one-column list 640 px wide on a 390 px phone).
 */
export function OffscreenItem({ estimatedHeight, children }: OffscreenItemProps) {
  return <chakra.li css={laidOutNearViewport(estimatedHeight)}>{children}</chakra.li>
}

/** The same for any block (a section of a long article): styles to spread on it, with its usual height in px. */
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
