import { fill, formatDate, priceAmount } from "../../src/lib/format"

describe("fill", () => {
  it.each<[string, Record<string, string | number>, string]>([
    ["{count} hotels in {place}", { count: 25, place: "Bangkok" }, "25 hotels in Bangkok"],
    ["{a}{a}{b}", { a: "x", b: 0 }, "xx0"],
    ["Hello {name}", {}, "Hello {name}"],
    ["Hello {first name}", { "first name": "Ada" }, "Hello {first name}"],
    ["{price} now", { price: "$& $' $` $$" }, "$& $' $` $$ now"],
    ["{toString}", {}, "{toString}"],
    ["No placeholders", { name: "Ada" }, "No placeholders"],
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
  it.each([
    ["2024-06-10", "June 10, 2024"],
    ["2024-12-18", "December 18, 2024"],
    ["2024-01-01", "January 1, 2024"],
    ["2024-12-31", "December 31, 2024"],
    ["2024-02-29", "February 29, 2024"],
  ])("formatDate(%j) is %j", (iso, text) => {
    expect(formatDate(iso)).toBe(text)
  })
})
