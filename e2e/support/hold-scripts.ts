import type { Page } from "@playwright/test"

/** Holds back the requests whose URL matches until the returned function is called; later ones go through at once. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Holds back the site's own scripts until the returned function is called, so a test can act on a page that
 * is painted but not yet hydrated, as a visitor on a slow phone does. Scripts requested after release load at once.
 */
export const holdScripts = (page: Page): Promise<() => void> => holdRequests(page, /^http:\/\/localhost:\d+\/[^?#]*\.js(\?.*)?$/)

/** Opens a path with the site's scripts held (holdScripts), once its HTML is parsed; returns the release. */
export async function gotoHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: "domcontentloaded" })
  return release
}

/** True until React has taken over the page (gatsby-browser marks <html data-hydrated>). */
export const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-hydrated") !== "true")
