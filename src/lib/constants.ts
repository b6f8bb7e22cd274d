/** Behaviour constants from the spec (SPEC §9). */
export const NAV_SCROLL_THRESHOLD_PX = 20
export const MENU_OPEN_DELAY_MS = 100
export const MENU_CLOSE_GRACE_MS = 300
export const COOKIE_BANNER_DELAY_MS = 1000
export const SEARCH_RESULT_LIMIT = 10
export const HOME_DESTINATION_COUNT = 7
export const HOME_ARTICLE_COUNT = 3
export const COMPACT_CARD_FEATURES = 2
export const LIST_ROW_FEATURES = 4
/**
 * Items per page of the site's lists: a page keeps under its DOM budget (scripts/budgets.json → scale) however
 * much content there is; more items go to further pages (src/lib/pagination.ts).
 */
export const PAGE_SIZES = {
  /** A destination's sections: its page shows the first page of each. */
  hotels: 12,
  transport: 6,
  experiences: 3,
  concierge: 3,
  /** /blog and /experiences. */
  articles: 12,
  allExperiences: 18,
} as const
/** Further hotels a filtered or sorted directory shows per "Show more". */
export const HOTELS_SHOW_MORE = 12
