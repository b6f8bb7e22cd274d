import type { Page } from "@playwright/test"

/**
 * Stops the page's clock where it is now (page.clock.install() must have run before the page loaded): from here on
 * its timers fire only as the test runs the clock on (page.clock.runFor), so "not yet" and "then" are exact.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  // a moment ahead: the call reaches the page after the time read here
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50))
}
