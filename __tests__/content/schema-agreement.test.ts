/**
 * @jest-environment node
 */
import { z } from "zod"
import { contentKinds, type ContentKind } from "../../src/content/kinds"
import { hotelSchema } from "../../src/content/schemas/hotel"
import { typeDefs } from "../../src/node/schema"
import { schemaDifferences, type Allowances } from "../support/schema-agreement"

// What GraphQL may say that the zod schemas do not, each with its reason. Keep this short: anything else is drift.
const ALLOWED: Allowances = {
  derived: [
    { type: "Article", field: "readTime", reason: "derived from the body by a resolver (src/content/read-time.ts), never stored" },
    { type: "Picture", field: "file", reason: "the File node resolved from src, for gatsby-plugin-image" },
  ],
  nullable: [
    { type: "Picture", field: "width", reason: "a record's uploaded photo resolves as its Picture, with no dimensions" },
    { type: "Picture", field: "height", reason: "a record's uploaded photo resolves as its Picture, with no dimensions" },
  ],
  nodeTypes: [],
}
// Not listed because the comparison knows it: a node's own `id` is `jsonId` in GraphQL (gatsby-transformer-json renames it),
// and a localized kind's `language` is its file's (fields.language), not a field of the record.

/** The SDL with one change inside one type's block; throws if the text is not there, so no case passes vacuously. */
function changeInType(sdl: string, type: string, from: string, to: string): string {
  const start = sdl.search(new RegExp(`\\btype ${type}\\b`))
  const end = sdl.indexOf("\n  }", start)
  const at = start < 0 ? -1 : sdl.indexOf(from, start)
  if (at < 0 || at > end) throw new Error(`"${from}" is not in GraphQL type ${type}`)
  return sdl.slice(0, at) + to + sdl.slice(at + from.length)
}
const withHotelSchema = (schema: z.ZodObject): readonly ContentKind[] =>
  contentKinds.map((kind) => (kind.name === "hotel" ? { ...kind, schema } : kind))

describe("the GraphQL SDL and the zod schemas", () => {
  it("agree on every content kind", () => {
    expect(schemaDifferences(contentKinds, typeDefs, ALLOWED)).toEqual([])
  })

  it("differ only by the allowed fields, each of which is needed", () => {
    expect(schemaDifferences(contentKinds, typeDefs, { derived: [], nullable: [], nodeTypes: [] })).toEqual([
      "picture.width: required in zod, nullable in GraphQL Picture.width: Int",
      "picture.height: required in zod, nullable in GraphQL Picture.height: Int",
      "picture.file: in GraphQL Picture, not in the zod schema",
      "article.readTime: in GraphQL Article, not in the zod schema",
    ])
  })
})

