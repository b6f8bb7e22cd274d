// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeSocialCards } from "./social-cards"
import { writeRobots } from "./robots"
import { siteUrl } from "./site-url"
import { writeHeaders } from "../../scripts/build/headers"
import { startBundlesAfterPaint } from "../../scripts/build/bundles-after-paint"
import { precompress } from "../../scripts/build/gzip"

/**
 * Files made from the finished build, so `gatsby build` alone gives the whole site: share pictures, robots.txt, the
 * pages' bundles started after the hero is drawn, the response headers (their CSP hashes the built HTML's inline scripts) and, last, the .gz of every text file.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.resolve("public")
  await writeSocialCards(args)
  writeRobots(publicDir, siteUrl)

  // before the headers, which hash the inline scripts it adds
  const bundles = startBundlesAfterPaint(publicDir)
  args.reporter.info(`bundles after paint: ${bundles.rewritten} of ${bundles.pages} pages rewritten (the others had it already)`)

  const headers = writeHeaders({ publicDir })
  args.reporter.info(
    `headers: ${headers.scriptHashes.length} inline script hashes from ${headers.pages} pages; CSP ${headers.csp.length} characters`,
  )
  if (headers.tooLong)
    args.reporter.warn("headers: the CSP line is longer than Cloudflare Pages reads from _headers (Netlify and nginx are fine)")

  const mb = (bytes: number) => (bytes / 1e6).toFixed(1)
  const gzip = precompress(publicDir)
  args.reporter.info(
    `gzip: ${gzip.written} files precompressed (${mb(gzip.before)} MB -> ${mb(gzip.after)} MB), ${gzip.upToDate} up to date, ${gzip.skipped} left as is (not smaller), ${gzip.removed} orphaned .gz removed`,
  )
}
