// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeSocialCards } from "./social-cards"
import { writeRobots } from "./robots"
import { siteUrl } from "./site-url"
import { rewriteHtmlFiles } from "./html-files"
import { startScriptsAfterLoad } from "./scripts-after-load"
import { chunkGroupScripts, SITE_ROOT_CHUNK } from "./chunk-group-scripts"
import { dropRepeatedModuleScripts } from "./repeated-module-scripts"

/** Files made from the finished build: share pictures and robots.txt; the pages' scripts trimmed and started after load. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSocialCards(args)
  writeRobots(path.resolve("public"), siteUrl)
  const siteRoot = chunkGroupScripts(path.resolve("public"), SITE_ROOT_CHUNK)
  rewriteHtmlFiles(path.resolve("public"), (html) => dropRepeatedModuleScripts(startScriptsAfterLoad(html, siteRoot)))
}
