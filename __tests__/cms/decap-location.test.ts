import { decapConfig, type DecapField } from "../../src/cms/decap-config"
import { contentKinds } from "../../src/content/kinds"
import { THAILAND_BOUNDS } from "../../src/content/thailand"
import { cmsContext } from "../../src/node/cms-admin"

// The CMS edits a destination's location: generated from the schema (src/content/schemas/destination.ts), as every field
describe("the CMS's destination form", () => {
  const config = decapConfig(contentKinds, cmsContext("data"))
  const destinations = config.collections.find((collection) => collection.folder === "data/destinations")
  const location = destinations?.fields?.find((field) => field.name === "location")
  const child = (name: string): DecapField | undefined => location?.fields?.find((field) => field.name === name)

  it("has the location, an object of latitude, longitude and source", () => {
    expect(location).toMatchObject({ widget: "object", required: true, label: "Location" })
    expect(location?.fields?.map((field) => field.name)).toEqual(["latitude", "longitude", "source"])
  })

  it.each([
    ["latitude", THAILAND_BOUNDS.south, THAILAND_BOUNDS.north],
    ["longitude", THAILAND_BOUNDS.west, THAILAND_BOUNDS.east],
  ] as const)("%s: a decimal number within Thailand, typed once for every language", (name, min, max) => {
    expect(child(name)).toMatchObject({ widget: "number", value_type: "float", min, max, required: true, i18n: "duplicate" })
  })

  it("source: a web address, typed once for every language", () => {
    expect(child("source")).toMatchObject({ widget: "string", required: true, i18n: "duplicate" })
    const [pattern] = child("source")?.pattern ?? [""]
    expect(new RegExp(pattern).test("https://en.wikipedia.org/wiki/Hua_Hin")).toBe(true)
    expect(new RegExp(pattern).test("Wikipedia")).toBe(false)
  })
})
