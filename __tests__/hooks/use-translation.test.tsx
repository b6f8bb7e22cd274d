import * as React from "react"
import { render, screen } from "@testing-library/react"
import { SiteTranslationProvider, TranslationProvider, useTranslation, type TranslationContextValue } from "../../src/hooks/use-translation"
import type { SiteLanguage } from "../../src/lib/languages"
import { defaultLanguage, languages, textsIn } from "../support/static-query-data"

function Probe({ k }: { k: string }) {
  const { t } = useTranslation()
  return <span>{t(k)}</span>
}

/** The context as a component under the provider sees it. */
function contextUnder(provider: (probe: React.ReactElement) => React.ReactElement): TranslationContextValue {
  let seen: TranslationContextValue | undefined
  function Capture() {
    seen = useTranslation()
    return null
  }
  render(provider(<Capture />))
  if (!seen) throw new Error("the probe did not render")
  return seen
}

const en: SiteLanguage = { code: "en", name: "English", locale: "en-US" }
const de: SiteLanguage = { code: "de", name: "Deutsch", locale: "de-DE" }

describe("useTranslation", () => {
  it("throws an error naming the hook outside its provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    expect(() => render(<Probe k="nav.home" />)).toThrow("useTranslation must be used inside a TranslationProvider")
    spy.mockRestore()
  })

  it("shows the text for a known key and the key itself for an unknown one", () => {
    render(
      <TranslationProvider table={{ "nav.home": "Home" }}>
        <Probe k="nav.home" />
        <Probe k="missing.key" />
      </TranslationProvider>,
    )
    expect(screen.getByText("Home")).toBeInTheDocument()
    expect(screen.getByText("missing.key")).toBeInTheDocument()
  })

  it("gives a German page its language, locale, paths in German and the page's path in no language", () => {
    const context = contextUnder((probe) => (
      <TranslationProvider table={{}} language="de" languages={[en, de]} pagePath="/destinations/phuket">
        {probe}
      </TranslationProvider>
    ))
    expect(context).toMatchObject({ language: "de", locale: "de-DE", languages: [en, de], pagePath: "/destinations/phuket" })
    expect(context.localize("/contact")).toBe("/de/contact")
    expect(context.localize("/")).toBe("/de")
    expect(context.localize("/contact", "en")).toBe("/contact")
  })

  it("gives an English page paths without a prefix", () => {
    const context = contextUnder((probe) => (
      <TranslationProvider table={{}} language="en" languages={[en, de]} pagePath="/contact">
        {probe}
      </TranslationProvider>
    ))
    expect(context).toMatchObject({ language: "en", locale: "en-US", pagePath: "/contact" })
    expect(context.localize("/contact")).toBe("/contact")
    expect(context.localize("/contact", "de")).toBe("/de/contact")
  })

  it("defaults to English alone at the home page", () => {
    const context = contextUnder((probe) => <TranslationProvider table={{}}>{probe}</TranslationProvider>)
    expect(context).toMatchObject({ language: "en", locale: "en-US", languages: [en], pagePath: "/" })
    expect(context.localize("/contact")).toBe("/contact")
  })
})

describe("SiteTranslationProvider", () => {
  it.each(languages.map(({ code }) => code))("gives a %s page that language's texts, locale and the site's languages", (code) => {
    const context = contextUnder((probe) => (
      <SiteTranslationProvider language={code} pagePath="/">
        {probe}
      </SiteTranslationProvider>
    ))
    const texts = textsIn(code)
    expect(context.language).toBe(code)
    expect(context.locale).toBe(languages.find((language) => language.code === code)?.locale)
    expect(context.languages).toEqual(languages)
    expect(context.t("nav.home")).toBe(texts["nav.home"])
    expect(context.t("inquiry.subject")).toBe(texts["inquiry.subject"])
  })

  it.each(languages.map(({ code }, index) => [code, index === 0 ? "/no/such/page" : `/${code}/no/such/page`]))(
    "gives a 404 page the language of the address that was not found: %s for %s",
    (code, pathname) => {
      const context = contextUnder((probe) => (
        <SiteTranslationProvider language={defaultLanguage.code} pagePath="/" languageFromPath={pathname}>
          {probe}
        </SiteTranslationProvider>
      ))
      expect(context.language).toBe(code)
      expect(context.t("notFound.title")).toBe(textsIn(code)["notFound.title"])
    },
  )

  it("shows German texts on a German page, not English ones", () => {
    expect(textsIn("de")["nav.contact"]).not.toBe(textsIn(defaultLanguage.code)["nav.contact"])
    render(
      <SiteTranslationProvider language="de" pagePath="/contact">
        <Probe k="nav.contact" />
      </SiteTranslationProvider>,
    )
    expect(screen.getByText(textsIn("de")["nav.contact"] ?? "")).toBeInTheDocument()
  })

  it("gives a page without a language in its context (development's 404) the default language", () => {
    const context = contextUnder((probe) => (
      <SiteTranslationProvider language={undefined} pagePath="/">
        {probe}
      </SiteTranslationProvider>
    ))
    expect(context.language).toBe(defaultLanguage.code)
    expect(context.t("nav.home")).toBe(textsIn(defaultLanguage.code)["nav.home"])
  })
})
