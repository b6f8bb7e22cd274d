import { kindOfFile } from "../content/kinds"

/** Names the GraphQL node type of each JSON file in data/ (gatsby-transformer-json `typeName`). */
interface JsonFile {
  name: string
  extension: string
  relativeDirectory: string
}

/** The file's path under data/, as src/content/kinds.ts matches it. */
export const relativeJsonPath = ({ name, extension, relativeDirectory }: JsonFile): string =>
  `${relativeDirectory ? `${relativeDirectory}/` : ""}${name}.${extension}`

export function jsonTypeName({ node }: { node: JsonFile }): string {
  const kind = kindOfFile(relativeJsonPath(node))
  if (!kind) throw new Error(`data/${relativeJsonPath(node)}: no content kind is stored here (see src/content/kinds.ts)`)
  return kind.type
}
