/**
 * The visitor's reach for a part of the page (pointer, touch, key, focus, click), caught on the window in the
 * capture phase: before React's own listener on the root, which then hydrates the part touched first (selective
 * hydration). Islands (src/components/hydration/island.tsx) register the element they cover and are released here,
 * so that hydration can happen within the same event.
 */
const INTENT_EVENTS = ["pointerdown", "touchstart", "mousedown", "keydown", "focusin", "click"] as const

type Release = () => void

const waiting = new Map<Element, Release>()
let listening = false

function onIntent(event: Event) {
  const target = event.target
  if (!(target instanceof Node)) return
  for (const [element, release] of waiting)
    if (element.contains(target)) {
      waiting.delete(element)
      release()
    }
}

/** Calls `release` once, when an intent event targets `element` or what is inside it; returns the cancel. */
export function onIntentWithin(element: Element, release: Release): () => void {
  if (!listening) {
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true })
    listening = true
  }
  waiting.set(element, release)
  return () => {
    waiting.delete(element)
  }
}

/** The element an intent last targeted: an island rendered after it (its root hydrated in that event) checks it. */
let lastTarget: Node | null = null
if (typeof window !== "undefined")
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, (event) => (lastTarget = event.target instanceof Node ? event.target : null), {
      capture: true,
      passive: true,
    })

export const intentTargetsWithin = (element: Element | null): boolean =>
  element !== null && lastTarget !== null && element.contains(lastTarget)
