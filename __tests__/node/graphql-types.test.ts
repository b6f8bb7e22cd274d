/**
 * @jest-environment node
 */
import { buildSchema, GraphQLObjectType, type GraphQLField } from "graphql"
import { z } from "zod"
import { isoDate, photo, picture, ref, slug, text, titledText } from "../../src/content/fields"
import { contentKinds, type ContentKind } from "../../src/content/kinds"
import { hotelSchema } from "../../src/content/schemas/hotel"
import { graphqlTypeDefs } from "../../src/node/graphql-types"
import { typeDefs } from "../../src/node/schema"

// What Gatsby declares around our SDL, so graphql-js can check the generated text on its own
const GATSBY_PRELUDE = `
  interface Node { id: ID! }
  scalar Date
  type File implements Node { id: ID! }
  directive @dontInfer on OBJECT
  directive @proxy(from: String!) on FIELD_DEFINITION
  directive @link(by: String!) on FIELD_DEFINITION
  directive @linkInLanguage(by: String!) on FIELD_DEFINITION
  directive @inLanguage on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  type Query { ok: Boolean }
`

const withHotelSchema = (schema: z.ZodObject): readonly ContentKind[] =>
  contentKinds.map((kind) => (kind.name === "hotel" ? { ...kind, schema } : kind))

/** A field of the generated schema: its type as GraphQL prints it and its directives. */
function fieldOf(sdl: string, type: string, field: string): { type: string; directives: string[] } {
  const schema = buildSchema(GATSBY_PRELUDE + sdl)
  const owner = schema.getType(type)
  if (!(owner instanceof GraphQLObjectType)) throw new Error(`${type} is not an object type`)
  const found: GraphQLField<unknown, unknown> | undefined = owner.getFields()[field]
  if (!found) throw new Error(`${type}.${field} is not in the schema`)
  return { type: found.type.toString(), directives: found.astNode?.directives?.map((d) => d.name.value) ?? [] }
}

describe("the GraphQL types generated from the zod kinds", () => {
  it("are valid SDL for every kind, with the search store", () => {
    const schema = buildSchema(GATSBY_PRELUDE + typeDefs)
    for (const kind of contentKinds) expect(schema.getType(kind.type)).toBeInstanceOf(GraphQLObjectType)
    expect(schema.getType("SearchStore")).toBeInstanceOf(GraphQLObjectType)
  })

  it("add a field added to a zod schema, with its type and nullability", () => {
    const kinds = withHotelSchema(
      hotelSchema.extend({
        rating: z.number().int(),
        score: z.number().optional(),
        rooms: z.array(text("Room")),
        opened: isoDate("Opened").optional(),
      }),
    )
    const sdl = graphqlTypeDefs(kinds)
    expect(fieldOf(sdl, "Hotel", "rating").type).toBe("Int!")
    expect(fieldOf(sdl, "Hotel", "score").type).toBe("Float")
    expect(fieldOf(sdl, "Hotel", "rooms").type).toBe("[String!]!")
    expect(fieldOf(sdl, "Hotel", "opened")).toEqual({ type: "Date", directives: ["dateformat"] })
    expect(() => fieldOf(graphqlTypeDefs(contentKinds), "Hotel", "rating")).toThrow("Hotel.rating is not in the schema")
  })

  it("make a reference a link by the target's key, in the record's language when the target is localized", () => {
    const sdl = graphqlTypeDefs(
      withHotelSchema(hotelSchema.extend({ host: ref("team member", "Host"), languageCode: ref("language", "Language") })),
    )
    expect(fieldOf(sdl, "Hotel", "host")).toEqual({ type: "TeamMember!", directives: ["linkInLanguage"] })
    expect(sdl).toContain('host: TeamMember! @linkInLanguage(by: "slug")')
    // languages.json is one list for every language: a plain link
    expect(sdl).toContain('languageCode: Language! @link(by: "code")')
    // the picture kind's `id` is `jsonId` on its node (gatsby-transformer-json)
    expect(sdl).toContain('picture: Picture! @linkInLanguage(by: "jsonId")')
  })

  it("hand the record's language down to a nested object that holds a link", () => {
    const withNested = hotelSchema.extend({
      cover: z.strictObject({ caption: text("Caption"), picture: picture() }),
      notes: z.strictObject({ text: text("Text") }),
    })
    const sdl = graphqlTypeDefs(withHotelSchema(withNested))
    expect(fieldOf(sdl, "Hotel", "cover")).toEqual({ type: "HotelCover!", directives: ["inLanguage"] })
    expect(fieldOf(sdl, "Hotel", "notes")).toEqual({ type: "HotelNotes!", directives: [] })
    expect(fieldOf(sdl, "HotelCover", "picture").directives).toEqual(["linkInLanguage"])
  })

  it("give a localized kind its file's language, and no other", () => {
    const sdl = graphqlTypeDefs(contentKinds)
    expect(fieldOf(sdl, "Hotel", "language")).toEqual({ type: "String!", directives: ["proxy"] })
    expect(() => fieldOf(sdl, "Language", "language")).toThrow("is not in the schema")
  })

  it("merge a discriminated union's options into one type where only shared required fields are non-null", () => {
    const block = z
      .discriminatedUnion("type", [
        z.strictObject({ type: z.literal("a"), text: text("Text"), slug: slug() }),
        z.strictObject({ type: z.literal("b"), text: text("Text") }),
      ])
      .meta({ graphqlType: "Block" })
    const sdl = graphqlTypeDefs(withHotelSchema(hotelSchema.extend({ blocks: z.array(block) })))
    expect(fieldOf(sdl, "Hotel", "blocks").type).toBe("[Block!]!")
    expect(fieldOf(sdl, "Block", "type").type).toBe("String!")
    expect(fieldOf(sdl, "Block", "text").type).toBe("String!")
    expect(fieldOf(sdl, "Block", "slug").type).toBe("String")
  })

  it("name an object written the same way in several kinds once, and refuse two shapes under one name", () => {
    const sdl = graphqlTypeDefs(contentKinds)
    expect(fieldOf(sdl, "Hotel", "photo").type).toBe("Photo")
    expect(fieldOf(sdl, "Vehicle", "photo").type).toBe("Photo")
    const clash = hotelSchema.extend({
      intro: titledText("Intro"),
      other: z.strictObject({ x: text("X") }).meta({ graphqlType: "TitledText" }),
    })
    expect(() => graphqlTypeDefs(withHotelSchema(clash))).toThrow("Two different objects are both named GraphQL TitledText")
    expect(photo()).toBeInstanceOf(z.ZodOptional)
  })

  it("leave nullable only the fields the options name", () => {
    const sdl = graphqlTypeDefs(contentKinds, { nullable: { "Picture.width": "resolved photos have no size" } })
    expect(fieldOf(sdl, "Picture", "width").type).toBe("Int")
    expect(fieldOf(sdl, "Picture", "height").type).toBe("Int!")
  })

  it("refuse a zod value it has no GraphQL type for, naming the field", () => {
    const kinds = withHotelSchema(hotelSchema.extend({ tags: z.record(z.string(), z.string()) }))
    expect(() => graphqlTypeDefs(kinds)).toThrow("Hotel.tags: no GraphQL type for a zod record")
  })
})
