import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { catalogueKey, hotelCatalogueQuery, writeHotelCatalogues } from "../../src/node/hotel-catalogue"
import { expand, fragmentsByName, nodesSelection } from "../support/graphql-selection"

describe("the hotel catalogue (src/node/hotel-catalogue.ts)", () => {
  const fragments = fragmentsByName("src/components/sections/hotel-card.tsx", "src/components/ui/picture-fragments.ts")

  it("selects exactly what a hotel card's fragment selects (plus the language it is grouped by)", () => {
    const nodes = nodesSelection(hotelCatalogueQuery, "allHotel")
    const hotelCard = fragments.get("HotelCard")
    if (!hotelCard) throw new Error("HotelCard fragment not found")
    expect(expand(nodes, fragments).filter((field) => field !== "language")).toEqual(expand(hotelCard.selectionSet, fragments))
  })

  it("writes one file per destination and language, in the given order, named by its content", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-"))
    const hotel = (slug: string, destination: string, language: string) =>
      ({ slug, language, destination: { slug: destination }, name: slug }) as unknown as Parameters<typeof writeHotelCatalogues>[0][number]
    const urls = writeHotelCatalogues(
      [hotel("a", "krabi", "en"), hotel("b", "phuket", "en"), hotel("c", "krabi", "en"), hotel("a", "krabi", "de")],
      publicDir,
    )
    expect([...urls.keys()].sort()).toEqual([catalogueKey("krabi", "de"), catalogueKey("krabi", "en"), catalogueKey("phuket", "en")])
    const read = (key: string) => JSON.parse(fs.readFileSync(path.join(publicDir, urls.get(key) ?? ""), "utf8")) as Array<{ slug: string }>
    expect(read(catalogueKey("krabi", "en")).map((h) => h.slug)).toEqual(["a", "c"])
    expect(read(catalogueKey("krabi", "de"))[0]).not.toHaveProperty("language")
    expect(urls.get(catalogueKey("krabi", "en"))).toMatch(/^\/static\/hotels\/krabi\.en\.[0-9a-f]{16}\.json$/)
    // Other content, another name: a cached old file is never served for new hotels
    const again = writeHotelCatalogues([hotel("a", "krabi", "en")], publicDir)
    expect(again.get(catalogueKey("krabi", "en"))).not.toBe(urls.get(catalogueKey("krabi", "en")))
  })
})
