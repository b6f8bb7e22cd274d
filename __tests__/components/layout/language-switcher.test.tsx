import * as React from "react"
import { render, screen, within } from "../../support/render"
import { render as renderBare } from "@testing-library/react"
import { RootProviders } from "../../../src/components/layout/root-providers"
import { LanguageSwitcher } from "../../../src/components/layout/language-switcher"
import { TranslationProvider } from "../../../src/hooks/use-translation"
import { neutralPath, type SiteLanguage } from "../../../src/lib/languages"
import { languages } from "../../support/static-query-data"

const languageNamed = (code: string): SiteLanguage => {
  const found = languages.find((language) => language.code === code)
  if (!found) throw new Error(`data/languages.json has no ${code}`)
  return found
}
const english = languageNamed("en")
const german = languageNamed("de")

describe("LanguageSwitcher", () => {
  it.each([
    // [page's language, its address, the other language, the same page in it]
    ["de", "/de/contact", "en", "/contact"],
    ["en", "/contact", "de", "/de/contact"],
    ["de", "/de", "en", "/"],
    ["en", "/", "de", "/de"],
    ["de", "/de/destinations/phuket", "en", "/destinations/phuket"],
    ["en", "/deals", "de", "/de/deals"],
  ])("on the %s page %s links to the same page in %s: %s", (pageCode, pathname, otherCode, target) => {
    const page = languageNamed(pageCode)
    const other = languageNamed(otherCode)
    render(<LanguageSwitcher />, { language: page.code, pagePath: neutralPath(pathname, languages) })
    // The link is written in its own language, named as that language calls itself
    const list = screen.getByRole("list")
    const link = within(list).getByRole("link", { name: other.name })
    expect(link).toHaveAttribute("href", target)
    expect(link).toHaveAttribute("hreflang", other.code)
    expect(link).toHaveAttribute("lang", other.code)
    // Only the other languages: a link to the page itself is no choice
    expect(within(list).getAllByRole("link")).toHaveLength(languages.length - 1)
  })

  it("shows the code in the compact navbar form; its name holds the code and the language's name (label in name)", () => {
    render(<LanguageSwitcher compact />, { language: "de", pagePath: "/about" })
    const link = screen.getByRole("link", { name: `${english.code.toUpperCase()} ${english.name}` })
    expect(link).toHaveTextContent(english.code.toUpperCase())
    expect(link).toHaveAttribute("href", "/about")
  })

  it("lists every other language of a site with three", () => {
    const french: SiteLanguage = { code: "fr", name: "Français", locale: "fr-FR" }
    renderBare(
      <RootProviders>
        <TranslationProvider table={{}} language="de" languages={[english, german, french]} pagePath="/blog/3">
          <LanguageSwitcher />
        </TranslationProvider>
      </RootProviders>,
    )
    const links = screen.getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("hreflang")])).toEqual([
      [english.name, "/blog/3", "en"],
      ["Français", "/fr/blog/3", "fr"],
    ])
  })

  it("renders nothing on a site with one language", () => {
    renderBare(
      <RootProviders>
        <TranslationProvider table={{}} language="en" languages={[english]} pagePath="/contact">
          <LanguageSwitcher />
        </TranslationProvider>
      </RootProviders>,
    )
    expect(screen.queryByRole("list")).not.toBeInTheDocument()
    expect(screen.queryByRole("link")).not.toBeInTheDocument()
  })
})
