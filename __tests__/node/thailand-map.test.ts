/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { drawThailandMap, SEAS, type MapPlaceInput, type ThailandMapDrawing } from "../../src/node/thailand-map"

const DATA = path.resolve(__dirname, "../../data/destinations")
const languages = (JSON.parse(fs.readFileSync(path.resolve(DATA, "../languages.json"), "utf8")) as Array<{ code: string }>).map(
  (language) => language.code,
)
/** The destinations of one language, in their order, as the page query gives them. */
const destinations = (language: string): MapPlaceInput[] =>
  fs
    .readdirSync(DATA)
    .filter((file) => file.endsWith(`.${language}.json`))
    .map((file) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as MapPlaceInput & { order: number })
    .sort((a, b) => a.order - b.order)

const inside = (map: ThailandMapDrawing, x: number, y: number) => x >= 0 && x <= map.width && y >= 0 && y <= map.height
const bali = { latitude: -8.65, longitude: 115.22, source: "https://en.wikipedia.org/wiki/Bali" }

describe("drawThailandMap", () => {
  describe.each(languages)("the destinations in %s", (language) => {
    const places = destinations(language)
    const map = drawThailandMap(places, 400)

    it("marks every destination, in its order, inside the map", () => {
      expect(map.places.map((place) => place.slug)).toEqual(places.map((place) => place.slug))
      for (const place of map.places)
        expect({ slug: place.slug, inside: inside(map, place.x, place.y) }).toEqual({ slug: place.slug, inside: true })
    })

    it("puts every label on the map, beside its marker, and no two labels in one place", () => {
      for (const { label, x, y } of map.places) {
        expect(inside(map, label.x, label.y)).toBe(true)
        expect(Math.hypot(label.x - x, label.y - y)).toBeLessThan(3 * map.fontSize)
      }
      // labels on one line at least a line apart, or apart side by side
      const labels = map.places.map((place) => place.label)
      for (const [i, a] of labels.entries())
        for (const b of labels.slice(i + 1))
          expect(Math.abs(a.y - b.y) >= map.fontSize || a.anchor !== b.anchor || Math.abs(a.x - b.x) > 60).toBe(true)
    })
  })

  it("draws Thailand and its neighbours as compact path data inside the map, and names the seas", () => {
    const map = drawThailandMap([], 400)
    expect(map.height).toBeGreaterThan(map.width)
    for (const d of [map.thailand, map.neighbours]) {
      expect(d).toMatch(/^M[-\d ]+l[-\d ]+z/)
      // a few kilobytes, not the atlas's megabytes: the page data carries it
      expect(d.length).toBeLessThan(6_000)
    }
    expect(map.seas.map((sea) => sea.key)).toEqual(SEAS.map((sea) => sea.key))
    for (const sea of map.seas) expect(inside(map, sea.x, sea.y)).toBe(true)
  })

  it("draws a small map with less detail", () => {
    const [first] = destinations(languages[0] ?? "en")
    const small = drawThailandMap(first ? [first] : [], 120)
    expect(small.width).toBe(120)
    expect(small.places).toHaveLength(first ? 1 : 0)
    const large = drawThailandMap([], 400)
    expect(small.thailand.length + small.neighbours.length).toBeLessThan(large.thailand.length + large.neighbours.length)
  })

  it("reports a place outside Thailand instead of drawing it off the map", () => {
    expect(() => drawThailandMap([{ slug: "bali", name: "Bali", location: bali }], 400)).toThrow(/destination "bali".*outside the map/)
  })
})
