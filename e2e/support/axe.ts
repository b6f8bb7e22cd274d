import axe from "axe-core"
import { expect, type Frame, type Page } from "@playwright/test"

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

/** The part of axe-core's API the check calls in the page (axe-core's own types describe it). */
type AxeInPage = { axe?: typeof axe }

/**
 * Puts axe-core into each of the page's frames that does not have it yet: once a document, not once a scan.
 * (@axe-core/playwright sends axe's 560 KB source to every frame twice on every scan and starts a fresh, cold copy of
 * axe each time: about 0.6 s a scan on this project's pages, which the sweep makes over 300 times.)
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => (window as AxeInPage).axe !== undefined)) return
  await frame.evaluate(axe.source)
}

/**
 * Runs axe (axe.run, as @axe-core/playwright's legacy mode does) on the page as it is now and fails with a readable
 * list of violations. Only violations are collected (`resultTypes`): building selectors for every passing node would
 * double a scan's time, and violations are reported whole either way. Like legacy mode, it scans same-origin frames
 * only, so a page that gains a cross-origin frame fails here.
 */
export async function expectNoAxeViolations(page: Page, context = ""): Promise<void> {
  // react-helmet re-applies the head after hydration; scan a settled document
  await expect(page).toHaveTitle(/\S/)
  const origin = new URL(page.url()).origin
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== "about:blank" && new URL(url).origin !== origin)
  expect(foreignFrames, `cross-origin frames axe would not scan ${context}`).toEqual([])
  for (const frame of page.frames()) await injectAxe(frame)
  const violations = await page.evaluate(async (tags) => {
    const inPage = (window as AxeInPage).axe
    if (!inPage) throw new Error("axe-core is not in the page")
    const results = await inPage.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
    return results.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(" ")) }))
  }, WCAG_TAGS)
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 5).join(", ")}`)
  expect(summary, `axe violations ${context}`).toEqual([])
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const