// The check itself: each change to one side only must be reported.
describe("schemaDifferences", () => {
  it.each<[change: string, kinds: readonly ContentKind[], sdl: string, differences: string[]]>([
    [
      "a field added to the zod schema only",
      withHotelSchema(hotelSchema.extend({ extra: z.string() })),
      typeDefs,
      ["hotel.extra: in the zod schema, not in GraphQL Hotel"],
    ],
    [
      "a field removed from the zod schema only",
      withHotelSchema(hotelSchema.omit({ location: true })),
      typeDefs,
      ["hotel.location: in GraphQL Hotel, not in the zod schema"],
    ],
    [
      "a field removed from the SDL only",
      contentKinds,
      changeInType(typeDefs, "Hotel", "bestOffer: Boolean\n", ""),
      ["hotel.bestOffer: in the zod schema, not in GraphQL Hotel"],
    ],
    [
      "a field added to the SDL only",
      contentKinds,
      changeInType(typeDefs, "Hotel", "price: String!", "price: String!\n    rating: Int"),
      ["hotel.rating: in GraphQL Hotel, not in the zod schema"],
    ],
    [
      "a required field made nullable in the SDL",
      contentKinds,
      changeInType(typeDefs, "Hotel", "price: String!", "price: String"),
      ["hotel.price: required in zod, nullable in GraphQL Hotel.price: String"],
    ],
    [
      "an optional field made required in zod",
      withHotelSchema(hotelSchema.extend({ bestOffer: z.boolean() })),
      typeDefs,
      ["hotel.bestOffer: required in zod, nullable in GraphQL Hotel.bestOffer: Boolean"],
    ],
    [
      "a list that is a single value in the SDL",
      contentKinds,
      changeInType(typeDefs, "Hotel", "features: [String!]!", "features: String!"),
      ["hotel.features: a list in zod, not in GraphQL Hotel.features (String!)"],
    ],
    [
      "list items that are nullable in the SDL",
      contentKinds,
      changeInType(typeDefs, "Hotel", "features: [String!]!", "features: [String]!"),
      ["hotel.features: list items are required in zod, nullable in GraphQL Hotel.features ([String]!)"],
    ],
    [
      "a whole number declared as a text",
      contentKinds,
      changeInType(typeDefs, "Hotel", "order: Int!", "order: String!"),
      ["hotel.order: zod says Int, GraphQL Hotel.order says String"],
    ],
    [
      "a date declared as a text",
      contentKinds,
      changeInType(typeDefs, "Article", "date: Date! @dateformat", "date: String!"),
      ["article.date: zod says Date, GraphQL Article.date says String"],
    ],
    [
      "a reference without its link",
      contentKinds,
      changeInType(typeDefs, "Hotel", 'destination: Destination! @linkInLanguage(by: "slug")', "destination: String!"),
      ['hotel.destination: zod says Destination @linkInLanguage(by: "slug"), GraphQL Hotel.destination says String'],
    ],
    [
      "a picture linked by the wrong field",
      contentKinds,
      changeInType(typeDefs, "Hotel", 'logo: Picture @linkInLanguage(by: "jsonId")', 'logo: Picture @linkInLanguage(by: "id")'),
      ['hotel.logo: zod says Picture @linkInLanguage(by: "jsonId"), GraphQL Hotel.logo says Picture @linkInLanguage(by: "id")'],
    ],
    [
      // @link would pick the record of any language: a German hotel could show the English destination
      "a link to a kind written per language that ignores the language",
      contentKinds,
      changeInType(
        typeDefs,
        "Hotel",
        'destination: Destination! @linkInLanguage(by: "slug")',
        'destination: Destination! @link(by: "slug")',
      ),
      ['hotel.destination: zod says Destination @linkInLanguage(by: "slug"), GraphQL Hotel.destination says Destination @link(by: "slug")'],
    ],
    [
      "a nested link whose object is not handed the record's language",
      contentKinds,
      changeInType(typeDefs, "Home", "hero: HomeHero! @inLanguage", "hero: HomeHero!"),
      [
        "home page.hero.picture: GraphQL HomeHero.picture is a @linkInLanguage in an object no @inLanguage hands its record's language down to",
      ],
    ],
    [
      "a kind written per language without its language field",
      contentKinds,
      changeInType(typeDefs, "Hotel", 'language: String! @proxy(from: "fields.language")\n', ""),
      ['hotel: a kind written per language needs language: String! @proxy(from: "fields.language") in GraphQL Hotel'],
    ],
    [
      "a language field that is not the file's",
      contentKinds,
      changeInType(typeDefs, "Destination", 'language: String! @proxy(from: "fields.language")', "language: String!"),
      ['destination: a kind written per language needs language: String! @proxy(from: "fields.language") in GraphQL Destination'],
    ],
    [
      "a node type that is no content kind and not allowed",
      contentKinds,
      `${typeDefs}\n  type SearchIndex implements Node @dontInfer {\n    name: String!\n  }\n`,
      ["GraphQL node type SearchIndex belongs to no content kind"],
    ],
    [
      "a reference to the wrong kind",
      withHotelSchema(hotelSchema.extend({ destination: z.string().meta({ ref: "team member" }) })),
      typeDefs,
      [
        'hotel.destination: zod says TeamMember @linkInLanguage(by: "slug"), GraphQL Hotel.destination says Destination @linkInLanguage(by: "slug")',
      ],
    ],
    [
      "a field of one article block type missing from the merged GraphQL block",
      contentKinds,
      changeInType(typeDefs, "ArticleBlock", "cite: String\n", ""),
      ["article.body[].blocks[].cite: in the zod schema, not in GraphQL ArticleBlock"],
    ],
    [
      "a block field that only some block types have, made non-null",
      contentKinds,
      changeInType(typeDefs, "ArticleBlock", "text: String", "text: String!"),
      ["article.body[].blocks[].text: optional in zod, non-null (!) in GraphQL ArticleBlock.text: String!"],
    ],
    [
      "a nested object field renamed in the SDL",
      contentKinds,
      changeInType(typeDefs, "CompanyAddress", "postalCode: String!", "postcode: String!"),
      [
        "company.address.postalCode: in the zod schema, not in GraphQL CompanyAddress",
        "company.address.postcode: in GraphQL CompanyAddress, not in the zod schema",
      ],
    ],
    [
      "a kind whose node type is not declared",
      contentKinds,
      changeInType(typeDefs, "Partner", "type Partner implements Node @dontInfer", "type Sponsor implements Node @dontInfer"),
      ["partner: no GraphQL type Partner", "GraphQL node type Sponsor belongs to no content kind"],
    ],
    [
      "a node type left to inference",
      contentKinds,
      changeInType(typeDefs, "Partner", "type Partner implements Node @dontInfer", "type Partner implements Node"),
      ['partner: GraphQL Partner must be declared "implements Node @dontInfer"'],
    ],
  ])("reports %s", (_change, kinds, sdl, differences) => {
    expect(schemaDifferences(kinds, sdl, ALLOWED)).toEqual(differences)
  })

  it("reports an allowance for a field GraphQL no longer has", () => {
    const sdl = changeInType(typeDefs, "Article", "readTime: Int!\n", "")
    expect(schemaDifferences(contentKinds, sdl, ALLOWED)).toEqual(["allowance for Article.readTime: GraphQL has no such field"])
  })
})
