import { linkInLanguage } from "../../src/node/language-links"

// Records of a localized kind, once per language, as Gatsby's node model holds them
const records = [
  { slug: "tmd", language: "en", credit: "Thai Meteorological Department" },
  { slug: "tmd", language: "de", credit: "Thailändischer Wetterdienst" },
  { slug: "ldd", language: "en", credit: "Land Development Department" },
  { slug: "ldd", language: "de", credit: "Amt für Landentwicklung" },
]
type Filter = { slug: { eq: unknown }; language?: { eq: string } }
const nodeModel = {
  findOne: async ({ query }: { type: string; query: { filter: Record<string, unknown> } }) => {
    const filter = query.filter as Filter
    return records.find((r) => r.slug === filter.slug.eq && (!filter.language || r.language === filter.language.eq)) ?? null
  },
}
const { resolve } = linkInLanguage.extend({ by: "slug" })
const field = (fieldName: string, type: string) => ({ fieldName, returnType: { toString: () => type } })

test("a key links to the record of the source's language", async () => {
  const source = { fields: { language: "de" }, source: "tmd" }
  await expect(resolve(source, {}, { nodeModel }, field("source", "ClimateSource"))).resolves.toMatchObject({
    credit: "Thailändischer Wetterdienst",
  })
})

test("a list of keys links each, in its order, in the source's language", async () => {
  const source = { fields: { language: "de" }, seasonSources: ["ldd", "tmd"] }
  const linked = await resolve(source, {}, { nodeModel }, field("seasonSources", "[ClimateSource!]!"))
  expect(linked).toEqual([records[3], records[1]])
})
