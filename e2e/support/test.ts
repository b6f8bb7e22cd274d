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
    const reactErrors = watchReactErrors(page)
    await use(page)
    expect(reactErrors, "React's hydration errors in the console").toEqual([])
  },
  freshPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await use(page)
    await context.close()
  },
})

/**
 * React's hydration errors, as the production build logs them (console.error, through hydrateRoot's
 * onRecoverableError): #418 and #425 (the HTML does not match), #423 (the whole root rendered again) and #421 (an
 * update reached a region still hydrating, which dropped its server HTML). Every test's page fails on one, so the
 * sweeps over the sitemap check every page.
 */
const REACT_HYDRATION_ERROR = /Minified React error #(418|421|423|425)\b|react\.dev\/errors\/(418|421|423|425)\b/

function watchReactErrors(page: import("@playwright/test").Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => {
    if (REACT_HYDRATION_ERROR.test(message.text())) errors.push(`${page.url()}: ${message.text().slice(0, 200)}`)
  })
  page.on("pageerror", (error) => {
    if (REACT_HYDRATION_ERROR.test(error.message)) errors.push(`${page.url()}: ${error.message.slice(0, 200)}`)
  })
  return errors
}

export { expect }
