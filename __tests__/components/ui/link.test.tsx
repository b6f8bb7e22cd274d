import * as React from "react"
import { render, screen } from "../../support/render"
import { SiteLink } from "../../../src/components/ui/link"

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href")

describe("SiteLink", () => {
  // Links are written in no particular language ("/contact"); the page's language decides where they go
  it.each([
    // [to, on a German page, on an English page]
    ["/contact", "/de/contact", "/contact"],
    ["/", "/de", "/"],
    ["/destinations/phuket", "/de/destinations/phuket", "/destinations/phuket"],
    ["/search?q=strand", "/de/search?q=strand", "/search?q=strand"],
    ["/contact#form", "/de/contact#form", "/contact#form"],
    // A path already in a language is moved to the page's, never prefixed twice
    ["/de/contact", "/de/contact", "/contact"],
    // Not German: only the segment "de" is the language
    ["/deals", "/de/deals", "/deals"],
  ])("sends %s to %s on a German page and to %s on an English one", (to, onGerman, onEnglish) => {
    const { unmount } = render(<SiteLink to={to}>Link</SiteLink>, { language: "de", pagePath: "/about" })
    expect(hrefOf("Link")).toBe(onGerman)
    unmount()
    render(<SiteLink to={to}>Link</SiteLink>, { language: "en", pagePath: "/about" })
    expect(hrefOf("Link")).toBe(onEnglish)
  })

  it.each([["https://www.example.com/de"], ["//cdn.example.com/file.pdf"], ["mailto:reservations@example.com"], ["#top"]])(
    "leaves %s as it is on a German page",
    (to) => {
      render(<SiteLink to={to}>Link</SiteLink>, { language: "de", pagePath: "/contact" })
      expect(hrefOf("Link")).toBe(to)
    },
  )

  it("goes to the language of hrefLang, and says so, when it is given", () => {
    render(
      <>
        <SiteLink to="/contact" hrefLang="en">
          English
        </SiteLink>
        <SiteLink to="/contact" hrefLang="de">
          German
        </SiteLink>
      </>,
      { language: "de", pagePath: "/contact" },
    )
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/contact")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("hreflang", "en")
    expect(screen.getByRole("link", { name: "German" })).toHaveAttribute("href", "/de/contact")
    expect(screen.getByRole("link", { name: "German" })).toHaveAttribute("hreflang", "de")
  })

  it("has no hreflang on an ordinary link", () => {
    render(<SiteLink to="/contact">Contact</SiteLink>, { language: "de", pagePath: "/" })
    expect(screen.getByRole("link", { name: "Contact" })).not.toHaveAttribute("hreflang")
  })
})
