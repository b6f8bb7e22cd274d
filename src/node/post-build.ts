// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPostBuild
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeSocialCards } from "./social-cards"
import { writeRobots } from "./robots"
import { siteUrl } from "./site-url"

/** Files made from the finished build: share pictures and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await writeSocialCards(args)
  writeRobots(path.resolve("public"), siteUrl)
}
