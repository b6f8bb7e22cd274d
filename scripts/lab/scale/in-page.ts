// Runs inside the search page (Playwright serialises it), hence the browser globals.

declare global {
  interface Window {
    /** Each key press's duration in ms, written by recordKeyPresses. */
    __keyPresses: number[]
  }
}

/** Event Timing's entry with its interaction (TypeScript's DOM types do not have interactionId yet). */
interface InteractionTiming extends PerformanceEventTiming {
  interactionId: number
}

/**
 * Init script: the duration of every key press, key down to the next paint (Event Timing), into window.__keyPresses.
 * web-vitals reports a page's worst interaction only; bench:scale wants each keystroke of a query.
 */
export function recordKeyPresses(): void {
  window.__keyPresses = []
  // durationThreshold: Event Timing's option, not yet in TypeScript's DOM types; 16 ms is its floor
  const eventTiming: PerformanceObserverInit & { durationThreshold: number } = { type: "event", durationThreshold: 16, buffered: true }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as InteractionTiming[])
        if (entry.interactionId > 0 && (entry.name === "keydown" || entry.name === "keypress")) window.__keyPresses.push(entry.duration)
    }).observe(eventTiming)
  } catch {
    // Event Timing not supported: keystrokes read as under 16 ms
  }
}
