import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { VIEWPORTS } from "./support/axe"

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const route of ["/", "/blog"]) {
    test(`${name}: on ${route} an article card's "·" shares its line with the part after it`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, route)
      await page.evaluate(() => document.fonts.ready)
      const cards = page.getByRole("main").locator("article")
      expect(await cards.count()).toBeGreaterThan(0)
      // Each "·" text node against the first character of the next text after it in the card
      const loners = await cards.evaluateAll((articles) =>
        articles.flatMap((article) => {
          const texts: Text[] = []
          const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node as Text)
          const middle = (node: Text, start: number, end: number) => {
            const range = document.createRange()
            range.setStart(node, start)
            range.setEnd(node, end)
            const rect = range.getClientRects()[0]
            return rect ? rect.top + rect.height / 2 : Number.NaN
          }
          return texts.flatMap((text, index) => {
            const next = texts[index + 1]
            if (text.data.trim() !== "·" || !next) return []
            const dot = text.data.indexOf("·")
            const first = next.data.search(/\S/)
            const apart = Math.abs(middle(text, dot, dot + 1) - middle(next, first, first + 1))
            return apart < 4 ? [] : [`"· ${next.data.trim()}" in "${article.querySelector("h2, h3")?.textContent ?? ""}"`]
          })
        }),
      )
      expect(loners, "separators left at the end of a line").toEqual([])
    })
  }
}
