import fs from "node:fs"
import path from "node:path"
import { readContentFiles } from "../../src/node/validate-data"
import { validateContent, type ContentFile } from "../../src/node/validate-content"
import { contentKinds } from "../../src/content/kinds"

// The climate records in data/ and what the build says about a broken one: the file, the record and the field
const DATA_DIR = path.resolve(__dirname, "../../data")
const { files } = readContentFiles(DATA_DIR)
const fileExists = (relative: string) => fs.existsSync(path.join(DATA_DIR, relative))
const original = (file: string) => files.find((f) => f.path === file)?.data as Record<string, unknown>
/** The data with some files replaced: the same change made to both languages' files of a climate record. */
const validateWith = (changes: Record<string, (record: Record<string, unknown>) => Record<string, unknown>>) => {
  const changed: ContentFile[] = files.map((file) => {
    const change = changes[file.path.replace(/\.[a-z]{2}\.json$/, ".json")]
    return change ? { path: file.path, data: change(JSON.parse(JSON.stringify(original(file.path))) as Record<string, unknown>) } : file
  })
  return validateContent(changed, fileExists).filter((message) => message.includes("climate"))
}

describe("climate content", () => {
  it("is a localized kind (advice and station per language) and its sources a kind of their own", () => {
    expect(contentKinds.find((kind) => kind.name === "climate")).toMatchObject({ localized: true, key: "destination" })
    expect(contentKinds.find((kind) => kind.name === "climate source")).toMatchObject({ localized: true, key: "slug" })
  })

  it("has a record for every destination, valid as it is", () => {
    const destinations = files.filter((f) => /^destinations\/[^/]+\.en\.json$/.test(f.path)).map((f) => (f.data as { slug: string }).slug)
    const climates = files
      .filter((f) => /^climate\/[^/]+\.en\.json$/.test(f.path))
      .map((f) => (f.data as { destination: string }).destination)
    expect([...climates].sort()).toEqual([...destinations].sort())
    expect(validateWith({})).toEqual([])
  })

  it.each<[problem: string, file: string, change: (r: Record<string, unknown>) => Record<string, unknown>, message: string]>([
    [
      "a destination that does not exist",
      "climate/phuket.json",
      (r) => ({ ...r, destination: "phukett" }),
      'data/climate/phuket.en.json: climate "phukett": field "destination" must name an existing destination, got "phukett"',
    ],
    [
      "a source that does not exist",
      "climate/phuket.json",
      (r) => ({ ...r, source: "nowhere" }),
      'data/climate/phuket.en.json: climate "phuket": field "source" must name an existing climate source, got "nowhere"',
    ],
    [
      "eleven months",
      "climate/bangkok.json",
      (r) => ({ ...r, months: (r.months as unknown[]).slice(0, 11) }),
      'data/climate/bangkok.en.json: climate "bangkok": field "months" must have twelve months',
    ],
    [
      "a season that is not one",
      "climate/bangkok.json",
      (r) => ({ ...r, months: (r.months as Array<Record<string, unknown>>).map((m, i) => (i === 0 ? { ...m, season: "rainy" } : m)) }),
      'data/climate/bangkok.en.json: climate "bangkok": field "months[0].season" must be one of dry, shoulder, wet, got "rainy"',
    ],
    [
      "a borrower with figures of its own",
      "climate/krabi.json",
      (r) => ({ ...r, months: (r.months as Array<Record<string, unknown>>).map((m, i) => (i === 0 ? { ...m, rainMm: 30 } : m)) }),
      'data/climate/krabi.en.json: climate "krabi": field "months" must leave every figure empty (null) when the figures come from another destination',
    ],
    [
      "figures without a source",
      "climate/hua-hin.json",
      ({ source: _source, ...r }) => r,
      'data/climate/hua-hin.en.json: climate "hua-hin": field "source" must name the figures\' source (or set figuresFrom)',
    ],
  ])("names the file, record and field: %s", (_problem, file, change, message) => {
    const messages = validateWith({ [file]: change })
    expect(messages.find((m) => m.startsWith(message))).toBeDefined()
  })

  it("refuses a German figure that differs from the English one", () => {
    const file = "climate/phuket.de.json"
    const changed = files.map((f) =>
      f.path === file
        ? {
            path: file,
            data: {
              ...(f.data as object),
              months: (original(file).months as Array<Record<string, unknown>>).map((m, i) => (i === 8 ? { ...m, rainMm: 400 } : m)),
            },
          }
        : f,
    )
    expect(validateContent(changed, fileExists)).toEqual([
      'data/climate/phuket.de.json: climate "phuket": field "months[8].rainMm" must be the same in every language: 399 in the default language, got 400 (data/climate/phuket.en.json)',
    ])
  })
})
