// One cold load on the phone profile, the figures of a route's run: paints and layout shift (web-vitals), blocking
// time (long tasks), hydration and the script bytes transferred. Also bench:scale's one phone run of a page.
import { kb } from "../../js-budget"
import type { Browser } from "playwright"
import { readLab } from "./in-page"
import { newPhoneContext, sleep } from "./profile"

const TBT_WINDOW_MS = 15_000
// the blocking-time window closes early once the page has hydrated and run no long task for this long
const QUIET_MS = 3000

/**
 * One cold load, read until 15 s or quiet: paints, blocking time (sum of long tasks' time over 50 ms) and script bytes.
 */
export async function loadRun(browser: Browser, url: string) {
  const { page, close, scriptBytes } = await newPhoneContext(browser)
  try {
    const started = Date.now()
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 })
    let lab: Awaited<ReturnType<typeof readLab>>
    for (;;) {
      await sleep(500)
      lab = await page.evaluate(readLab)
      const quietSince = Math.max(lab.lastLongTaskEnd, lab.hydratedAt ?? Infinity)
      if (Date.now() - started >= TBT_WINDOW_MS || (lab.complete && lab.now - quietSince >= QUIET_MS)) break
    }
    const tasks = lab.longTasks.filter((task) => task.start < TBT_WINDOW_MS)
    return {
      ttfbMs: lab.ttfb === null ? null : Math.round(lab.ttfb),
      fcpSeconds: lab.fcp === null ? null : lab.fcp / 1000,
      lcpSeconds: lab.lcp === null ? null : lab.lcp / 1000,
      lcpElement: lab.lcpElement,
      cls: lab.cls,
      tbtMs: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
      longTasks: tasks.length,
      hydratedSeconds: lab.hydratedAt === null ? null : lab.hydratedAt / 1000,
      jsKB: Number(kb(scriptBytes()).toFixed(1)),
      windowSeconds: Math.round(lab.now / 100) / 10,
    }
  } finally {
    await close()
  }
}
