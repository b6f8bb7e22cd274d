/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { contentKinds } from "../../src/content/kinds"
import { menuItems, sitePages, type SitePage } from "../../src/lib/site-pages"
import { noticePages } from "../../src/lib/notice-pages"

const translationKeys = (language: string): Set<string> => {
  const dir = path.join("data", "translations")
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(`.${language}.json`))
  return new Set(
    files.flatMap((file) =>
      (JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { entries: Array<{ key: string }> }).entries.map((e) => e.key),
    ),
  )
}
const languages = (JSON.parse(fs.readFileSync(path.join("data", "languages.json"), "utf8")) as Array<{ code: string }>).map((l) => l.code)
const pages: Array<[string, SitePage]> = Object.entries(sitePages)

/** The file under src/pages/ that Gatsby routes to a path. */
const pageFile = (pagePath: string) => path.join("src", "pages", `${pagePath === "/" ? "index" : pagePath.slice(1)}.tsx`)

describe("the page registry (src/lib/page-registry.json)", () => {
  it.each(pages)("%s is a page of src/pages with its texts in every language", (_id, page) => {
    expect(fs.existsSync(pageFile(page.path))).toBe(true)
    for (const language of languages) {
      const keys = translationKeys(language)
      for (const key of [page.titleKey, page.descriptionKey, ...(page.navKey ? [page.navKey] : [])])
        expect([language, key, keys.has(key)]).toEqual([language, key, true])
    }
  })

  it("names a share picture the social cards know: the home hero or a content kind", () => {
    const known = ["home hero", ...contentKinds.map((kind) => kind.name)]
    for (const [, page] of pages) if (page.shareCard) expect(known).toContain(page.shareCard.picture)
  })

  it("lists in a menu only pages with a label, in registry order", () => {
    for (const [, page] of pages) for (const menu of page.menus ?? []) expect(["desktop", "mobile", "footer"]).toContain(menu)
    const order = pages.map(([, page]) => page.path)
    for (const menu of ["desktop", "mobile", "footer"] as const) {
      const items = menuItems(menu).map((item) => item.to)
      expect(items.length).toBeGreaterThan(0)
      expect([...items].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(items)
    }
  })
})

describe("the notice pages (src/lib/notice-registry.json)", () => {
  it.each(Object.entries(noticePages))("%s has its texts in every language, is not indexed and is no page of the registry", (_id, page) => {
    for (const language of languages) {
      const keys = translationKeys(language)
      for (const key of [page.titleKey, page.descriptionKey]) expect([language, key, keys.has(key)]).toEqual([language, key, true])
    }
    expect(page.noindex).toBe(true)
    expect(pages.map(([, registered]) => registered.path)).not.toContain(page.path)
    // Made from the one template (src/node/create-pages.ts), not a file of src/pages
    expect(fs.existsSync(pageFile(page.path))).toBe(false)
  })
})
