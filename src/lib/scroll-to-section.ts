import { layOutOffscreenItems } from "./offscreen-layout"

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Resolves once the page has not scrolled for a few frames (a smooth scroll has ended), when aborted, or after a limit. */
async function scrollSettled(signal: AbortSignal, quietFrames = 6, limitMs = 3000): Promise<void> {
  const start = performance.now()
  let last = window.scrollY
  let quiet = 0
  while (quiet < quietFrames && !signal.aborted && performance.now() - start < limitMs) {
    await nextFrame()
    quiet = window.scrollY === last ? quiet + 1 : 0
    last = window.scrollY
  }
}

/**
 * Scrolls a section to the top of the viewport as its anchor would (its scroll-margin-top and the page's
 * scroll-padding-top keep it under the sticky bars), but exactly: off-screen cards are laid out first, so none
 * changes height during the scroll, and the position is corrected once the scroll has settled in case
 * something did (a picture, a font). Smooth unless reduced motion is asked for. Stops when the signal aborts
 * (the visitor scrolls on their own, or picks another section).
 */
export async function scrollToSection(target: HTMLElement, signal: AbortSignal): Promise<void> {
  await layOutOffscreenItems()
  if (signal.aborted) return
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  target.scrollIntoView({ block: "start", behavior: reduced ? "instant" : "smooth" })
  await scrollSettled(signal)
  for (let attempt = 0; attempt < 3 && !signal.aborted; attempt++) {
    const before = target.getBoundingClientRect().top
    target.scrollIntoView({ block: "start", behavior: "instant" })
    // Cards that come near the viewport are laid out in the next frame and may move the section again
    await nextFrame()
    await nextFrame()
    if (Math.abs(target.getBoundingClientRect().top - before) < 1) break
  }
}
