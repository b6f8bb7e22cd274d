import { languageOfPath, localizePath, neutralPath, type SiteLanguage } from "../../src/lib/languages"

// The rules for any set of languages (not the site's content): the first is the default, served without a prefix
const en: SiteLanguage = { code: "en", name: "English", locale: "en-US" }
const de: SiteLanguage = { code: "de", name: "Deutsch", locale: "de-DE" }
const fr: SiteLanguage = { code: "fr", name: "Français", locale: "fr-FR" }
const TWO = [en, de]
const THREE = [en, de, fr]

describe("localizePath", () => {
  it.each([
    // [path, language, result]
    ["/", "en", "/"],
    ["/", "de", "/de"],
    ["/contact", "en", "/contact"],
    ["/contact", "de", "/de/contact"],
    ["/destinations/phuket", "de", "/de/destinations/phuket"],
    // Already in a language: moved to the one asked for, never prefixed twice
    ["/de/contact", "de", "/de/contact"],
    ["/de/contact", "en", "/contact"],
    ["/de", "de", "/de"],
    ["/de", "en", "/"],
    ["/de/", "en", "/"],
    // A query or a fragment is kept, also on the home page
    ["/search?q=strand", "de", "/de/search?q=strand"],
    ["/contact#form", "de", "/de/contact#form"],
    ["/?q=villa", "de", "/de?q=villa"],
    ["/#top", "de", "/de#top"],
    ["/de?q=villa", "en", "/?q=villa"],
    ["/de#top", "en", "/#top"],
    ["/de/search?q=strand#results", "en", "/search?q=strand#results"],
    // Only the whole first segment names a language: these are English pages
    ["/deals", "de", "/de/deals"],
    ["/deals", "en", "/deals"],
    ["/design/de", "de", "/de/design/de"],
    ["/de-luxe", "en", "/de-luxe"],
  ])("localizePath(%j, %j) is %j", (path, code, result) => {
    expect(localizePath(path, code, TWO)).toBe(result)
  })

  it.each([
    ["/contact", "fr", "/fr/contact"],
    ["/de/contact", "fr", "/fr/contact"],
    ["/fr/contact", "de", "/de/contact"],
    ["/fr/contact", "en", "/contact"],
    ["/fr", "de", "/de"],
    ["/fresh", "fr", "/fr/fresh"],
  ])("with a third language: localizePath(%j, %j) is %j", (path, code, result) => {
    expect(localizePath(path, code, THREE)).toBe(result)
  })

  it("serves whichever language is first without a prefix", () => {
    const germanFirst = [de, en]
    expect(localizePath("/contact", "de", germanFirst)).toBe("/contact")
    expect(localizePath("/contact", "en", germanFirst)).toBe("/en/contact")
    expect(localizePath("/en/contact", "de", germanFirst)).toBe("/contact")
    // With German the default, /de/… is no language prefix but an ordinary path
    expect(localizePath("/de/contact", "en", germanFirst)).toBe("/en/de/contact")
  })
})

describe("languageOfPath", () => {
  it.each([
    ["/", "en"],
    ["/contact", "en"],
    ["/de", "de"],
    ["/de/", "de"],
    ["/de/contact", "de"],
    ["/de?q=villa", "de"],
    ["/de#top", "de"],
    ["/deals", "en"],
    ["/de-luxe", "en"],
    ["/destinations/de", "en"],
    ["/fr/contact", "en"],
  ])("languageOfPath(%j) is %j", (path, code) => {
    expect(languageOfPath(path, TWO)?.code).toBe(code)
  })

  it.each([
    ["/fr/contact", "fr"],
    ["/fr", "fr"],
    ["/fresh", "en"],
    ["/de/contact", "de"],
  ])("with a third language: languageOfPath(%j) is %j", (path, code) => {
    expect(languageOfPath(path, THREE)?.code).toBe(code)
  })

  it("has no language for a site without languages", () => {
    expect(languageOfPath("/contact", [])).toBeUndefined()
  })
})

describe("neutralPath", () => {
  it.each([
    ["/", "/"],
    ["/contact", "/contact"],
    ["/de", "/"],
    ["/de/", "/"],
    ["/de/blog/3", "/blog/3"],
    ["/de?q=villa", "/?q=villa"],
    ["/de#top", "/#top"],
    ["/de/search?q=strand#results", "/search?q=strand#results"],
    ["/deals", "/deals"],
    ["/de-luxe", "/de-luxe"],
  ])("neutralPath(%j) is %j", (path, neutral) => {
    expect(neutralPath(path, TWO)).toBe(neutral)
  })

  it.each([
    ["/fr/blog/3", "/blog/3"],
    ["/fr", "/"],
    ["/fresh", "/fresh"],
  ])("with a third language: neutralPath(%j) is %j", (path, neutral) => {
    expect(neutralPath(path, THREE)).toBe(neutral)
  })

  it("is undone by localizePath in every language (the language switcher's round trip)", () => {
    for (const path of ["/", "/contact", "/blog/3", "/search?q=strand", "/deals"]) {
      for (const { code } of THREE) expect(neutralPath(localizePath(path, code, THREE), THREE)).toBe(path)
    }
  })
})
