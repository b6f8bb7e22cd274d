/** Behaviour constants of the interface: delays, thresholds and how many items a part shows. */
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
 * Items per page of every list of the site (a destination's sections, /blog, /experiences). It is above today's
 * longest list (Phuket's 43 hotels, 33 experiences), so every list is whole on its page; only a list that grows past
 * it continues on further pages (src/lib/pagination.ts), which keeps a page's HTML and layout within the budgets
 * however much content there is (npm run bench:scale). A list that needs another size would get its own constant.
 */
export const LIST_PAGE_SIZE = 48
/** Further hotels a filtered or sorted directory shows per "Show more". */
export const HOTELS_SHOW_MORE = 12
/** The id of a destination page's When to go section: the target of its tab and of the links from the month pages. */
export const WHEN_TO_GO_ANCHOR = "when-to-go"
