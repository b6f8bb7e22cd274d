/**
 * @jest-environment node
 */
import type { CreateResolversArgs } from "gatsby"
import { contentKinds } from "../../src/content/kinds"
import { createResolvers, PHOTO_TYPES } from "../../src/node/resolvers"

type Resolvers = Record<string, Record<string, { type?: string; resolve: (...args: unknown[]) => unknown }>>

/** The resolver map the site hands to Gatsby. */
function resolverMap(): Resolvers {
  let map: Resolvers = {}
  const args = { createResolvers: (resolvers: Resolvers) => (map = resolvers) } as unknown as CreateResolversArgs
  void createResolvers?.(args, {} as never, () => undefined)
  return map
}

describe("createResolvers", () => {
  it("lets an uploaded photo replace the artwork on every kind with a photo, articles included", () => {
    const map = resolverMap()
    expect(PHOTO_TYPES).toEqual(contentKinds.filter((kind) => "photo" in kind.schema.shape).map((kind) => kind.type))
    expect(PHOTO_TYPES).toContain("Article")
    const originalResolver = () => "artwork"
    for (const type of PHOTO_TYPES) {
      const picture = map[type]?.picture
      expect(picture?.resolve({ photo: { src: "images/photos/x.jpg", alt: "A photo" } }, {}, {}, { originalResolver })).toEqual({
        src: "images/photos/x.jpg",
        alt: "A photo",
        width: null,
        height: null,
      })
      expect(picture?.resolve({}, {}, {}, { originalResolver })).toBe("artwork")
    }
  })

  it("declares the fields no record holds with their types", () => {
    const map = resolverMap()
    expect(map.Article?.readTime?.type).toBe("Int!")
    expect(map.Picture?.file?.type).toBe("File")
    expect(map.Climate?.bestMonths?.type).toBe("[Int!]!")
  })

  it("derives a destination's best time from its climate record's dry months", () => {
    const seasons = ["dry", "dry", "shoulder", "wet", "wet", "wet", "wet", "wet", "wet", "wet", "shoulder", "dry"]
    const months = seasons.map((season, i) => ({ month: i + 1, season }))
    expect(resolverMap().Climate?.bestMonths?.resolve({ months })).toEqual([1, 2, 12])
  })

  it("answers destinationsIn(language) with that language's destinations, sorted by Gatsby as allDestination sorts", async () => {
    const field = resolverMap().Query?.destinationsIn
    expect(field?.type).toBe("[Destination!]!")
    const asked: unknown[] = []
    const nodeModel = {
      findAll: async (options: unknown) => {
        asked.push(options)
        return { entries: new Set([{ slug: "phuket" }, { slug: "krabi" }]) }
      },
    }
    await expect(field?.resolve(undefined, { language: "de" }, { nodeModel })).resolves.toEqual([{ slug: "phuket" }, { slug: "krabi" }])
    expect(asked).toEqual([{ type: "Destination", query: { filter: { language: { eq: "de" } }, sort: { order: "ASC" } } }])
  })
})
