/** The site's main sections in menu order; labels are translation keys. */
export interface NavItem {
  to: string
  labelKey: string
}

export const desktopNavItems: ReadonlyArray<NavItem> = [
  { to: "/", labelKey: "nav.home" },
  { to: "/experiences", labelKey: "nav.experiences" },
  { to: "/blog", labelKey: "nav.blog" },
  { to: "/about", labelKey: "nav.about" },
]

export const mobileNavItems: ReadonlyArray<NavItem> = [
  { to: "/", labelKey: "nav.home" },
  { to: "/experiences", labelKey: "nav.experiences" },
  { to: "/destinations", labelKey: "nav.destinations" },
  { to: "/services", labelKey: "nav.services" },
  { to: "/blog", labelKey: "nav.blog" },
  { to: "/about", labelKey: "nav.about" },
  { to: "/contact", labelKey: "nav.contact" },
  { to: "/partners", labelKey: "nav.partners" },
]

export const footerNavItems: ReadonlyArray<NavItem> = [
  { to: "/destinations", labelKey: "nav.destinations" },
  { to: "/experiences", labelKey: "nav.experiences" },
  { to: "/services", labelKey: "nav.services" },
  { to: "/blog", labelKey: "nav.blog" },
  { to: "/about", labelKey: "nav.about" },
  { to: "/contact", labelKey: "nav.contact" },
  { to: "/partners", labelKey: "nav.partners" },
]
