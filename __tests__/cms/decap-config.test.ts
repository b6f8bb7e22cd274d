import { z } from "zod"
import {
  decapConfig,
  stringPattern,
  type CmsContext,
  type CmsKind,
  type DecapCollection,
  type DecapField,
} from "../../src/cms/decap-config"
import { schemaFieldRules } from "../support/zod-fields"
import { contentKinds } from "../../src/content/kinds"
import { cmsContext } from "../../src/node/cms-admin"

// A miniature content model in the shape of src/content/kinds.ts, with every kind of field the generator handles
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .meta({ label: "Slug", hint: "Lower-case words joined by hyphens" })
const photo = z.object({
  src: z.string().min(1).meta({ label: "Photo", widget: "image" }),
  alt: z.string().min(1).meta({ label: "Alt text", hint: "What the photo shows, for screen readers" }),
})
const block = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string().min(1).meta({ widget: "text" }) }),
  z.object({ type: z.literal("list"), style: z.enum(["bullet", "number"]), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal("quote"), text: z.string().min(1), cite: z.string().min(1).optional() }),
  z.object({ type: z.literal("tip"), title: z.string().min(1), text: z.string().min(1) }),
])
const fixtureKinds: CmsKind[] = [
  {
    name: "destination",
    label: "Destinations",
    labelSingular: "Destination",
    storage: { folder: "destinations" },
    key: "slug",
    schema: z.object({ slug, name: z.string().min(1), order: z.number().int().min(0).max(999) }),
  },
  {
    name: "hotel",
    label: "Hotels",
    labelSingular: "Hotel",
    storage: { folder: "hotels", nestedBy: "destination" },
    key: "slug",
    schema: z.object({
      slug,
      name: z.string().min(1).meta({ label: "Name" }),
      destination: z.string().meta({ ref: "destination" }),
      price: z
        .string()
        .regex(/^\$\d[\d,]*$/)
        .meta({ label: "Price from", hint: "US dollars per night, e.g. $800" }),
      features: z.array(z.string().min(1)).min(4).max(8),
      website: z.union([z.url(), z.literal("")]).optional(),
      picture: z.string().min(1).meta({ ref: "picture" }),
      photo: photo.optional(),
      order: z.number().int().min(0),
    }),
  },
  {
    name: "article",
    label: "Articles",
    labelSingular: "Article",
    storage: { folder: "articles" },
    key: "slug",
    schema: z.object({
      slug,
      title: z.string().min(10).max(90),
      body: z.array(z.object({ heading: z.string().min(1).optional(), blocks: z.array(block).min(1) })).min(1),
    }),
  },
  {
    name: "company",
    label: "Company",
    labelSingular: "Contact details",
    storage: { file: "company.json" },
    schema: z.object({ name: z.string().min(1), email: z.email(), social: z.array(z.object({ name: z.string(), url: z.url() })) }),
  },
  {
    name: "picture",
    label: "Artwork",
    labelSingular: "Artwork",
    storage: { file: "artwork.json" },
    schema: z.object({ id: z.string() }),
  },
  {
    name: "translation",
    label: "Interface texts",
    labelSingular: "Interface texts",
    storage: { files: "translations" },
    schema: z.object({ language: z.string().min(2), entries: z.array(z.object({ key: z.string().min(1), text: z.string() })) }),
  },
]
const context: CmsContext = {
  destinations: [
    { slug: "krabi", name: "Krabi" },
    { slug: "phuket", name: "Phuket" },
  ],
  filesIn: { translations: ["en-pages.json", "en-shell.json"] },
  pictureIds: ["hotel-a", "hotel-b"],
  repo: "owner/site",
}

/** Every Decap field of a collection, by dotted path ("photo.alt", "body.blocks.quote.cite"). */
function cmsFieldRules(fields: readonly DecapField[], prefix = "", requiredWhenSet: readonly string[] = []): Map<string, DecapField> {
  const found = new Map<string, DecapField>()
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    // A child of an optional object is required by the save check once the object is filled in (preview.js)
    found.set(path, requiredWhenSet.includes(field.name) ? { ...field, required: true } : field)
    if (field.required_when_set) {
      for (const [child, value] of cmsFieldRules(field.fields ?? [], `${path}.`, field.required_when_set)) found.set(child, value)
      continue
    }
    for (const [child, value] of cmsFieldRules(field.fields ?? [], `${path}.`)) found.set(child, value)
    for (const type of field.types ?? [])
      for (const [child, value] of cmsFieldRules(type.fields ?? [], `${path}.${type.name}.`)) found.set(child, value)
  }
  return found
}

