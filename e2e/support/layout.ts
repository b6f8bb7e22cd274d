import type { Page } from "@playwright/test"
import { expect } from "./test"

/** The smallest gap a form field keeps from either side of the window (the page's side padding is 16–24 px). */
const FIELD_MARGIN_PX = 12

/**
 * The page does not scroll sideways, and every visible form field keeps clear of the window's edges:
 * a field in a grid column sized by its content once reached the right edge of a phone's screen while
 * the text above it kept its margin (/contact at 390 px).
 */
export async function expectFitsWindow(page: Page, context: string): Promise<void> {
  const layout = await page.evaluate((margin) => {
    const width = window.innerWidth
    const fields = [...document.querySelectorAll<HTMLElement>("main input, main select, main textarea")]
      .filter((field) => field.checkVisibility() && field.getBoundingClientRect().width > 1)
      .map((field) => ({ name: field.getAttribute("name") ?? field.id, ...field.getBoundingClientRect().toJSON() }))
      .filter((box) => box.left < margin || box.right > width - margin)
      .map((box) => `${box.name}: ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`)
    return { scrollWidth: document.documentElement.scrollWidth, width, fields }
  }, FIELD_MARGIN_PX)
  expect(layout.scrollWidth, `${context}: page wider than the window`).toBeLessThanOrEqual(layout.width)
  expect(layout.fields, `${context}: form fields at the window's edge`).toEqual([])
}

type WithShifts = { layoutShifts?: number[] }

/** Records the layout shifts of every page the tab opens from now on, from its start (an init script). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value)
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The cumulative layout shift recorded so far (watchLayoutShifts). */
export const layoutShiftTotal = (page: Page): Promise<number> =>
  page.evaluate(() => ((window as WithShifts).layoutShifts ?? []).reduce((sum, value) => sum + value, 0))
