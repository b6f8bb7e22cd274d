// INP over a scripted visit: home (search, typing), a destination (hotel filter, sort, list view, two trip items),
// experiences (Book Now), then a tap on a link to another page. Every page's INP (web-vitals, with its breakdown) is
// read before leaving it; the run's INP is the worst of them, as in Chrome when a visit has fewer than 50 interactions.
import type { Browser, Locator, Page } from "playwright"
import { readInteractions, type LabInteraction } from "./in-page"
import { newPhoneContext, sleep, waitForHydration } from "./profile"

// lets the last interaction's entry (reported after its next paint) reach the observer
const SETTLE_MS = 800

/** Runs `action`, or fails naming the journey step. */
async function step(name: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action()
    await sleep(SETTLE_MS)
  } catch (error) {
    throw new Error(`INP journey, step "${name}": ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`)
  }
}

/**
 * Taps a control as a person does: once it is on screen and the scroll that brought it there has been drawn. Playwright
 * scrolls and taps in one go, so the tap waited behind the frame that drew the cards it had just scrolled in (on
 * /experiences a 60 ms frame with no script, measured as 55-61 ms of Book Now's input delay).
 */
async function tapOnScreen(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded({ timeout: 5000 })
  await locator.page().evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
  await locator.tap({ timeout: 5000 })
}

/** Picks the next option of a select with the keyboard, so its change handler runs inside a measured key press. */
async function nextOption(page: Page, css: string): Promise<void> {
  const select = page.locator(css)
  await select.scrollIntoViewIfNeeded({ timeout: 5000 })
  const before = await select.inputValue({ timeout: 5000 })
  await select.focus({ timeout: 5000 })
  await page.keyboard.press("ArrowDown")
  const after = await select.inputValue()
  if (after === before) throw new Error(`${css}: ArrowDown did not change the value`)
}

/**
 * One journey in a fresh throttled context; returns the worst interaction and all of them.
 */
export async function journeyRun(browser: Browser, origin: string): Promise<{ worst: LabInteraction | null; interactions: number | null }> {
  const { page, close } = await newPhoneContext(browser)
  const pages: Array<Awaited<ReturnType<typeof readInteractions>>> = []
  const visit = async (route: string) => {
    if (page.url().startsWith(origin)) pages.push(await page.evaluate(readInteractions))
    await step(`open ${route}`, async () => {
      await page.goto(`${origin}${route}`, { waitUntil: "load", timeout: 60_000 })
      await waitForHydration(page)
    })
  }
  try {
    await visit("/")
    await step("open search (navbar Search control, else Ctrl+K)", async () => {
      const control = page.getByRole("banner").getByRole("link", { name: "Search", exact: true })
      if (await control.isVisible()) await tapOnScreen(control)
      else await page.keyboard.press("Control+k")
      await page.getByRole("dialog").getByRole("searchbox").waitFor({ timeout: 5000 })
    })
    await step('type "phuke" in the search box', () => page.keyboard.type("phuke", { delay: 150 }))
    await visit("/destinations/phuket")
    await step("hotel category filter (select#hotel-category)", () => nextOption(page, "select#hotel-category"))
    await step("price sort (select#hotel-sort)", () => nextOption(page, "select#hotel-sort"))
    await step('"List" view toggle (button[aria-pressed] in a group)', () =>
      tapOnScreen(page.getByRole("group").locator("button[aria-pressed]").filter({ hasText: /list/i }).first()),
    )
    for (const n of [1, 2])
      await step(`add item ${n} to My trip (button[data-trip-toggle])`, async () => {
        await tapOnScreen(page.locator('button[data-trip-toggle][aria-pressed="false"]').first())
      })
    await visit("/experiences")
    await step('"Book Now" opens the Plan Your Trip dialog', async () => {
      await tapOnScreen(page.getByRole("link", { name: /^Book Now/ }).first())
      await page.getByRole("dialog").first().waitFor({ timeout: 5000 })
    })
    await step("close the dialog (Escape)", () => page.keyboard.press("Escape"))
    // Another page: the navbar's home link, which Gatsby follows in the page (a client-side navigation), so the
    // tap's own entry is still read here
    await step("tap a link to another page (the navbar's home link)", async () => {
      await tapOnScreen(page.getByRole("banner").getByRole("link").first())
      await page.waitForURL(`${origin}/`, { timeout: 10_000 })
    })
    pages.push(await page.evaluate(readInteractions))
  } finally {
    await close()
  }
  const counts = pages.map((p) => p.count)
  return {
    worst: pages.map((p) => p.inp).reduce<LabInteraction | null>((a, b) => (b && b.durationMs > (a?.durationMs ?? -1) ? b : a), null),
    interactions: counts.reduce<number | null>((sum, n) => (sum === null || n === null ? null : sum + n), 0),
  }
}
