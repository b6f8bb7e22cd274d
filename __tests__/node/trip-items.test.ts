import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { Kind, parse } from "graphql"
import { tripItemsQuery, writeTripItems } from "../../src/node/trip-items"
import { tripItemUrl } from "../../src/lib/trip-item-file"
import { expand, fragmentsByName, nodesSelection } from "../support/graphql-selection"

type Data = Queries.TripItemsQuery

const picture = (src: string) => ({ src, alt: src, width: 3, height: 2, file: null })
const node = (language: string, slug: string, destination: string, price: string) => ({
  language,
  slug,
  name: `${slug} (${language})`,
  destination: { slug: destination },
  price,
  picture: picture(slug),
})
const data = (hotels: Data["allHotel"]["nodes"], destinations: Data["allDestination"]["nodes"] = []): Data => ({
  allHotel: { nodes: hotels },
  allExperience: { nodes: [node("en", "longtail", "bangkok", "$180")] },
  allDestination: { nodes: destinations },
})

describe("the trip item files (src/node/trip-items.ts)", () => {
  const fragments = fragmentsByName("src/components/sections/trip-item-card.tsx", "src/components/ui/picture-fragments.ts")

  it.each([
    ["allHotel", "TripHotel"],
    ["allExperience", "TripExperience"],
    ["allDestination", "TripDestination"],
  ])("%s selects exactly what the %s fragment selects (plus the language)", (field, fragmentName) => {
    const fragment = fragments.get(fragmentName)
    if (!fragment) throw new Error(`${fragmentName} fragment not found`)
    const selected = expand(nodesSelection(tripItemsQuery, field), fragments).filter((f) => f !== "language")
    expect(selected).toEqual(expand(fragment.selectionSet, fragments))
  })

  it("/my-trip's page query holds only the destinations: hotels and experiences come from their files", () => {
    const source = fs.readFileSync(path.join(__dirname, "../../src/pages/my-trip.tsx"), "utf8")
    const [, body] = /export const query = graphql`([\s\S]*?)`/.exec(source) ?? []
    const operation = parse(body ?? "").definitions[0]
    if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("no page query")
    expect(operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : s.kind))).toEqual(["destinationsIn"])
  })

  it("writes one file per item and language where tripItemUrl says, keeps unchanged files and removes those of items gone", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "trip-items-"))
    const read = (...at: Parameters<typeof tripItemUrl>) =>
      JSON.parse(fs.readFileSync(path.join(publicDir, tripItemUrl(...at)), "utf8")) as unknown
    const count = writeTripItems(
      data(
        [
          node("en", "amanpuri", "phuket", "On request"),
          node("de", "amanpuri", "phuket", "Auf Anfrage"),
          node("en", "rayavadee", "krabi", "$650"),
        ],
        [{ language: "de", slug: "phuket", name: "Phuket", picture: picture("phuket") }],
      ),
      publicDir,
    )
    expect(count).toBe(5)
    expect(tripItemUrl("de", "hotel", "amanpuri")).toBe("/trip-items/de/hotel/amanpuri.json")
    expect(read("de", "hotel", "amanpuri")).toEqual({
      slug: "amanpuri",
      name: "amanpuri (de)",
      destination: { slug: "phuket" },
      price: "Auf Anfrage",
      picture: picture("amanpuri"),
    })
    expect(read("en", "experience", "longtail")).toMatchObject({ name: "longtail (en)", price: "$180" })
    // A destination names itself and has no price, as the stored trip has it
    expect(read("de", "destination", "phuket")).toEqual({
      slug: "phuket",
      name: "Phuket",
      picture: picture("phuket"),
      destination: { slug: "phuket" },
      price: "",
    })

    const kept = path.join(publicDir, tripItemUrl("en", "hotel", "amanpuri"))
    fs.utimesSync(kept, new Date(2000, 0, 1), new Date(2000, 0, 1))
    const before = fs.statSync(kept).mtimeMs
    writeTripItems(data([node("en", "amanpuri", "phuket", "On request"), node("de", "amanpuri", "phuket", "Ab $900")]), publicDir)
    // Unchanged: the same file (and ETag) for browsers revalidating it
    expect(fs.statSync(kept).mtimeMs).toBe(before)
    expect(read("de", "hotel", "amanpuri")).toMatchObject({ price: "Ab $900" })
    expect(fs.existsSync(path.join(publicDir, tripItemUrl("en", "hotel", "rayavadee")))).toBe(false)
    expect(fs.existsSync(path.join(publicDir, tripItemUrl("de", "destination", "phuket")))).toBe(false)
  })
})
