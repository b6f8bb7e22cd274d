import * as React from "react"
import { chakra } from "@chakra-ui/react"
import { laidOutNearViewport } from "../../lib/offscreen-layout"

interface OffscreenItemProps {
  /** The item's usual height in px (measured at phone width), kept for it while it is off screen. */
  estimatedHeight: number
  children: React.ReactNode
}

/**
 * A list item of a long card list that the browser lays out and paints only near the viewport
 * (content-visibility: auto). It stays in the page for find, focus and assistive technology; once
 * shown, its real height is remembered ("auto"). Measured on /destinations/phuket (43 hotel cards):
 * each full layout of the page took 35 to 47 ms on this machine before, during load and hydration.
 * Only its height is stood in for: its width comes from the list (a stand-in width, as the shorthand
 * contain-intrinsic-size gives, made a one-column list 640 px wide on a 390 px phone).
 * It holds no <form>: Chromium computes the style of a skipped item with a form when the page finishes loading
 * (a control submits a form outside the list instead: TripAddForm).
 */
export function OffscreenItem({ estimatedHeight, children }: OffscreenItemProps) {
  return <chakra.li css={laidOutNearViewport(estimatedHeight)}>{children}</chakra.li>
}
