import { contentKinds, storageRoot } from "../content/kinds"

/** Names the GraphQL node type of each JSON file in data/ (gatsby-transformer-json `typeName`). */
interface JsonFile {
  name: string
  relativeDirectory: string
}

/** The type of each kind, by the top folder or file name its records are stored under (src/content/kinds.ts). */
const TYPE_BY_ROOT = new Map(contentKinds.map((kind) => [storageRoot(kind.storage), kind.type]))

export function jsonTypeName({ node }: { node: JsonFile }): string {
  const root = node.relativeDirectory === "" ? node.name : (node.relativeDirectory.split("/")[0] ?? "")
  const type = TYPE_BY_ROOT.get(root)
  if (!type) {
    throw new Error(
      `data/${node.relativeDirectory ? `${node.relativeDirectory}/` : ""}${node.name}.json: no content kind is stored here (see src/content/kinds.ts)`,
    )
  }
  return type
}
