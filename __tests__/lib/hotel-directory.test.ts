import {
  arrangeHotels,
  DEFAULT_DIRECTORY_CHOICE,
  hotelCategories,
  initialDirectoryChoice,
  type HotelSort,
} from "../../src/lib/hotel-directory"

interface TestHotel {
  slug: string
  category: string
  price: string
}

const hotels: TestHotel[] = [
  { slug: "a", category: "Resort", price: "$800" },
  { slug: "b", category: "City Hotel", price: "On request" },
  { slug: "c", category: "Resort", price: "$1,200+" },
  { slug: "d", category: "Villa", price: "$450" },
  { slug: "e", category: "City Hotel", price: "$450" },
  { slug: "f", category: "Resort", price: "On request" },
  { slug: "g", category: "Villa", price: "$120-900" },
  { slug: "h", category: "Resort", price: "$450" },
]
const slugs = (list: ReadonlyArray<TestHotel>): string[] => list.map((hotel) => hotel.slug)

describe("arrangeHotels", () => {
  it.each<[string, HotelSort, string[]]>([
    ["", "featured", ["a", "b", "c", "d", "e", "f", "g", "h"]],
    ["", "price-asc", ["g", "d", "e", "h", "a", "c", "b", "f"]],
    ["", "price-desc", ["c", "a", "d", "e", "h", "g", "b", "f"]],
    ["Resort", "featured", ["a", "c", "f", "h"]],
    ["Resort", "price-asc", ["h", "a", "c", "f"]],
    ["Resort", "price-desc", ["c", "a", "h", "f"]],
    ["City Hotel", "price-asc", ["e", "b"]],
    ["City Hotel", "price-desc", ["e", "b"]],
    ["Villa", "price-desc", ["d", "g"]],
    ["Boutique", "price-asc", []],
  ])("category %j sorted %s", (category, sort, expected) => {
    expect(slugs(arrangeHotels(hotels, category, sort))).toEqual(expected)
  })

  it.each<[HotelSort]>([["price-asc"], ["price-desc"]])("puts every hotel on request last, in their order (%s)", (sort) => {
    const onRequest: TestHotel[] = [
      { slug: "r1", category: "x", price: "On request" },
      { slug: "p", category: "x", price: "$10" },
      { slug: "r2", category: "x", price: "On request" },
      { slug: "q", category: "x", price: "$20" },
      { slug: "r3", category: "x", price: "On request" },
    ]
    expect(slugs(arrangeHotels(onRequest, "", sort)).slice(2)).toEqual(["r1", "r2", "r3"])
  })

  it("does not change the list it is given", () => {
    const copy = [...hotels]
    arrangeHotels(hotels, "", "price-desc")
    arrangeHotels(hotels, "", "featured").reverse()
    expect(hotels).toEqual(copy)
  })
})

describe("hotelCategories", () => {
  it("lists each category once, in first-seen order", () => {
    expect(hotelCategories(hotels)).toEqual(["Resort", "City Hotel", "Villa"])
  })

  it("is empty for no hotels", () => {
    expect(hotelCategories([])).toEqual([])
  })
})

describe("initialDirectoryChoice", () => {
  const categories = ["Resort", "Villa"]

  it("starts from the default when nothing was chosen", () => {
    expect(initialDirectoryChoice("", {}, categories)).toEqual(DEFAULT_DIRECTORY_CHOICE)
  })

  it("keeps what the visitor picked in the controls before the script ran", () => {
    expect(initialDirectoryChoice("", { category: "Villa", sort: "price-desc" }, categories)).toEqual({
      category: "Villa",
      sort: "price-desc",
      view: "gallery",
    })
  })

  it("takes the query a view button submitted, and the controls win over it", () => {
    expect(initialDirectoryChoice("?category=Resort&sort=price-asc&view=list", { category: "", sort: "featured" }, categories)).toEqual({
      category: "Resort",
      sort: "price-asc",
      view: "list",
    })
    expect(initialDirectoryChoice("?category=Resort&view=list", { category: "Villa" }, categories).category).toBe("Villa")
  })

  it("ignores values the directory does not offer", () => {
    expect(initialDirectoryChoice("?category=Castle&sort=cheapest&view=map", { category: "<b>", sort: "x" }, categories)).toEqual(
      DEFAULT_DIRECTORY_CHOICE,
    )
  })
})
