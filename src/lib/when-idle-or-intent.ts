import { whenIdle } from "./when-idle"

const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const

/** Longest wait for an idle moment before `start` runs anyway, in ms. */
export const IDLE_TIMEOUT_MS = 1000

/**
 * Runs `start` once: when the browser is next idle, or at once when the visitor shows intent (pointer down,
 * a key, focus), whichever comes first. Intent is caught in the capture phase on the window, so `start` runs
 * before the event reaches the page and React (started inside it) still sees the click that follows.
 */
export function whenIdleOrIntent(start: (reason: "idle" | "intent") => void): void {
  let started = false
  let cancelIdle = () => {}
  const run = (event?: Event | IdleDeadline) => {
    if (started) return
    started = true
    cancelIdle()
    for (const type of INTENT_EVENTS) window.removeEventListener(type, run, true)
    start(event instanceof Event ? "intent" : "idle")
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true })
  cancelIdle = whenIdle(run, IDLE_TIMEOUT_MS)
}
