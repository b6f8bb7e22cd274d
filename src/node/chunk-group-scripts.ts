import fs from "node:fs"
import path from "node:path"

/** The chunk gatsby-browser.tsx imports on start (its webpackChunkName): the providers every page is rendered in. */
export const SITE_ROOT_CHUNK = "site-root"

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: Array<string | { name: string }> }>
}

/** The script files (as site paths) of a named chunk group of the build, from Gatsby's webpack.stats.json. */
export function chunkGroupScripts(publicDir: string, chunkName: string): string[] {
  const statsFile = path.join(publicDir, "webpack.stats.json")
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as WebpackStats
  const group = stats.namedChunkGroups?.[chunkName]
  if (!group) throw new Error(`${statsFile}: no chunk group "${chunkName}" (gatsby-browser.tsx names it in its import)`)
  return group.assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`).filter((file) => file.endsWith(".js"))
}
