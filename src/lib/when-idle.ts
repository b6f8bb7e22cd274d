/**
 * Runs `run` when the browser is next idle, at the latest after `timeout` ms when one is given (Safari has no
 * requestIdleCallback: a task after the current one). Returns the cancel.
 */
export function whenIdle(run: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => run(), timeout === undefined ? undefined : { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(run, 0)
  return () => clearTimeout(id)
}
