/** Names the GraphQL node type of each JSON file in data/ (gatsby-transformer-json `typeName`). */
interface JsonFile {
  name: string
  relativeDirectory: string
}

/** One type per content kind: a folder of files (data/hotels/*.json) or a single file (data/vehicles.json). */
export const JSON_TYPES: Record<string, string> = {
  artwork: "Picture",
  photos: "Picture",
  company: "Company",
  destinations: "Destination",
  hotels: "Hotel",
  vehicles: "Vehicle",
  experiences: "Experience",
  concierge: "ConciergeService",
  services: "Service",
  articles: "Article",
  translations: "Translation",
  about: "About",
  team: "TeamMember",
  home: "Home",
  whatsapp: "Whatsapp",
  partners: "Partner",
  partnerships: "Partnership",
}

export function jsonTypeName({ node }: { node: JsonFile }): string {
  const kind = node.relativeDirectory === "" ? node.name : (node.relativeDirectory.split("/")[0] ?? "")
  const type = JSON_TYPES[kind]
  if (!type) {
    throw new Error(
      `data/${node.relativeDirectory ? `${node.relativeDirectory}/` : ""}${node.name}.json: no content type is declared for "${kind}" (add it to src/node/json-type-name.ts)`,
    )
  }
  return type
}
