import * as React from "react"
import { render, screen, within } from "../../support/render"
import { DestinationLocator, ThailandMap } from "../../../src/components/sections/thailand-map"
import { englishText } from "../../support/static-query-data"

const place = (slug: string, name: string, x: number) => ({
  slug,
  name,
  x,
  y: 500,
  label: { x: x + 9, y: 505, anchor: "start", box: { x: x + 9, y: 494, width: 40, height: 14 } },
})
const map = {
  width: 400,
  height: 600,
  fontSize: 14,
  markerRadius: 5,
  thailand: "M10 10l5 0 0 5z",
  neighbours: "M1 1l5 0 0 5z",
  seas: [{ key: "map.andamanSea", x: 50, y: 300 }],
  places: [place("bangkok", "Bangkok", 200), place("phuket", "Phuket", 100)],
}

describe("ThailandMap", () => {
  it("is a titled, described group of links, one per place in the given order", () => {
    render(<ThailandMap map={map} />)
    const group = screen.getByRole("group", { name: englishText("map.title") })
    expect(group).toHaveAccessibleDescription(englishText("map.description").replace("{names}", "Bangkok and Phuket"))
    const links = within(group).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/destinations/bangkok", "/destinations/phuket"])
    // Named once: the label's halo is a hidden copy of its text
    expect(links[0]).toHaveAccessibleName("Bangkok")
    expect(links[1]).toHaveAccessibleName("Phuket")
  })

  it("links in the page's language", () => {
    render(<ThailandMap map={map} />, { language: "de", pagePath: "/destinations" })
    expect(screen.getByRole("link", { name: "Phuket" })).toHaveAttribute("href", "/de/destinations/phuket")
  })
})

describe("DestinationLocator", () => {
  it("is an image named after the destination, with a link to the large map", () => {
    render(<DestinationLocator map={{ ...map, places: [place("phuket", "Phuket", 100)] }} name="Phuket" />)
    expect(screen.getByRole("img", { name: englishText("map.placeTitle").replace("{name}", "Phuket") })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: englishText("map.allDestinations") })).toHaveAttribute("href", "/destinations#map")
  })
})
