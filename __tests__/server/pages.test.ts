/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { createPages, fillElement } from "../../server/routes/pages"
import { testSiteTexts } from "./support/site-fixture"

describe("fillElement", () => {
  it.each([
    [
      "an empty element",
      '<p>Ref: <strong data-inquiry-reference=""></strong></p>',
      '<p>Ref: <strong data-inquiry-reference="">X</strong></p>',
    ],
    [
      "other attributes around it",
      '<strong class="a" data-inquiry-reference="" id="r">old</strong>',
      '<strong class="a" data-inquiry-reference="" id="r">X</strong>',
    ],
    ["a bare attribute", "<span data-inquiry-reference>-</span>", "<span data-inquiry-reference>X</span>"],
    [
      "the attribute in a style sheet first",
      '<style>[data-inquiry-reference]:empty{}</style><b data-inquiry-reference=""></b>',
      '<style>[data-inquiry-reference]:empty{}</style><b data-inquiry-reference="">X</b>',
    ],
  ])("%s", (_name, html, expected) => {
    expect(fillElement(html, "data-inquiry-reference", "X")).toBe(expected)
  })

  it.each([
    ["no such element", "<p>nothing</p>"],
    ["a longer attribute name only", '<b data-inquiry-reference-x=""></b>'],
    ["no closing tag", '<b data-inquiry-reference="">'],
  ])("%s: null", (_name, html) => {
    expect(fillElement(html, "data-inquiry-reference", "X")).toBeNull()
  })
})

describe("the pages before the site has them", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ldt-pages-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("a minimal page with the reference or the problems, escaped, and one warning per file", async () => {
    const warnings: string[] = []
    const pages = createPages(dir, testSiteTexts(), (details) => warnings.push(String(details.file)))
    const received = await pages.received("de", "LDT-2026-ABCDEF")
    expect(received).toContain('<html lang="de">')
    expect(received).toContain('<strong data-inquiry-reference="">LDT-2026-ABCDEF</strong>')
    const problem = await pages.problem("en", ["<b>one</b>", "two & three"])
    expect(problem).toContain('<ul data-form-problems=""><li>&#60;b&#62;one&#60;/b&#62;</li><li>two &#38; three</li></ul>')
    await pages.problem("en", ["again"])
    expect(warnings).toEqual([path.join(dir, "de/inquiry/received/index.html"), path.join(dir, "inquiry/problem/index.html")])
  })
})
