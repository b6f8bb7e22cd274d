import fs from "node:fs"
import path from "node:path"

/** robots.txt for the public origin: everything may be crawled; the sitemap index is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
}

export function writeRobots(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
