import type { Page } from "@playwright/test"

/** How far ahead of the page's time the pause is set, tried in turn: the call reaches the page after the time read. */
const PAUSE_AHEAD_MS = [50, 200, 500]

/**
 * Stops the page's clock where it is now (page.clock.install() must have run before the page loaded): from here on
 * its timers fire only as the test runs the clock on (page.clock.runFor), so "not yet" and "then" are exact.
 * On a busy machine the call can arrive after the moment chosen, which the clock refuses ("Cannot fast-forward to the
 * past"); then it is set further ahead, from a fresh reading.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  let refusal: unknown
  for (const ahead of PAUSE_AHEAD_MS) {
    const at = await page.evaluate((ms) => Date.now() + ms, ahead)
    try {
      await page.clock.pauseAt(at)
      return
    } catch (error) {
      if (!String(error).includes("fast-forward to the past")) throw error
      refusal = error
    }
  }
  throw refusal
}
