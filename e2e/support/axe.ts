import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

/**
 * Runs axe on the page as it is now and fails with a readable list of violations.
 *
 * Two documented AxeBuilder settings halve the time of a scan (2.0 → 0.8 s a page; the sweep makes ~180): legacy
 * mode runs axe.run in the page instead of opening a blank page per scan to merge the frames' partial results, and
 * `resultTypes: ["violations"]` skips building selectors for every passing node, which nothing here reads. Violations
 * are reported whole either way. Legacy mode cannot scan a cross-origin frame, so a page that gains one fails here.
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
  // options() replaces every option set before it, so it comes before withTags
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  )
  expect(summary, `axe violations ${context}`).toEqual([])
}

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const
