import pages from "./page-registry.json"

/** The menus a page can be listed in, each in the registry's order. */
export type Menu = "desktop" | "mobile" | "footer"

/**
 * One of the site's own pages (the pages of records — destinations, articles — come from data/). The registry,
 * page-registry.json, is the one place its path and texts are written: Seo, the share cards, the search index, the menus
 * and the bench (scripts/lab) read it.
 */
export interface SitePage {
  path: string
  /** Translation keys of the page's title and meta description. */
  titleKey: string
  descriptionKey: string
  /** The menu label's translation key, and the menus that link to the page. */
  navKey?: string
  menus?: readonly string[]
  /**
   * The share card's picture: the home hero's, or the first record's of a content kind ("destination"); its title is
   * the page's title unless `title` says "home hero". No card: the page shares the home card (404).
   */
  shareCard?: { picture: string; title?: string }
  /** Listed in the site search as a page of its own (the other pages are found through their records). */
  search?: boolean
  /** Measured by `npm run bench` in every language. */
  bench?: boolean
  noindex?: boolean
}

export type SitePageId = keyof typeof pages
export const sitePages: Readonly<Record<SitePageId, SitePage>> = pages

/** A menu's links, in registry order. */
export interface NavItem {
  to: string
  labelKey: string
}
const itemsOf = (menu: Menu): readonly NavItem[] =>
  Object.values(sitePages).flatMap((page) => (page.navKey && page.menus?.includes(menu) ? [{ to: page.path, labelKey: page.navKey }] : []))
// Built once when the module loads, not on every render of the navbar and footer
const MENUS: Readonly<Record<Menu, readonly NavItem[]>> = {
  desktop: itemsOf("desktop"),
  mobile: itemsOf("mobile"),
  footer: itemsOf("footer"),
}
export const menuItems = (menu: Menu): readonly NavItem[] => MENUS[menu]
