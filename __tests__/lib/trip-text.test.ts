import { groupTripItems } from "../../src/lib/trip-groups"
import { tripDatesText, tripItemLines, type TripTextLabels } from "../../src/lib/trip-text"
import { addItem, EMPTY_TRIP, setDates, setNote, type NewTripItem, type Trip } from "../../src/lib/trip-store"
import { fill } from "../../src/lib/format"
import { defaultLanguage, languages, textsIn } from "../support/static-query-data"

// The labels as the site builds them (src/hooks/use-trip-text-labels.ts), from the real texts of a language
function labelsIn(language: string): TripTextLabels {
  const texts = textsIn(language)
  const text = (key: string): string => {
    const value = texts[key]
    if (value === undefined) throw new Error(`data/translations/trip.${language}.json has no ${key}`)
    return value
  }
  const locale = languages.find(({ code }) => code === language)?.locale
  if (!locale) throw new Error(`data/languages.json has no ${language}`)
  return {
    kinds: { hotel: text("trip.kind.hotel"), experience: text("trip.kind.experience"), destination: text("trip.kind.destination") },
    note: text("trip.printNote"),
    datesRange: text("trip.datesRange"),
    datesFrom: text("trip.datesFrom"),
    datesUntil: text("trip.datesUntil"),
    locale,
  }
}
const labels = labelsIn(defaultLanguage.code)

const item = (kind: NewTripItem["kind"], slug: string, name: string, destination: string, price = ""): NewTripItem => ({
  kind,
  slug,
  name,
  destination,
  price,
  picture: null,
})
const ORDER = ["bangkok", "phuket", "koh-samui"]
const NAMES = new Map([
  ["bangkok", "Bangkok"],
  ["phuket", "Phuket"],
  ["koh-samui", "Koh Samui"],
])
const tripOf = (...items: NewTripItem[]): Trip => items.reduce<Trip>((t, i) => addItem(t, i), EMPTY_TRIP)

describe("groupTripItems", () => {
  it("groups by destination in the site's order; destination, hotels, then experiences within each", () => {
    const { items } = tripOf(
      item("experience", "phi-phi", "Phi Phi by speedboat", "phuket"),
      item("hotel", "amanpuri", "Amanpuri", "phuket"),
      item("hotel", "the-siam", "The Siam", "bangkok"),
      item("destination", "phuket", "Phuket", "phuket"),
      item("hotel", "trisara", "Trisara", "phuket"),
      item("hotel", "somewhere", "Somewhere", "laos"),
    )
    expect(groupTripItems(items, ORDER).map((g) => [g.destination, g.items.map((i) => i.slug)])).toEqual([
      ["bangkok", ["the-siam"]],
      ["phuket", ["phuket", "amanpuri", "trisara", "phi-phi"]],
      ["laos", ["somewhere"]],
    ])
  })
})

describe("trip text", () => {
  it("writes one line per item with its type, destination, price and note on one line", () => {
    const shortlist = setNote(
      tripOf(
        item("hotel", "amanpuri", "Amanpuri", "phuket", "On request"),
        item("destination", "bangkok", "Bangkok", "bangkok"),
        item("experience", "canal", "Private Longtail Canal Tour", "bangkok", "$180"),
      ),
      "hotel",
      "amanpuri",
      "Honeymoon,\n  pool villa  ",
    )
    expect(tripItemLines(shortlist, NAMES, ORDER, labels)).toEqual([
      "Bangkok (Destination)",
      "Private Longtail Canal Tour (Experience, Bangkok, $180)",
      "Amanpuri (Hotel, Phuket, On request) - Note: Honeymoon, pool villa",
    ])
  })

  it.each([
    ["2026-03-12", "2026-03-20", "March 12, 2026 to March 20, 2026"],
    ["2026-03-12", "", "From March 12, 2026"],
    ["", "2026-03-20", "Until March 20, 2026"],
    ["", "", ""],
  ])("writes the dates %s / %s as %j", (start, end, expected) => {
    expect(tripDatesText(setDates(EMPTY_TRIP, start, end), labels)).toBe(expected)
  })
})

describe("trip text in German", () => {
  const german = labelsIn("de")

  // The templates are content (read from data/); the dates are the locale's own way of writing them
  it.each([
    ["2026-03-12", "2026-03-20", german.datesRange, { start: "12. März 2026", end: "20. März 2026" }],
    ["2026-03-12", "", german.datesFrom, { start: "12. März 2026" }],
    ["", "2026-03-20", german.datesUntil, { end: "20. März 2026" }],
  ])("writes the dates %s / %s in German", (start, end, template, values) => {
    expect(tripDatesText(setDates(EMPTY_TRIP, start, end), german)).toBe(fill(template, values))
  })

  it("names the kind of each item and the note in German", () => {
    const shortlist = setNote(tripOf(item("hotel", "amanpuri", "Amanpuri", "phuket", "$1,200+")), "hotel", "amanpuri", "Flitterwochen")
    expect(tripItemLines(shortlist, NAMES, ORDER, german)).toEqual([
      `Amanpuri (${german.kinds.hotel}, Phuket, $1,200+) - ${german.note}: Flitterwochen`,
    ])
  })
})
