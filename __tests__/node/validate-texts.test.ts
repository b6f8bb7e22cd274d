/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import type { ContentFile } from "../../src/node/validate-content"
import { readContentFiles } from "../../src/node/validate-data"
import { LABELS_IN_NAMES, labelInNameErrors, lengthErrors, MAX_DESCRIPTION, MAX_TITLE, pluralErrors } from "../../src/node/validate-texts"
import { sitePages } from "../../src/lib/site-pages"

const LANGUAGES = { path: "languages.json", data: [{ code: "en", name: "English", locale: "en-US" }] }
const texts = (file: string, entries: Record<string, string>): ContentFile => ({
  path: `translations/${file}`,
  data: { entries: Object.entries(entries).map(([key, text]) => ({ key, text })) },
})
const destination = (fields: Record<string, unknown>): ContentFile => ({
  path: "destinations/phuket.en.json",
  data: { slug: "phuket", name: "Phuket", locative: "in Phuket", heroDescription: "Beaches.", ...fields },
})
const article = (fields: Record<string, unknown>): ContentFile => ({
  path: "articles/guide.en.json",
  data: { slug: "guide", title: "A guide", description: "A short description.", ...fields },
})
const SHELL = { "destination.metaTitle": "Luxury travel {inName}", "destination.tab.hotels": "Hotels" }
const x = (n: number) => "x".repeat(n)

describe("lengthErrors", () => {
  it("passes titles of 60 and descriptions of 160 characters", () => {
    const files = [
      LANGUAGES,
      texts("shell.en.json", SHELL),
      destination({ heroDescription: x(MAX_DESCRIPTION) }),
      article({ title: x(MAX_TITLE) }),
    ]
    expect(lengthErrors(files)).toEqual([])
  })

  it("names an article's file, record and field when its title is too long", () => {
    expect(lengthErrors([LANGUAGES, article({ title: x(61) })])).toEqual([
      `data/articles/guide.en.json: article "guide": field "title": the page's title must be at most 60 characters, got 61: "${x(60)}…"`,
    ])
  })

  it("measures a destination's title as rendered: the template filled with its name and preposition", () => {
    const longer = `in ${x(50)}`
    const errors = lengthErrors([LANGUAGES, texts("shell.en.json", SHELL), destination({ locative: longer })])
    expect(errors).toContainEqual(
      `data/destinations/phuket.en.json: destination "phuket": field "locative" in translations/shell.en.json: interface text "destination.metaTitle": the page's title must be at most 60 characters, got ${`Luxury travel ${longer}`.length}: "${`Luxury travel ${longer}`.slice(0, 60)}…"`,
    )
  })

  it("measures a title as the page shows it, the company name added where the whole stays within 60", () => {
    const company = { path: "company.en.json", data: { name: "Luxury DMC Thailand" } }
    // 38 + " | Luxury DMC Thailand" is 60: shown with the name, and within the limit
    expect(lengthErrors([LANGUAGES, company, article({ title: x(38) })])).toEqual([])
    expect(lengthErrors([LANGUAGES, company, article({ title: x(39) })])).toEqual([])
  })

  it("measures every month page's title, the month's name filled in", () => {
    const errors = lengthErrors([LANGUAGES, texts("when-to-go.en.json", { "whenToGo.monthTitle": `${x(50)} {month}` })])
    // "xxx… May" is 54 characters; "xxx… September" 60; "xxx… February", "November", "December" 59: only longer names fail
    expect(errors).toEqual([])
    const longer = lengthErrors([LANGUAGES, texts("when-to-go.en.json", { "whenToGo.monthTitle": `${x(52)} {month}` })])
    expect(longer).toContainEqual(
      `data/translations/when-to-go.en.json: interface text "whenToGo.monthTitle": the title of the month page for September must be at most 60 characters, got 62: "${`${x(52)} September`.slice(0, 60)}…"`,
    )
    expect(longer.some((error) => error.includes("month page for May"))).toBe(false)
  })

  it("names a destination's hero description, which is its meta description", () => {
    expect(lengthErrors([LANGUAGES, destination({ heroDescription: x(161) })])).toEqual([
      expect.stringMatching(
        /^data\/destinations\/phuket\.en\.json: destination "phuket": field "heroDescription": the page's meta description must be at most 160 characters, got 161/,
      ),
    ])
  })

  it("names the interface text of a page's title or description, with its file", () => {
    const page = sitePages.partners
    expect(lengthErrors([LANGUAGES, texts("pages.en.json", { [page.titleKey]: "Partners", [page.descriptionKey]: x(200) })])).toEqual([
      `data/translations/pages.en.json: interface text "${page.descriptionKey}": the meta description of page "partners" must be at most 160 characters, got 200: "${x(60)}…"`,
    ])
  })

  it("checks a section's further pages: heading with the page, and their description", () => {
    const files = [
      LANGUAGES,
      texts("shell.en.json", {
        ...SHELL,
        "destinationSection.title": "{section} {inName}",
        "pager.title": `{title}, page {page} of {count} ${x(40)}`,
      }),
      destination({}),
    ]
    expect(lengthErrors(files)).toContainEqual(
      expect.stringContaining('interface text "destinationSection.title": the title of its hotels pages'),
    )
  })

  it("finds nothing too long in data/, in any language", () => {
    const { files } = readContentFiles(path.resolve(__dirname, "../../data"))
    expect(lengthErrors(files)).toEqual([])
  })
})

