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
