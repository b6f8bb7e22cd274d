import { Kind, parse, print } from "graphql"
import { fragmentDefinitions, fragmentsInText } from "../../src/node/site-fragments"
import { fragmentsByName } from "../support/graphql-selection"

describe("the site's fragments for gatsby-node's queries (src/node/site-fragments.ts)", () => {
  const componentFragments = fragmentsByName(
    "src/components/sections/hotel-card.tsx",
    "src/components/sections/trip-item-card.tsx",
    "src/components/ui/picture-fragments.ts",
    "src/hooks/use-translation.tsx",
  )
  const definitionsIn = (text: string) =>
    parse(text).definitions.map((definition) => {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) throw new Error("only fragments expected")
      return definition
    })

  it.each([
    [["HotelCard"], ["HotelCard", "CardPicture"]],
    [
      ["TripHotel", "TripDestination"],
      ["TripHotel", "TripDestination", "CardPicture"],
    ],
    [["CardPicture"], ["CardPicture"]],
    [["InterfaceTexts"], ["InterfaceTexts"]],
  ])("%j come with every fragment they spread, each once: %j", (names, expected) => {
    expect(definitionsIn(fragmentDefinitions(names)).map((definition) => definition.name.value)).toEqual(expected)
  })

  it("gives each fragment as its component writes it", () => {
    for (const definition of definitionsIn(
      fragmentDefinitions(["HotelCard", "TripHotel", "TripExperience", "TripDestination", "InterfaceTexts"]),
    )) {
      const own = componentFragments.get(definition.name.value)
      if (!own) throw new Error(`${definition.name.value} is not a component's fragment`)
      expect(print(definition)).toBe(print(own))
    }
  })

  it("names a fragment nobody defines", () => {
    expect(() => fragmentDefinitions(["NoSuchCard"])).toThrow(/NoSuchCard/)
  })

  it("finds every fragment of a text to its own closing brace, nested selections and arguments included", () => {
    const text = `
      query Q { a { ...A } }
      fragment A on T { b(x: { y: 1 }) { c { d } } ...B }
      fragment B on U { e ... on V { f } }
    `
    const found = fragmentsInText(text)
    expect([...found.keys()]).toEqual(["A", "B"])
    expect(found.get("A")).toBe("fragment A on T { b(x: { y: 1 }) { c { d } } ...B }")
    expect(found.get("B")).toBe("fragment B on U { e ... on V { f } }")
  })
})
