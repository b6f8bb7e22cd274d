import { test as base, expect } from "@playwright/test"

/** The site's consent key (src/lib/consent-storage.ts). */
export const CONSENT_KEY = "luxury-dmc-thailand:cookie-consent"

/**
 * Pages open with the cookie question already answered ("essential only"), so the banner does
 * not cover what a test clicks. Tests about the banner use `freshPage`, which starts with no answer.
 */
export const test = base.extend<{ freshPage: import("@playwright/test").Page }>({
  page: async ({ page }, use) => {
    await page.addInitScript((key) => {
      try {
        window.localStorage.setItem(key, "false")
      } catch {
        // Storage blocked by the test itself: nothing to preset
      }
    }, CONSENT_KEY)
    await use(page)
  },
  freshPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await use(page)
    await context.close()
  },
})

export { expect }