function fieldsOf(collection: DecapCollection): DecapField[] {
  return collection.fields ?? collection.files?.[0]?.fields ?? []
}

/** The collections that edit a kind's files. */
function collectionsOfKind(collections: readonly DecapCollection[], kind: CmsKind): DecapCollection[] {
  const storage = kind.storage
  return collections.filter((c) => {
    if ("folder" in storage) return c.folder === `data/${storage.folder}` || c.folder?.startsWith(`data/${storage.folder}/`)
    if ("file" in storage) return c.files?.some((f) => f.file === `data/${storage.file}`)
    return Boolean(c.files?.length) && c.files?.every((f) => f.file.startsWith(`data/${storage.files}/`))
  })
}

/** The check of the issue: every schema field is in the CMS form, with the same rules, and the form has nothing else. */
function expectSameFields(schema: z.ZodObject, fields: readonly DecapField[]) {
  const expected = schemaFieldRules(schema)
  const actual = cmsFieldRules(fields)
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort())
  for (const [path, rule] of expected) {
    const field = actual.get(path) as DecapField
    const context = `${path} (${field.widget})`
    if (field.widget === "hidden") continue
    expect({ path: context, required: field.required }).toEqual({ path: context, required: rule.required })
    if (rule.list) expect({ path: context, min: field.min, max: field.max }).toEqual({ path: context, min: rule.min, max: rule.max })
    if (rule.number) expect({ path: context, min: field.min, max: field.max }).toEqual({ path: context, min: rule.min, max: rule.max })
    for (const pattern of rule.patterns) expect(field.pattern?.[0]).toContain(pattern)
    if (rule.options) expect(field.options).toEqual(rule.options)
    if (rule.url) expect(field.pattern?.[0]).toMatch(/https\?/)
  }
}

describe("decapConfig", () => {
  const config = decapConfig(fixtureKinds, context)
  const byName = (name: string) => config.collections.find((c) => c.name === name) as DecapCollection

  it("one collection per destination for nested kinds, one per folder, file and files kind; none for the artwork", () => {
    expect(config.collections.map((c) => c.name)).toEqual([
      "destinations",
      "hotels-krabi",
      "hotels-phuket",
      "articles",
      "company",
      "translations",
    ])
    expect(byName("hotels-krabi")).toMatchObject({
      folder: "data/hotels/krabi",
      slug: "{{fields.slug}}",
      format: "site-json",
      extension: "json",
    })
    expect(byName("company").files).toEqual([expect.objectContaining({ file: "data/company.json" })])
    expect(byName("translations").files?.map((f) => f.file)).toEqual(["data/translations/en-pages.json", "data/translations/en-shell.json"])
  })

  it("production backend on GitHub with the editorial workflow, the local backend, media under data/images/photos", () => {
    expect(config).toMatchObject({
      backend: { name: "github", repo: "owner/site", branch: "main" },
      publish_mode: "editorial_workflow",
      local_backend: true,
      media_folder: "data/images/photos",
      public_folder: "images/photos",
    })
  })

  it.each(fixtureKinds.filter((kind) => kind.name !== "picture").map((kind) => [kind.name, kind] as const))(
    "%s: every schema field in the form with the same rules",
    (_name, kind) => {
      const collections = collectionsOfKind(config.collections, kind)
      expect(collections.length).toBeGreaterThan(0)
      for (const collection of collections) expectSameFields(kind.schema, fieldsOf(collection))
    },
  )

  it("per-destination collections fix the destination; the photo is an image with required alt text; pictures are the artwork ids", () => {
    const fields = cmsFieldRules(fieldsOf(byName("hotels-phuket")))
    expect(fields.get("destination")).toMatchObject({ widget: "hidden", default: "phuket" })
    expect(fields.get("photo")).toMatchObject({ widget: "object", required: false })
    expect(fields.get("photo.src")).toMatchObject({ widget: "image", required: true })
    expect(fields.get("photo.alt")).toMatchObject({ widget: "string", required: true, label: "Alt text" })
    // Decap would require them even with no photo: the save check in preview.js requires them once a photo is set
    const photo = fieldsOf(byName("hotels-phuket")).find((field) => field.name === "photo")
    expect(photo).toMatchObject({ required: false, required_when_set: ["src", "alt"] })
    expect(photo?.fields?.map((field) => field.required)).toEqual([false, false])
    expect(fields.get("picture")).toMatchObject({ widget: "select", options: ["hotel-a", "hotel-b"] })
    expect(fields.get("price")).toMatchObject({ label: "Price from", hint: "US dollars per night, e.g. $800" })
    expect(fields.get("features")).toMatchObject({ widget: "list", min: 4, max: 8, required: true })
  })

  it("article bodies are typed block lists keyed by type", () => {
    const body = cmsFieldRules(fieldsOf(byName("articles"))).get("body.blocks") as DecapField
    expect(body).toMatchObject({ widget: "list", typeKey: "type" })
    expect(body.types?.map((t) => t.name)).toEqual(["paragraph", "list", "quote", "tip"])
  })

  it("a field added to the schema but missing from the form fails the check", () => {
    const withExtra = (fixtureKinds[1] as CmsKind).schema.extend({ stars: z.number().int().min(1).max(5) })
    expect(() => expectSameFields(withExtra, fieldsOf(byName("hotels-krabi")))).toThrow()
  })
})

