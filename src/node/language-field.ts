// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateNode
import type { GatsbyNode } from "gatsby"
import { contentKinds, languageOfFile } from "../content/kinds"

const LOCALIZED_TYPES = new Set(contentKinds.filter((kind) => kind.localized).map((kind) => kind.type))

/** Each record of a localized kind carries its file's language (phuket.de.json → "de") as `fields.language`. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!LOCALIZED_TYPES.has(node.internal.type) || !node.parent) return
  const file = getNode(node.parent) as { relativePath?: string } | undefined
  const language = file?.relativePath ? languageOfFile(file.relativePath) : undefined
  if (!language) throw new Error(`${node.internal.type} ${node.id}: its file's name carries no language`)
  actions.createNodeField({ node, name: "language", value: language })
}
