import { expect, test } from "./support/test"
import { destinations } from "./support/content"

/**
 * A phone downloads a hero picture close to the width it shows it at, not the next size up: the first thing a
 * visitor waits for on a phone is that picture. The full-width hero's sizes (HeroPicture in
 * src/components/ui/picture-fragments.ts) include the common phones' screen widths in device pixels.
 */
const PHONES = [
  { name: "Lighthouse's phone (412 px at 1.75)", viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: "a 390 px phone at 3 (the phone lab's)", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
  { name: "a 360 px phone at 2", viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 },
]
/** At most this much wider than the screen, in device pixels. */
const MAX_EXCESS = 1.15

const firstDestination = destinations[0]?.slug
const PAGES = ["/", `/destinations/${firstDestination}`]

for (const phone of PHONES) {
  test.describe(phone.name, () => {
    test.use({ viewport: phone.viewport, deviceScaleFactor: phone.deviceScaleFactor, isMobile: true })

    for (const path of PAGES) {
      test(`${path}: the hero picture is at most ${MAX_EXCESS}× the screen's width in device pixels`, async ({ page }) => {
        await page.goto(path)
        const hero = page.locator("main img[fetchpriority=high]").first()
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        // The file's width is its srcset descriptor (naturalWidth is in CSS pixels, divided by the density chosen)
        const { shown, file } = await hero.evaluate((img: HTMLImageElement) => {
          const candidates = [img, ...(img.parentElement?.querySelectorAll("source") ?? [])]
            .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
            .map((candidate) => candidate.trim().split(/\s+/))
          const chosen = candidates.find(([url]) => url !== undefined && new URL(url, document.baseURI).href === img.currentSrc)
          return { shown: img.getBoundingClientRect().width * window.devicePixelRatio, file: Number.parseInt(chosen?.[1] ?? "0", 10) }
        })
        expect(file, "the file is at least as wide as the picture is shown").toBeGreaterThanOrEqual(Math.floor(shown))
        expect(file, `${Math.round(shown)} device pixels shown`).toBeLessThanOrEqual(shown * MAX_EXCESS)
      })
    }
  })
}
