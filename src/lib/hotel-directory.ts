import { priceAmount } from "./format"

export type HotelSort = "featured" | "price-asc" | "price-desc"

interface Sortable {
  category: string
  price: string
}

/** Hotels of one category (or all, for ""), in the chosen order; "On request" always last. */
export function arrangeHotels<T extends Sortable>(hotels: ReadonlyArray<T>, category: string, sort: HotelSort): T[] {
  const shown = category ? hotels.filter((hotel) => hotel.category === category) : [...hotels]
  if (sort === "featured") return shown
  const direction = sort === "price-asc" ? 1 : -1
  return shown
    .map((hotel, index) => ({ hotel, index, amount: priceAmount(hotel.price) }))
    .sort((a, b) => {
      if (a.amount === null || b.amount === null) return a.amount === b.amount ? a.index - b.index : a.amount === null ? 1 : -1
      return (a.amount - b.amount) * direction || a.index - b.index
    })
    .map(({ hotel }) => hotel)
}

/** The categories present, in first-seen order. */
export const hotelCategories = (hotels: ReadonlyArray<Sortable>): string[] => [...new Set(hotels.map((hotel) => hotel.category))]

export const HOTEL_SORTS: ReadonlyArray<HotelSort> = ["featured", "price-asc", "price-desc"]

export type HotelView = "gallery" | "list"

export const HOTEL_VIEWS: ReadonlyArray<HotelView> = ["gallery", "list"]

/** What a visitor has chosen in a hotels directory; also the names of its form fields and query parameters. */
export interface DirectoryChoice {
  category: string
  sort: HotelSort
  view: HotelView
}

export const DEFAULT_DIRECTORY_CHOICE: DirectoryChoice = { category: "", sort: "featured", view: "gallery" }

/**
 * The choice a directory takes when its script runs: what the visitor picked in its controls before that (still
 * in the DOM), else the page's query (a view button submits the form before the script runs), else the default.
 * Values the directory does not offer are ignored.
 */
export function initialDirectoryChoice(
  search: string,
  picked: Partial<Record<keyof DirectoryChoice, string>>,
  categories: ReadonlyArray<string>,
): DirectoryChoice {
  const query = new URLSearchParams(search)
  const choose = <T extends string>(name: keyof DirectoryChoice, allowed: ReadonlyArray<T>, fallback: T): T => {
    const offered = (value: string | null | undefined): value is T =>
      value !== null && value !== undefined && allowed.some((a) => a === value)
    const fromControl = picked[name]
    if (fromControl !== fallback && offered(fromControl)) return fromControl
    const fromQuery = query.get(name)
    return offered(fromQuery) ? fromQuery : fallback
  }
  return {
    category: choose("category", ["", ...categories], DEFAULT_DIRECTORY_CHOICE.category),
    sort: choose("sort", HOTEL_SORTS, DEFAULT_DIRECTORY_CHOICE.sort),
    view: choose("view", HOTEL_VIEWS, DEFAULT_DIRECTORY_CHOICE.view),
  }
}
