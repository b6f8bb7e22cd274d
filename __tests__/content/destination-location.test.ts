import fs from "node:fs"
import path from "node:path"
import { destinationSchema } from "../../src/content/schemas/destination"

const DATA = path.resolve(__dirname, "../../data/destinations")
const languages = (JSON.parse(fs.readFileSync(path.resolve(DATA, "../languages.json"), "utf8")) as Array<{ code: string }>).map(
  (language) => language.code,
)
const destinations = (language: string): Array<Record<string, unknown>> =>
  fs
    .readdirSync(DATA)
    .filter((file) => file.endsWith(`.${language}.json`))
    .map((file) => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as Record<string, unknown>)
const bali = { latitude: -8.65, longitude: 115.22, source: "https://en.wikipedia.org/wiki/Bali" }

describe("a destination's location", () => {
  const [record] = destinations(languages[0] ?? "en")

  it("is required, and every destination has one inside Thailand", () => {
    for (const language of languages)
      for (const destination of destinations(language))
        expect(destinationSchema.shape.location.safeParse(destination.location).success).toBe(true)
    expect(destinationSchema.shape.location.safeParse(undefined).success).toBe(false)
  })

  it.each([
    ["a place outside Thailand", bali, /must be at least/],
    ["a latitude and longitude swapped", { ...bali, latitude: 100.5, longitude: 13.75 }, /must be at most/],
    ["no source", { latitude: 13.75, longitude: 100.49, source: "" }, /https URL/],
  ])("rejects %s", (_what, location, message) => {
    const result = destinationSchema.safeParse({ ...record, location })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message).join("; ")).toMatch(message)
  })
})
