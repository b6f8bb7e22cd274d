import { LIST_PAGE_SIZE } from "./constants"

/** Pages needed for `total` items, at least one (an empty list still has its page). */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage))

/** The sections of a destination's page that continue on pages of their own when they hold more than a page. */
export const DESTINATION_SECTIONS = ["hotels", "transport", "experiences", "concierge"] as const
export type DestinationSection = (typeof DESTINATION_SECTIONS)[number]

/**
 * The language-neutral path of a page of a destination's section: the first is the destination's own page (at the
 * section's anchor when `anchor` is set), the others /destinations/<slug>/<section>/<page>.
 */
export function sectionPagePath(destination: string, section: DestinationSection, page: number, anchor = false): string {
  if (page > 1) return `/destinations/${destination}/${section}/${page}`
  return `/destinations/${destination}${anchor ? `#${section}` : ""}`
}

/** The language-neutral path of a page of a site-wide list: /blog, /blog/page/2 … */
export const listPagePath = (base: string, page: number): string => (page > 1 ? `${base}/page/${page}` : base)

/** What a page of a list knows about its place in it. */
export interface Pagination {
  /** 1-based. */
  page: number
  pageCount: number
  total: number
  skip: number
  limit: number
}

/** The slice of `total` items that page `page` (1-based) shows. */
export function paginate(total: number, perPage: number, page: number): Pagination {
  const count = pageCount(total, perPage)
  if (!Number.isInteger(page) || page < 1 || page > count) throw new RangeError(`page ${page} is not between 1 and ${count}`)
  return { page, pageCount: count, total, skip: (page - 1) * perPage, limit: perPage }
}

/** The pagination of a page that queried `limit` items from `skip` and learnt the list's `total` (totalCount). */
export const paginationOf = (total: number, skip: number, limit: number): Pagination => paginate(total, limit, Math.floor(skip / limit) + 1)

/** Page context variables of a list's page: where its slice starts and how long it is (the page query's $skip, $limit). */
export interface ListSlice {
  skip: number
  limit: number
}

/** The first page's slice of a list: what onCreatePage gives /blog and /experiences. */
export const FIRST_SLICE: ListSlice = { skip: 0, limit: LIST_PAGE_SIZE }

/**
 * The page numbers a pager links to: the first, the last, and the current with its neighbours; "gap" where numbers
 * are left out (1 … 4 5 6 … 18). Seven or fewer pages are all listed.
 */
export function pagerItems(page: number, count: number): Array<number | "gap"> {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1)
  const shown = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count))
  // Near an end, show as many numbers as in the middle, so the pager keeps its width
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n))
  if (page >= count - 2) [count - 3, count - 2, count - 1].forEach((n) => shown.add(n))
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((n, index) => (index > 0 && n - (sorted[index - 1] ?? n) > 1 ? ["gap" as const, n] : [n]))
}

/** The page of a list on which the item at `index` (0-based, in the list's order) is. */
export const pageOfIndex = (index: number, perPage: number): number => Math.floor(index / perPage) + 1

/** Each section's page length: the page query variables $hotelsLimit … of DestinationSectionLists. */
export type SectionLimits = Record<`${DestinationSection}Limit`, number>

/** Every section's page length (LIST_PAGE_SIZE) by its query variable's name, for the page context of a destination's pages. */
export const sectionLimits = (): SectionLimits =>
  Object.fromEntries(DESTINATION_SECTIONS.map((section) => [`${section}Limit`, LIST_PAGE_SIZE])) as SectionLimits

/** The page context of a destination's page (src/node/create-pages.ts): each section's page length, hotel filter data. */
export interface DestinationPageContext extends SectionLimits {
  slug: string
  language: string
  hotelCategories: string[]
  /** The destination's whole hotel list as a static JSON file, in this page's language. */
  hotelCatalogue: string | null
}

/**
 * The page context of a further page of a destination's section: where its slice starts, every section's page length
 * (the slice's is its section's), and which section it is.
 */
export interface DestinationSectionPageContext extends SectionLimits, Pick<ListSlice, "skip"> {
  slug: string
  language: string
  section: DestinationSection
  hotelCategories: string[]
  hotelCatalogue: string | null
}
