// Runs inside the search page (Playwright serialises it), hence the browser globals.
/* global window */

/**
 * Init script: the duration of every key press, key down to the next paint (Event Timing), into window.__keyPresses.
 * web-vitals reports a page's worst interaction only; bench:scale wants each keystroke of a query.
 */
export function recordKeyPresses() {
  window.__keyPresses = []
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId > 0 && (entry.name === "keydown" || entry.name === "keypress")) window.__keyPresses.push(entry.duration)
    }).observe({ type: "event", durationThreshold: 16, buffered: true })
  } catch {
    // Event Timing not supported: keystrokes read as under 16 ms
  }
}
