import type { Page } from "@playwright/test"

/** Opens a path and waits until React has hydrated it, so controls that need JavaScript respond. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** Waits until React has hydrated the page loaded last (a link out of a static region loads the next page whole). */
export async function waitForHydration(page: Page): Promise<void> {
  // Checked on every animation frame: expect's polling backs off to once a second, and the bundles start only
  // after load, so it could see hydration up to a second late and tests timing what follows it (the cookie
  // banner's delay) would start late
  await page.waitForFunction(() => document.documentElement.getAttribute("data-hydrated") === "true", undefined, { polling: "raf" })
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload()
  await waitForHydration(page)
}
