import * as React from "react"
import { act, fireEvent, render, screen, within } from "../../support/render"
import { Navbar } from "../../../src/components/layout/navbar"
import { MENU_CLOSE_GRACE_MS, MENU_OPEN_DELAY_MS, NAV_SCROLL_THRESHOLD_PX } from "../../../src/lib/constants"

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

  it("labels its navigation landmark 'Main'", () => {
    render(<Navbar />)
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument()
  })

  describe("Destinations dropdown", () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    it("opens after the hover delay and closes after the grace window", () => {
      render(<Navbar />)
      const button = screen.getByRole("button", { name: "Destinations", hidden: true })
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
      const button = screen.getByRole("button", { name: "Destinations", hidden: true })
      const item = button.closest("li") as HTMLElement
      fireEvent.click(button)
      expect(button).toHaveAttribute("aria-expanded", "true")
      fireEvent.pointerLeave(item, { pointerType: "mouse" })
      act(() => jest.advanceTimersByTime(MENU_CLOSE_GRACE_MS / 2))
      fireEvent.pointerEnter(item, { pointerType: "mouse" })
      act(() => jest.advanceTimersByTime(MENU_CLOSE_GRACE_MS))
      expect(button).toHaveAttribute("aria-expanded", "true")
    })

    it("lists All Destinations and the seven destinations; Escape closes and returns focus", () => {
      render(<Navbar />)
      const button = screen.getByRole("button", { name: "Destinations", hidden: true })
      fireEvent.click(button)
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement
      const links = within(panel).getAllByRole("link", { hidden: true })
      expect(links.map((a) => a.getAttribute("href"))).toEqual([
        "/destinations",
        "/destinations/bangkok",
        "/destinations/phuket",
        "/destinations/koh-samui",
        "/destinations/northern-thailand",
        "/destinations/krabi",
        "/destinations/koh-phangan",
        "/destinations/hua-hin",
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
      const toggle = screen.getByRole("button", { name: "Open menu" })
      fireEvent.click(toggle)
      expect(toggle).toHaveAccessibleName("Close menu")
      expect(toggle).toHaveAttribute("aria-expanded", "true")
      const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement
      expect(panel).toBeVisible()
      fireEvent.click(within(panel).getByRole("link", { name: "Phuket" }))
      expect(toggle).toHaveAccessibleName("Open menu")
      expect(panel).not.toBeVisible()
    })
  })
})
