import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { destinations, t } from "./support/content"

/** Every destination page, from the data the site is built from. */
const SLUGS = destinations.map((destination) => destination.slug)

/** How far below the sticky bars a landed section's heading may sit (the section's top padding and some). */
const LANDING_SLACK = 120

/**
 * Frames without scrolling that count as landed: over twice what the page itself waits before its last correction
 * (six still frames, then two per correction: src/lib/scroll-to-section.ts). Counted in frames, not milliseconds, so a
 * busy machine's slower frames stretch the wait as they stretch the page's.
 */
const STILL_FRAMES = 15

/** Waits until the page has not scrolled for STILL_FRAMES frames: a smooth scroll and any correction after it are over. */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (stillFrames) =>
      new Promise<boolean>((resolve) => {
        let last = window.scrollY
        let still = 0
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= stillFrames) resolve(true)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    STILL_FRAMES,
  )
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const slug of SLUGS) {
    test(`${name}: each tab of /destinations/${slug} lands with its section's heading just under the sticky bars`, async ({ page }) => {
      // Smooth scrolling on (no reduced motion): the cards laid out on the way are what moved the target
      await page.setViewportSize(viewport)
      await gotoHydrated(page, `/destinations/${slug}`)
      const bar = page.getByRole("navigation", { name: t("destination.tabsLabel") })
      const ids = await bar.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")?.slice(1) ?? ""))
      expect(ids.length).toBeGreaterThan(1)
      // In order, then back to the first (upwards, over sections laid out by then)
      for (const id of [...ids, ids[0] ?? ""]) {
        await bar.locator(`a[href="#${id}"]`).click()
        await scrollSettled(page)
        const section = page.locator(`#${id}`)
        const headingId = await section.getAttribute("aria-labelledby")
        const heading = page.locator(`[id="${headingId}"]`)
        const navBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom)
        const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom)
        const line = Math.max(navBottom, barBottom)
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
        expect(top, `#${id} heading top (sticky bars end at ${line})`).toBeGreaterThanOrEqual(line - 1)
        expect(top, `#${id} heading top (sticky bars end at ${line})`).toBeLessThanOrEqual(line + LANDING_SLACK)
        // Soft: a failure here still lets the landings of the other tabs be checked
        await expect.soft(page).toHaveURL(new RegExp(`#${id}$`))
        await expect.soft(bar.locator(`a[href="#${id}"]`)).toHaveAttribute("aria-current", "location")
        await expect.soft(section, "focus moves to the section").toBeFocused({ timeout: 1000 })
      }
    })
  }
}

test("phone: the tab bar fades where tabs are hidden, and brings the current tab into view without moving the page", async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize(VIEWPORTS.mobile)
  let overflowing = 0
  for (const slug of SLUGS) {
    await gotoHydrated(page, `/destinations/${slug}`)
    const list = page.getByRole("navigation", { name: t("destination.tabsLabel") }).getByRole("list")
    const state = () =>
      list.evaluate((el) => ({
        overflows: el.scrollWidth > el.clientWidth,
        moreStart: el.hasAttribute("data-more-start"),
        moreEnd: el.hasAttribute("data-more-end"),
        mask: getComputedStyle(el).maskImage,
      }))
    const initial = await state()
    if (!initial.overflows) {
      expect(initial, `/destinations/${slug}: no fade when every tab fits`).toMatchObject({
        moreStart: false,
        moreEnd: false,
        mask: "none",
      })
      continue
    }
    overflowing += 1
    expect(initial, `/destinations/${slug}: a fade at the end`).toMatchObject({ moreStart: false, moreEnd: true })
    expect(initial.mask).toContain("gradient")

    // The last section reached by scrolling the page: its tab becomes current and is brought fully into view
    const last = list.getByRole("link").last()
    const lastId = (await last.getAttribute("href"))?.slice(1) ?? ""
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ behavior: "instant" }), lastId)
    await scrollSettled(page)
    const scrollY = await page.evaluate(() => window.scrollY)
    await expect(last).toHaveAttribute("aria-current", "location")
    await expect
      .poll(async () => {
        const bar = await list.boundingBox()
        const tab = await last.boundingBox()
        return bar && tab ? tab.x >= bar.x - 1 && tab.x + tab.width <= bar.x + bar.width + 1 : false
      })
      .toBe(true)
    await expect.poll(state).toMatchObject({ moreStart: true, moreEnd: false })
    expect(await page.evaluate(() => window.scrollY), "the page did not move").toBe(scrollY)
    if (slug === SLUGS.find(() => true)) await expectNoAxeViolations(page, `/destinations/${slug} with the tab bar scrolled`)
  }
  // Not a fixed count: at least one page has more tabs than fit on a phone, or this test proves nothing
  expect(overflowing).toBeGreaterThan(0)
})
