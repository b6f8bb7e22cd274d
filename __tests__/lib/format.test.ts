import { fill, formatDate, priceAmount, priceText } from "../../src/lib/format"

describe("fill", () => {
  it.each<[string, Record<string, string | number>, string]>([
    ["{count} hotels in {place}", { count: 25, place: "Bangkok" }, "25 hotels in Bangkok"],
    ["{a}{a}{b}", { a: "x", b: 0 }, "xx0"],
    ["Hello {name}", {}, "Hello {name}"],
    ["Hello {first name}", { "first name": "Ada" }, "Hello {first name}"],
    ["{price} now", { price: "$& $' $` $$" }, "$& $' $` $$ now"],
    ["{toString}", {}, "{toString}"],
    ["No placeholders", { name: "Ada" }, "No placeholders"],
    // A number and its unit: the template's own non-breaking space stays (data/ writes it, the copy checks find a plain one)
    ["{count}\u00a0min read", { count: 6 }, "6\u00a0min read"],
    ["Rain {value}\u00a0mm, highs {high}\u00a0°C", { value: "52.8", high: "31,5" }, "Rain 52.8\u00a0mm, highs 31,5\u00a0°C"],
  ])("fill(%j, %j) is %j", (template, values, expected) => {
    expect(fill(template, values)).toBe(expected)
  })
})

describe("priceAmount", () => {
  it.each<[string, number | null]>([
    ["$450", 450],
    ["$1,200+", 1200],
    ["$120-180", 120],
    ["$120 - $180", 120],
    ["$12,500 USD", 12500],
    ["$0", 0],
    ["On request", null],
    ["", null],
    ["450", null],
  ])("priceAmount(%j) is %p", (price, amount) => {
    expect(priceAmount(price)).toBe(amount)
  })
})

describe("formatDate", () => {
  // What Intl writes for each locale (not content): the page's locale comes from data/languages.json
  it.each([
    ["2024-06-10", "en-US", "June 10, 2024"],
    ["2024-12-18", "en-US", "December 18, 2024"],
    ["2024-01-01", "en-US", "January 1, 2024"],
    ["2024-12-31", "en-US", "December 31, 2024"],
    ["2024-02-29", "en-US", "February 29, 2024"],
    ["2024-12-18", "de-DE", "18. Dezember 2024"],
    ["2024-03-01", "de-DE", "1. März 2024"],
    ["2024-01-01", "de-DE", "1. Januar 2024"],
    ["2024-02-29", "de-DE", "29. Februar 2024"],
  ])("formatDate(%j, %j) is %j", (iso, locale, text) => {
    expect(formatDate(iso, locale)).toBe(text)
  })

  it("keeps one formatter per locale: English after German is still English", () => {
    expect(formatDate("2024-12-18", "de-DE")).toBe("18. Dezember 2024")
    expect(formatDate("2024-12-18", "en-US")).toBe("December 18, 2024")
    expect(formatDate("2024-12-18", "de-DE")).toBe("18. Dezember 2024")
  })
})

describe("priceText", () => {
  const texts: Record<string, string> = { "price.onRequest": "Auf Anfrage" }
  const t = (key: string) => texts[key] ?? key

  it.each([
    ["On request", "Auf Anfrage"],
    ["$450", "$450"],
    ["$1,200+", "$1,200+"],
    ["", ""],
  ])("priceText(%j) is %j", (price, shown) => {
    expect(priceText(price, t)).toBe(shown)
  })
})
