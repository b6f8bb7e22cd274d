import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { contentIn, languages } from "./support/content"
import { builtSearchStore } from "./support/search-files"
import { searchParts } from "../src/lib/search-parts"
import { fill } from "../src/lib/format"
import type { TranslationRecord } from "../src/content/schemas/translation"

/**
 * The German edition reads as German: a destination's name with its own preposition ("auf Phuket", "in Bangkok"), and
 * a count with the form of its number ("1 Ergebnis", not "1 Ergebnisse"). What is expected comes from data/.
 */
const code = "de"
const german = contentIn(code)
const DATA_DIR = path.resolve(__dirname, "..", "data")
/** An interface text's entry with its forms by count (the e2e content helper keeps only the text). */
const entryOf = (key: string) =>
  fs
    .readdirSync(path.join(DATA_DIR, "translations"))
    .filter((f) => f.endsWith(`.${code}.json`))
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "translations", f), "utf8")) as TranslationRecord).entries)
    .find((entry) => entry.key === key)

test("the German Phuket page says where with the island's preposition: 'auf Phuket'", async ({ page }) => {
  expect(
    languages.map((l) => l.code),
    "the site is published in German",
  ).toContain(code)
  const phuket = german.destinations.find((d) => d.slug === "phuket")
  expect(phuket, "data/destinations has Phuket").toBeDefined()
  if (!phuket) return
  expect(phuket.locative).toBe("auf Phuket")
  await page.goto(`/${code}/destinations/phuket`)
  expect(await page.title()).toContain(fill(german.texts.get("destination.metaTitle") ?? "", { inName: phuket.locative }))
  const cta = fill(german.texts.get("destination.ctaTitle") ?? "", { inName: phuket.locative })
  expect(cta).toContain("auf Phuket")
  await expect(page.getByRole("heading", { name: cta })).toBeVisible()
})

test("a German search with exactly one result says so in the singular: '1 Ergebnis'", async ({ page, request }) => {
  // A query the built German store answers with exactly one entry: a hotel's name found nowhere else
  const { head, parts } = await builtSearchStore(request, code)
  const query = german.hotels
    .map((hotel) => hotel.name.toLowerCase())
    .find((name) => searchParts(head, parts, name, code, Infinity).results.length === 1)
  if (!query) throw new Error("no German hotel's name matches exactly one entry of the search store")
  const one = entryOf("search.results")?.forms?.one
  if (!one) throw new Error('data/translations/*.de.json: "search.results" has no "one" form')
  await gotoHydrated(page, `/${code}/search?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText(fill(one, { count: 1 }))
  expect(fill(one, { count: 1 })).toBe("1 Ergebnis")
})
