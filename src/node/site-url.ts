/** The one public origin of the site: canonical links, sitemap, RSS and structured data all use it. */
export const DEFAULT_SITE_URL = "https://www.luxurydmcthailand.com"

export const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "")
