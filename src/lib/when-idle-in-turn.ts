import { whenIdle } from "./when-idle"

// The work waiting for the browser to be idle, first come first served
const queue: Array<() => void> = []
let cancelPending: (() => void) | null = null

function runNext(): void {
  cancelPending = null
  queue.shift()?.()
  // the next one in an idle period of its own: what this one started (React hydrating an island) runs in between
  if (queue.length > 0) cancelPending = whenIdle(runNext)
}

/**
 * Runs `run` when the browser is idle, one queued piece of work per idle period: a page's dozens of islands
 * released in one idle period would make React hydrate them all in one render and one commit, a long task on a
 * phone. Returns the cancel.
 */
export function whenIdleInTurn(run: () => void): () => void {
  queue.push(run)
  cancelPending ??= whenIdle(runNext)
  return () => {
    const index = queue.indexOf(run)
    if (index >= 0) queue.splice(index, 1)
    if (queue.length === 0 && cancelPending) {
      cancelPending()
      cancelPending = null
    }
  }
}
