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
