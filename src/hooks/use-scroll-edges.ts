import * as React from "react"

/**
 * Marks a horizontal scroller with data-more-start / data-more-end while some of its content is hidden on
 * that side, so styles can show it scrolls (a fade). Set on the element directly: scrolling re-renders nothing.
 */
export function useScrollEdges(ref: React.RefObject<HTMLElement | null>): void {
  React.useEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      // Rounded: on zoomed or high-density screens scrollLeft can stop a fraction short of the end
      const hiddenEnd = element.scrollWidth - element.clientWidth - Math.abs(element.scrollLeft)
      element.toggleAttribute("data-more-start", Math.abs(element.scrollLeft) > 1)
      element.toggleAttribute("data-more-end", hiddenEnd > 1)
    }
    update()
    element.addEventListener("scroll", update, { passive: true })
    // Its own size and its items' (their labels widen when the web font arrives)
    const observer = new ResizeObserver(update)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => {
      element.removeEventListener("scroll", update)
      observer.disconnect()
    }
  }, [ref])
}
