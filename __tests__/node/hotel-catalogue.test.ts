import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Kind, parse, print, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql"
import { catalogueKey, hotelCatalogueQuery, writeHotelCatalogues } from "../../src/node/hotel-catalogue"

/** The fragments of the graphql`` templates in a source file. */
function fragmentsIn(file: string): FragmentDefinitionNode[] {
  const source = fs.readFileSync(path.join(__dirname, "../..", file), "utf8")
  return [...source.matchAll(/graphql`([\s\S]*?)`/g)].flatMap(([, body]) =>
    (parse(body ?? "") as DocumentNode).definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION),
  )
}

/** A selection with every fragment spread replaced by its fields, printed field by field (sorted) for comparison. */
function expand(selection: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): string[] {
  return selection.selections
    .flatMap((node): string[] => {
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(node.name.value)
        if (!fragment) throw new Error(`unknown fragment ${node.name.value}`)
        return expand(fragment.selectionSet, fragments)
      }
      if (node.kind !== Kind.FIELD) throw new Error("inline fragments are not expected here")
      const head = print({ ...node, selectionSet: undefined })
      return node.selectionSet ? expand(node.selectionSet, fragments).map((inner) => `${head} > ${inner}`) : [head]
    })
    .sort()
}

describe("the hotel catalogue (src/node/hotel-catalogue.ts)", () => {
  const fragments = new Map(
    [...fragmentsIn("src/components/sections/hotel-card.tsx"), ...fragmentsIn("src/components/ui/picture-fragments.ts")].map((f) => [
      f.name.value,
      f,
    ]),
  )

  it("selects exactly what a hotel card's fragment selects (plus the language it is grouped by)", () => {
    const query = parse(hotelCatalogueQuery)
    const operation = query.definitions[0]
    if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("not a query")
    const allHotel = operation.selectionSet.selections[0]
    const nodes = allHotel?.kind === Kind.FIELD ? allHotel.selectionSet?.selections[0] : undefined
    if (nodes?.kind !== Kind.FIELD || !nodes.selectionSet) throw new Error("allHotel { nodes { … } } expected")
    const hotelCard = fragments.get("HotelCard")
    if (!hotelCard) throw new Error("HotelCard fragment not found")
    expect(expand(nodes.selectionSet, fragments).filter((field) => field !== "language")).toEqual(expand(hotelCard.selectionSet, fragments))
  })

  it("writes one file per destination and language, in the given order, named by its content", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-"))
    const hotel = (slug: string, destination: string, language: string) =>
      ({ slug, language, destination: { slug: destination }, name: slug }) as unknown as Parameters<typeof writeHotelCatalogues>[0][number]
    const urls = writeHotelCatalogues(
      [hotel("a", "krabi", "en"), hotel("b", "phuket", "en"), hotel("c", "krabi", "en"), hotel("a", "krabi", "de")],
      publicDir,
    )
    expect([...urls.keys()].sort()).toEqual([catalogueKey("krabi", "de"), catalogueKey("krabi", "en"), catalogueKey("phuket", "en")])
    const read = (key: string) => JSON.parse(fs.readFileSync(path.join(publicDir, urls.get(key) ?? ""), "utf8")) as Array<{ slug: string }>
    expect(read(catalogueKey("krabi", "en")).map((h) => h.slug)).toEqual(["a", "c"])
    expect(read(catalogueKey("krabi", "de"))[0]).not.toHaveProperty("language")
    expect(urls.get(catalogueKey("krabi", "en"))).toMatch(/^\/static\/hotels\/krabi\.en\.[0-9a-f]{16}\.json$/)
    // Other content, another name: a cached old file is never served for new hotels
    const again = writeHotelCatalogues([hotel("a", "krabi", "en")], publicDir)
    expect(again.get(catalogueKey("krabi", "en"))).not.toBe(urls.get(catalogueKey("krabi", "en")))
  })
})