describe("the site's CMS configuration (src/content/kinds.ts, data/)", () => {
  const cms = cmsContext("data")
  const config = decapConfig(contentKinds, cms)
  const edited = contentKinds.filter((kind) => !("file" in kind.storage && kind.storage.file === "artwork.json"))

  it.each(edited.map((kind) => [kind.name, kind] as const))(
    "%s: every schema field is in the form with the same rules, and no other",
    (_name, kind) => {
      const collections = collectionsOfKind(config.collections, kind)
      expect(collections.length).toBeGreaterThan(0)
      for (const collection of collections) {
        for (const file of collection.files ?? [{ fields: collection.fields ?? [] }]) expectSameFields(kind.schema, file.fields)
      }
    },
  )

  it("a collection per destination for hotels and vehicles; the interface texts are one file each; artwork is not edited", () => {
    const names = config.collections.map((c) => c.name)
    for (const { slug } of cms.destinations) expect(names).toEqual(expect.arrayContaining([`hotels-${slug}`, `vehicles-${slug}`]))
    expect(config.collections.find((c) => c.name === "translations")?.files?.map((f) => f.file)).toEqual(
      cms.filesIn.translations?.map((file) => `data/translations/${file}`),
    )
    expect(config.collections.flatMap((c) => c.files ?? []).map((f) => f.file)).not.toContain("data/artwork.json")
  })
})

describe("stringPattern", () => {
  it.each<[string, Parameters<typeof stringPattern>[0], string[], string[]]>([
    ["regex only", { pattern: "^\\$\\d+$" }, ["$800"], ["cheap", ""]],
    ["length only", { minLength: 3, maxLength: 5 }, ["abc", "abcde"], ["ab", "abcdef"]],
    ["regex and length", { pattern: "^[a-z]+$", minLength: 2, maxLength: 4 }, ["ab", "abcd"], ["a", "abcde", "AB"]],
    ["unanchored regex and length", { pattern: "x", maxLength: 3 }, ["x", "axb"], ["abc", "axbc"]],
    ["url", { format: "uri" }, ["https://example.com/a"], ["example.com", "cheap"]],
  ])("%s", (_label, node, good, bad) => {
    const pattern = new RegExp(stringPattern(node) as string)
    for (const value of good) expect({ value, ok: pattern.test(value) }).toEqual({ value, ok: true })
    for (const value of bad) expect({ value, ok: pattern.test(value) }).toEqual({ value, ok: false })
  })
})
