import fs from "node:fs"
import path from "node:path"
import { decapConfig, type DecapField } from "../../src/cms/decap-config"
import { contentKinds } from "../../src/content/kinds"
import { cmsContext } from "../../src/node/cms-admin"
import { loadPreview } from "../support/decap-preview"

// Staff edit a destination's climate in the CMS: the collection generated from the climate kind
const config = decapConfig(contentKinds, cmsContext(path.resolve(__dirname, "../../data")))
const collection = (name: string) => config.collections.find((c) => c.name === name)
const field = (fields: readonly DecapField[] | undefined, name: string) => fields?.find((f) => f.name === name)

describe("the CMS's climate collections", () => {
  it("edits one climate file per destination, in every language", () => {
    expect(collection("climate")).toMatchObject({ folder: "data/climate", i18n: true, create: true, slug: "{{fields.destination}}" })
  })

  it("has the destination as a relation, the advice written per language, the notes typed once", () => {
    const fields = collection("climate")?.fields
    expect(field(fields, "destination")).toMatchObject({ widget: "relation", collection: "destinations", required: true })
    expect(field(fields, "advice")).toMatchObject({ widget: "text", required: true, i18n: true })
    expect(field(fields, "station")).toMatchObject({ required: false, i18n: true })
    expect(field(fields, "notes")).toMatchObject({ required: true, i18n: "duplicate" })
    expect(field(fields, "figuresFrom")).toMatchObject({ widget: "relation", required: false })
    expect(field(fields, "source")).toMatchObject({ widget: "relation", collection: "climate-sources", required: false })
  })

  it("edits the twelve months: a season each, and figures that may be left empty", () => {
    const months = field(collection("climate")?.fields, "months")
    expect(months).toMatchObject({ widget: "list", min: 12, max: 12 })
    expect(field(months?.fields, "season")).toMatchObject({ widget: "select", options: ["dry", "shoulder", "wet"], required: true })
    for (const name of ["highC", "lowC", "rainMm", "rainDays", "seaC"]) {
      expect(field(months?.fields, name)).toMatchObject({ widget: "number", value_type: "float", required: false })
    }
  })

  it("edits the sources the climate records cite, with their licence and notes; credit and title in every language", () => {
    const sources = collection("climate-sources")
    expect(sources).toMatchObject({ folder: "data/climate-sources", create: true, i18n: true })
    expect(sources?.fields?.map((f) => f.name)).toEqual(["slug", "credit", "title", "url", "period", "licence", "quality", "note"])
    expect(field(sources?.fields, "credit")).toMatchObject({ required: true, i18n: true })
    expect(field(sources?.fields, "title")).toMatchObject({ required: true, i18n: true })
    expect(field(sources?.fields, "licence")).toMatchObject({ i18n: "duplicate" })
  })
})

type Month = Record<string, unknown>
const record = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../data/climate", file), "utf8"))

// Decap's number widget holds "" once a figure is cleared, and leaves the key out of a month added untouched
describe("saving a climate record from the CMS", () => {
  const preview = loadPreview(config)
  const english = record("phuket.en.json")
  const german = record("phuket.de.json")
  const withFirstMonth = (data: { months: Month[] }, first: Month) => ({ ...data, months: [first, ...data.months.slice(1)] })

  it("writes null for a figure cleared or never filled in, in the record saved and in every language's file", async () => {
    const [january] = english.months as Month[]
    const { rainDays: _untouched, ...withoutRainDays } = january as Month
    const cleared = { ...withoutRainDays, rainMm: "" }
    const saved = await preview.save("climate", withFirstMonth(english, cleared), { de: withFirstMonth(german, cleared) })
    expect(saved?.months[0]).toEqual({ ...january, rainMm: null, rainDays: null })
    // The other languages' copies reach the file format as the form holds them
    const germanFile = JSON.parse(preview.format.toFile(withFirstMonth(german, cleared), Object.keys(german)))
    expect(germanFile.months[0]).toMatchObject({ rainMm: null })
    expect(germanFile.months[1]).toEqual(german.months[1])
  })

  it("leaves an empty text as it is: an empty string only becomes null in a figure", async () => {
    await preview.save("climate", english, { de: german })
    expect(JSON.parse(preview.format.toFile({ slug: "cliff-house", website: "", rainMm: "" }, ["slug", "website", "rainMm"]))).toEqual({
      slug: "cliff-house",
      website: "",
      rainMm: null,
    })
  })
})