describe("pluralErrors", () => {
  const counted = (forms: Record<string, string>) => ({ key: "search.results", text: "{count} results", forms })
  const file = (language: string, ...entries: object[]): ContentFile => ({ path: `translations/shell.${language}.json`, data: { entries } })
  const languages = {
    path: "languages.json",
    data: [
      { code: "en", name: "English", locale: "en-US" },
      { code: "pl", name: "Polski", locale: "pl-PL" },
    ],
  }

  it("accepts each language with the forms of its own plural rules", () => {
    const files = [languages, file("en", counted({ one: "{count} result" })), file("pl", counted({ one: "a", few: "b", many: "c" }))]
    expect(pluralErrors(files)).toEqual([])
  })

  it("asks a language for the forms its rules have, and refuses forms they do not", () => {
    const files = [languages, file("en", counted({ one: "{count} result", few: "x" })), file("pl", counted({ one: "a" }))]
    expect(pluralErrors(files)).toEqual([
      'data/translations/shell.en.json: interface text "search.results": field "entries[0].forms.few" is not a form of this language: English (en-US) counts in the forms one, other',
      'data/translations/shell.pl.json: interface text "search.results": field "entries[0].forms.few" is missing: the text has forms by count, and Polski (pl-PL) counts in the forms one, few, many, other (the text is "other")',
      'data/translations/shell.pl.json: interface text "search.results": field "entries[0].forms.many" is missing: the text has forms by count, and Polski (pl-PL) counts in the forms one, few, many, other (the text is "other")',
    ])
  })

  it("asks for the forms in every language once one language counts a text", () => {
    const files = [languages, file("en", counted({ one: "{count} result" })), file("pl", { key: "search.results", text: "{count} wyniku" })]
    expect(pluralErrors(files)).toHaveLength(3)
  })

  it("finds every counted text in data/ complete", () => {
    const { files } = readContentFiles(path.resolve(__dirname, "../../data"))
    expect(pluralErrors(files)).toEqual([])
  })
})

describe("labelInNameErrors", () => {
  const file = (language: string, entries: object[]): ContentFile => ({ path: `translations/trip.${language}.json`, data: { entries } })
  const remove = (text: string) => ({ key: "trip.remove", text })
  const removeText = { key: "trip.removeText", text: "Remove" }

  it("accepts a name that contains the visible words, in any case", () => {
    expect(labelInNameErrors([file("en", [removeText, remove("REMOVE {name} from my trip")])])).toEqual([])
  })

  it("names the file, the text and the field whose name leaves the visible words out, its counted forms too", () => {
    const count = { key: "nav.tripCount", text: "My trip: {count} items", forms: { one: "One item in your trip" } }
    expect(
      labelInNameErrors([file("en", [removeText, remove("Take {name} off my trip"), { key: "nav.myTrip", text: "My trip" }, count])]),
    ).toEqual([
      'data/translations/trip.en.json: interface text "trip.remove": field "entries[1].text" must contain the words on a shortlisted item\'s remove button, "Remove" (interface text "trip.removeText"), so that a visitor who says them can press it: got "Take {name} off my trip"',
      'data/translations/trip.en.json: interface text "nav.tripCount": field "entries[3].forms.one" must contain the words on the navbar\'s My trip link, "My trip" (interface text "nav.myTrip"), so that a visitor who says them can press it: got "One item in your trip"',
    ])
  })

  it.each(LABELS_IN_NAMES.map((pair) => [pair.component, pair] as const))(
    "%s uses both texts of its pair",
    (component, { visible, name }) => {
      const source = fs.readFileSync(path.resolve(__dirname, "../../src", component), "utf8")
      expect([source.includes(`"${visible}"`), source.includes(`"${name}"`)]).toEqual([true, true])
    },
  )

  it("finds every name in data/ containing its visible words, in every language", () => {
    const { files } = readContentFiles(path.resolve(__dirname, "../../data"))
    expect(labelInNameErrors(files)).toEqual([])
  })
})
