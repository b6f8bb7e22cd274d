import * as React from "react"
import { act, fireEvent, render, screen, within } from "../../support/render"
import { Navbar } from "../../../src/components/layout/navbar"
import { MENU_CLOSE_GRACE_MS, MENU_OPEN_DELAY_MS, NAV_SCROLL_THRESHOLD_PX } from "../../../src/lib/constants"
import { englishText, languages, staticQueryData, textsIn } from "../../support/static-query-data"

/** The destinations of a language in the site's order, from data/ (what the NavDestinations query gives). */
const destinationsIn = (language: string) =>
  (
    staticQueryData.NavDestinations as { allDestination: { nodes: Array<{ slug: string; name: string; language: string }> } }
  ).allDestination.nodes.filter((destination) => destination.language === language)

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true })
    window.dispatchEvent(new Event("scroll"))
  })

describe("Navbar", () => {
  it("gains its shadow only past the scroll threshold", () => {
    render(<Navbar />)
    const header = screen.getByRole("banner")
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(NAV_SCROLL_THRESHOLD_PX)
    expect(header).toHaveAttribute("data-scrolled", "false")
    scrollTo(NAV_SCROLL_THRESHOLD_PX + 1)
    expect(header).toHaveAttribute("data-scrolled", "true")
    scrollTo(0)
    expect(header).toHaveAttribute("data-scrolled", "false")
  })

  it("labels its navigation landmark (nav.label)", () => {
    render(<Navbar />)
    expect(screen.getByRole("navigation", { name: englishText("nav.label") })).toBeInTheDocument()
  })

  describe("Destinations dropdown", () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it("opens after the hover delay and closes after the grace window", () => {
      render(<Navbar />)
      const button = screen.getByRole("button", { name: englishText("nav.destinations"), hidden: true })
      const item = button.closest("li") as HTMLElement
      fireEvent.pointerOver(item, { pointerType: "mouse" })
      fireEvent.pointerEnter(item, { pointerType: "mouse" })
      act(() => jest.advanceTimersByTime(MENU_OPEN_DELAY_MS - 1))
      expect(button).toHaveAttribute("aria-expanded", "false")
      act(() => jest.advanceTimersByTime(1))
      expect(button).toHaveAttribute("aria-expanded", "true")

      fireEvent.pointerOut(item, { pointerType: "mouse" })
      fireEvent.pointerLeave(item, { pointerType: "mouse" })
      act(() => jest.advanceTimersByTime(MENU_CLOSE_GRACE_MS - 1))
      expect(button).toHaveAttribute("aria-expanded", "true")
      act(() => jest.advanceTimersByTime(1))
      expect(button).toHaveAttribute("aria-expanded", "false")
    })

    it("stays open when the pointer comes back within the grace window", () => {
      render(<Navbar />)
      const button = screen.getByRole("button", { name: englishText("nav.destinations"), hidden: true })
      const item = button.closest("li") as HTMLElement
      fireEvent.click(button)
      expect(button).toHaveAttribute("aria-expanded", "true")
      fireEvent.pointerLeave(item, { pointerType: "mouse" })
      act(() => jest.advanceTimersByTime(MENU_CLOSE_GRACE_MS / 2))
      fireEvent.pointerEnter(item, { pointerType: "mouse" })
      act(() => jest.advanceTimersByTime(MENU_CLOSE_GRACE_MS))
      expect(button).toHaveAttribute("aria-expanded", "true")
    })

    it("lists All Destinations, every destination in the site's order and When to go; Escape closes and returns focus", () => {
      render(<Navbar />)
      const button = screen.getByRole("button", { name: englishText("nav.destinations"), hidden: true })
      fireEvent.click(button)
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement
      const links = within(panel).getAllByRole("link", { hidden: true })
      const destinations = destinationsIn("en")
      expect(destinations.length).toBeGreaterThan(1)
      expect(links.map((a) => a.getAttribute("href"))).toEqual([
        "/destinations",
        ...destinations.map((d) => `/destinations/${d.slug}`),
        "/when-to-go",
      ])
      links[2]?.focus()
      fireEvent.keyDown(links[2] as HTMLElement, { key: "Escape" })
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(button).toHaveFocus()
    })
  })

  describe("mobile menu", () => {
    it("toggles with accessible names and closes when a link is chosen", () => {
      render(<Navbar />)
      const toggle = screen.getByRole("button", { name: englishText("nav.openMenu") })
      fireEvent.click(toggle)
      expect(toggle).toHaveAccessibleName(englishText("nav.closeMenu"))
      expect(toggle).toHaveAttribute("aria-expanded", "true")
      const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement
      expect(panel).toBeVisible()
      fireEvent.click(within(panel).getByRole("link", { name: "Phuket" }))
      expect(toggle).toHaveAccessibleName(englishText("nav.openMenu"))
      expect(panel).not.toBeVisible()
    })
  })

  describe("on a German page", () => {
    const texts = textsIn("de")

    it("is labelled in German and lists the German destinations, linking to the German pages", () => {
      render(<Navbar />, { language: "de", pagePath: "/about" })
      expect(screen.getByRole("navigation", { name: texts["nav.label"] })).toBeInTheDocument()
      const button = screen.getByRole("button", { name: texts["nav.destinations"], hidden: true })
      fireEvent.click(button)
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement
      const links = within(panel).getAllByRole("link", { hidden: true })
      const destinations = destinationsIn("de")
      expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
        [texts["nav.allDestinations"], "/de/destinations"],
        ...destinations.map((d) => [d.name, `/de/destinations/${d.slug}`]),
        [texts["nav.whenToGo"], "/de/when-to-go"],
      ])
    })

    it("offers the same page in English", () => {
      render(<Navbar />, { language: "de", pagePath: "/about" })
      const english = screen.getAllByRole("link", { name: `EN ${languages.find(({ code }) => code === "en")?.name ?? ""}` })
      expect(english.length).toBeGreaterThan(0)
      for (const link of english) {
        expect(link).toHaveAttribute("href", "/about")
        expect(link).toHaveAttribute("hreflang", "en")
      }
    })
  })
})
