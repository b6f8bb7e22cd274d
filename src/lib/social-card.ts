/** Size of the share picture drawn for every page at build time (scripts/build/social-cards.ts). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const

/** The page's share picture path: "/" → /og/home.jpg, "/destinations/phuket" → /og/destinations/phuket.jpg. */
export const socialCardPath = (pagePath: string): string => `/og/${pagePath === "/" ? "home" : pagePath.replace(/^\//, "")}.jpg`
