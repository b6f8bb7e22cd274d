import fs from "node:fs"
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
import { loadPreview } from "../support/decap-preview"
import { contentKinds } from "../../src/content/kinds"
import { cmsContext } from "../../src/node/cms-admin"

// A miniature content model in the shape of src/content/kinds.ts, with every kind of field the generator handles;
// `translate` marks the texts written per language, as src/content/fields.ts's text builders do
const t = { translate: true }
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .meta({ label: "Slug", hint: "Lower-case words joined by hyphens" })
const photo = z.object({
  src: z.string().min(1).meta({ label: "Photo", widget: "image" }),
  alt: z
    .string()
    .min(1)
    .meta({ label: "Alt text", hint: "What the photo shows, for screen readers", ...t }),
})
const block = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("paragraph"),
    text: z
      .string()
      .min(1)
      .meta({ widget: "text", ...t }),
  }),
  z.object({
    type: z.literal("list"),
    style: z.enum(["bullet", "number"]),
    items: z.array(z.string().min(1).meta(t)).min(1).meta(t),
  }),
  z.object({ type: z.literal("quote"), text: z.string().min(1).meta(t), cite: z.string().min(1).meta(t).optional() }),
  z.object({ type: z.literal("tip"), title: z.string().min(1).meta(t), text: z.string().min(1).meta(t) }),
])
const fixtureKinds: CmsKind[] = [
  {
    name: "destination",
    label: "Destinations",
    labelSingular: "Destination",
    storage: { folder: "destinations" },
    key: "slug",
    schema: z.object({ slug, name: z.string().min(1).meta(t), order: z.number().int().min(0).max(999) }),
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
      description: z
        .string()
        .min(1)
        .meta({ widget: "text", ...t }),
      price: z
        .string()
        .regex(/^\$\d[\d,]*$/)
        .meta({ label: "Price from", hint: "US dollars per night, e.g. $800" }),
      features: z.array(z.string().min(1).meta(t)).min(4).max(8).meta(t),
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
      title: z.string().min(10).max(90).meta(t),
      body: z.array(z.object({ heading: z.string().min(1).meta(t).optional(), blocks: z.array(block).min(1) })).min(1),
    }),
  },
  {
    name: "company",
    label: "Company",
    labelSingular: "Contact details",
    storage: { file: "company.json" },
    schema: z.object({
      name: z.string().min(1),
      tagline: z.string().min(1).meta(t),
      email: z.email(),
      address: z.object({ street: z.string().min(1), display: z.string().min(1).meta(t) }),
      social: z.array(z.object({ name: z.string(), url: z.url() })),
    }),
  },
  {
    name: "picture",
    label: "Artwork",
    labelSingular: "Artwork",
    storage: { file: "artwork.json", list: true },
    schema: z.object({ id: z.string(), alt: z.string().min(1).meta(t) }),
  },
  {
    name: "language",
    label: "Languages",
    labelSingular: "Language",
    storage: { file: "languages.json", list: true },
    schema: z.object({ code: z.string().min(2), name: z.string().min(1) }),
  },
  {
    name: "translation",
    label: "Interface texts",
    labelSingular: "Interface texts",
    storage: { files: "translations" },
    schema: z.object({ entries: z.array(z.object({ key: z.string().min(1), text: z.string().meta(t) })) }),
  },
  {
    name: "partner logo",
    label: "Partner logos",
    labelSingular: "Partner logo",
    storage: { folder: "logos" },
    key: "slug",
    schema: z.object({ slug, name: z.string().min(1), url: z.url() }),
  },
]
const context: CmsContext = {
  destinations: [
    { slug: "krabi", name: "Krabi" },
    { slug: "phuket", name: "Phuket" },
  ],
  languages: ["en", "de"],
  pictureIds: ["hotel-a", "hotel-b"],
  repo: "owner/site",
}

function fieldsOf(collection: DecapCollection): DecapField[] {
  return collection.fields ?? collection.files?.[0]?.fields ?? []
}

/** The collections that edit a kind's files. */
function collectionsOfKind(collections: readonly DecapCollection[], kind: CmsKind): DecapCollection[] {
  const storage = kind.storage
  return collections.filter((c) => {
    if ("folder" in storage) return c.folder === `data/${storage.folder}` || c.folder?.startsWith(`data/${storage.folder}/`)
    if ("file" in storage) return c.folder === "data" && c.path === storage.file.replace(/\.json$/, "")
    return c.folder === `data/${storage.files}`
  })
}

/** Every Decap field with its path, through objects, list items and each block type ("photo.alt", "body.blocks.quote.cite"). */
function allFields(fields: readonly DecapField[], prefix = "", requiredWhenSet: readonly string[] = []): Array<[string, DecapField]> {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    return [
      // A child of an optional object is required by the save check once the object is filled in (preview.js)
      [path, requiredWhenSet.includes(field.name) ? { ...field, required: true } : field] as [string, DecapField],
      ...allFields(field.fields ?? [], `${path}.`, field.required_when_set),
      ...(field.types ?? []).flatMap((type) => allFields(type.fields ?? [], `${path}.${type.name}.`)),
    ]
  })
}
/** Every Decap field of a collection, by dotted path. */
const cmsFieldRules = (fields: readonly DecapField[]): Map<string, DecapField> => new Map(allFields(fields))

/**
 * The i18n of every field, from the schema read by zod (not by the generator's JSON Schema): Decap allows only `true`
 * on an object or a list; any other value is `true` when its schema is a text written per language, else "duplicate".
 */
function expectI18nFromSchema(schema: z.ZodObject, fields: readonly DecapField[]) {
  const rules = schemaFieldRules(schema)
  const found = allFields(fields)
  expect(found.map(([path]) => path).sort()).toEqual([...rules.keys()].sort())
  for (const [path, field] of found) {
    const rule = rules.get(path)
    const expected = rule?.shape === "value" ? (rule.translate ? true : "duplicate") : true
    expect({ path, i18n: field.i18n }).toEqual({ path, i18n: expected })
  }
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
    if (rule.list || rule.number)
      expect({ path: context, min: field.min, max: field.max }).toEqual({ path: context, min: rule.min, max: rule.max })
    for (const pattern of rule.patterns) expect(field.pattern?.[0]).toContain(pattern)
    if (rule.options) expect(field.options).toEqual(rule.options)
    if (rule.url) expect(field.pattern?.[0]).toMatch(/https\?/)
  }
}

describe("decapConfig", () => {
  const config = decapConfig(fixtureKinds, context)
  const byName = (name: string) => config.collections.find((c) => c.name === name) as DecapCollection

  it("one collection per destination for nested kinds, one per folder, file and files kind; none for a file holding a list", () => {
    expect(config.collections.map((c) => c.name)).toEqual([
      "destinations",
      "hotels-krabi",
      "hotels-phuket",
      "articles",
      "company",
      "translations",
      "logos",
    ])
    expect(byName("hotels-krabi")).toMatchObject({
      folder: "data/hotels/krabi",
      slug: "{{fields.slug}}",
      format: "site-json",
      extension: "json",
    })
    // A folder collection over data/ whose path names the file, without the language: Decap's multiple_files structure
    // lists, reads and writes data/company.en.json and data/company.de.json only (its file collections take i18n only
    // as single_file)
    expect(byName("company")).toMatchObject({ folder: "data", path: "company", create: false, delete: false })
    expect(byName("company").files).toBeUndefined()
    // The interface texts: every file of the folder, listed by name, edited but neither added nor removed
    expect(byName("translations")).toMatchObject({
      folder: "data/translations",
      extension: "json",
      format: "site-json",
      create: false,
      delete: false,
      summary: "{{filename}}",
    })
  })

  it("languages: Decap's multiple_files i18n over data/languages.json's codes, the first the default", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "de"], default_locale: "en" })
    expect(decapConfig(fixtureKinds, { ...context, languages: ["de", "en", "fr"] }).i18n).toEqual({
      structure: "multiple_files",
      locales: ["de", "en", "fr"],
      default_locale: "de",
    })
    expect(() => decapConfig(fixtureKinds, { ...context, languages: [] })).toThrow(/no languages/)
  })

  it("a kind with a text written per language is edited in every language: i18n on its collections and files", () => {
    for (const name of ["destinations", "hotels-krabi", "hotels-phuket", "articles", "company", "translations"])
      expect({ name, i18n: byName(name).i18n }).toEqual({ name, i18n: true })
    // No text to translate: one file per record, no language in its name, no i18n in the form
    expect(byName("logos").i18n).toBeUndefined()
    expect(allFields(fieldsOf(byName("logos"))).filter(([, field]) => field.i18n !== undefined)).toEqual([])
  })

  it.each(
    fixtureKinds.filter((kind) => !("list" in kind.storage) && kind.name !== "partner logo").map((kind) => [kind.name, kind] as const),
  )("%s: each field is written per language (i18n: true) or typed once and copied (duplicate), as its schema says", (_name, kind) => {
    for (const collection of collectionsOfKind(config.collections, kind)) expectI18nFromSchema(kind.schema, fieldsOf(collection))
  })

  it("texts are per language, slugs, prices, pictures and photos' files are copied; objects and lists are per language", () => {
    const hotel = new Map(allFields(fieldsOf(byName("hotels-krabi"))))
    expect(Object.fromEntries([...hotel].map(([path, field]) => [path, field.i18n]))).toEqual({
      slug: "duplicate",
      name: "duplicate",
      destination: "duplicate",
      description: true,
      price: "duplicate",
      features: true,
      website: "duplicate",
      picture: "duplicate",
      photo: true,
      "photo.src": "duplicate",
      "photo.alt": true,
      order: "duplicate",
    })
    // In a list's items Decap ignores i18n (the list is written per language); preview.js reads it to keep a block's type
    const blocks = new Map(allFields(fieldsOf(byName("articles"))))
    expect(blocks.get("body")?.i18n).toBe(true)
    expect(blocks.get("body.blocks.list.style")?.i18n).toBe("duplicate")
    expect(blocks.get("body.blocks.quote.cite")?.i18n).toBe(true)
    // Decap's config schema takes only a boolean on an object or a list
    for (const collection of config.collections)
      for (const [path, field] of allFields(fieldsOf(collection)))
        if (field.widget === "object" || field.widget === "list")
          expect({ path, i18n: field.i18n }).not.toEqual({ path, i18n: "duplicate" })
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

  it.each(fixtureKinds.filter((kind) => !("list" in kind.storage)).map((kind) => [kind.name, kind] as const))(
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
  // A file holding a list (languages.json, the generated artwork) has no form
  const edited = contentKinds.filter((kind) => !("list" in kind.storage && kind.storage.list))

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

  it("a collection per destination for hotels and vehicles; the interface texts are a folder; artwork and languages are not edited", () => {
    const names = config.collections.map((c) => c.name)
    for (const { slug } of cms.destinations) expect(names).toEqual(expect.arrayContaining([`hotels-${slug}`, `vehicles-${slug}`]))
    expect(config.collections.find((c) => c.name === "translations")).toMatchObject({ folder: "data/translations", create: false })
    const files = config.collections.filter((c) => c.path).map((c) => `${c.folder}/${c.path}.json`)
    expect(files).not.toContain("data/artwork.json")
    expect(files).not.toContain("data/languages.json")
    expect(files.length).toBeGreaterThan(3)
    // The one-file kinds, without the language Decap inserts: data/about.json is read as about.en.json, about.de.json
    for (const file of files) {
      expect(file).toMatch(/^data\/[a-z]+(?:-[a-z]+)*\.json$/)
      expect(fs.existsSync(file.replace(/\.json$/, `.${cms.languages[0]}.json`))).toBe(true)
    }
  })

  it("languages from data/languages.json, the default first; every localized kind in all of them, field by field as its schema says", () => {
    const languages = JSON.parse(fs.readFileSync("data/languages.json", "utf8")) as Array<{ code: string }>
    expect(cms.languages).toEqual(languages.map((language) => language.code))
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: cms.languages, default_locale: cms.languages[0] })
    for (const kind of edited) {
      for (const collection of collectionsOfKind(config.collections, kind)) {
        expect({ collection: collection.name, i18n: collection.i18n }).toEqual({
          collection: collection.name,
          i18n: kind.localized || undefined,
        })
        for (const file of collection.files ?? [])
          expect({ file: file.file, i18n: file.i18n }).toEqual({ file: file.file, i18n: kind.localized || undefined })
        for (const fields of collection.files?.map((file) => file.fields) ?? [fieldsOf(collection)])
          if (kind.localized) expectI18nFromSchema(kind.schema, fields)
      }
    }
  })

  it("every record of a localized kind is in every language, so each entry Decap lists opens in all of them", () => {
    const [defaultLanguage, ...others] = cms.languages
    for (const collection of config.collections.filter((c) => c.i18n && c.folder)) {
      const names = fs.readdirSync(collection.folder as string).filter((name) => name.endsWith(`.${defaultLanguage}.json`))
      expect(names.length).toBeGreaterThan(0)
      for (const name of names)
        for (const language of others) {
          const translation = `${collection.folder}/${name.replace(/\.[a-z]{2}\.json$/, `.${language}.json`)}`
          expect({ translation, exists: fs.existsSync(translation) }).toEqual({ translation, exists: true })
        }
    }
  })
})

describe("the save check over data/ as it is", () => {
  const cms = cmsContext("data")
  const config = decapConfig(contentKinds, cms)
  const preview = loadPreview(config)
  const [defaultLanguage, ...others] = cms.languages
  const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as object
  /** Every record a localized collection lists: its default language's file and the others'. */
  const records = config.collections
    .filter((collection) => collection.i18n)
    .flatMap((collection) => {
      // A collection with a path edits that one file (data/about.<language>.json); the others every file of their folder
      const bases = collection.path
        ? [`${collection.folder}/${collection.path}`]
        : fs
            .readdirSync(collection.folder ?? "")
            .filter((name) => name.endsWith(`.${defaultLanguage}.json`))
            .map((name) => `${collection.folder}/${name.replace(/\.[a-z]{2}\.json$/, "")}`)
      return bases.map((base) => [base, collection.name] as const)
    })

  it.each(records)("%s: saved unchanged in every language, nothing refused", async (base, collection) => {
    const translations = Object.fromEntries(others.map((language) => [language, read(`${base}.${language}.json`)]))
    await expect(preview.save(collection, read(`${base}.${defaultLanguage}.json`), translations)).resolves.toEqual(
      read(`${base}.${defaultLanguage}.json`),
    )
  })
})

// ----- preview.js: the save check and the file format, with Decap's i18n entries ---------------------------------

describe("preview.js before saving (every language) and the site-json format", () => {
  const preview = loadPreview(decapConfig(fixtureKinds, context))
  const hotel = {
    slug: "cliff-house",
    name: "Cliff House",
    destination: "krabi",
    description: "Twelve suites above Railay.",
    price: "$690",
    features: ["Spa", "Pool", "Terrace", "Longtail"],
    website: "",
    picture: "hotel-a",
    order: 10,
  }
  // What Decap holds for German once the English values were typed: the copied ("duplicate") ones only
  const { description: _description, features: _features, ...copied } = hotel
  const german = { ...copied, description: "Zwölf Suiten über Railay.", features: ["Spa", "Pool", "Terrasse", "Longtail"] }

  it("refuses a new record whose German texts are empty, naming them; the values copied from English are not asked for", async () => {
    const refusal = preview.save("hotels-krabi", hotel, { de: copied })
    await expect(refusal).rejects.toThrow("Deutsch (DE): Description is required; Features is required")
    await expect(preview.save("hotels-krabi", hotel, {})).rejects.toThrow(/Deutsch \(DE\): Description is required/)
    await expect(preview.save("hotels-krabi", hotel, { de: german })).resolves.toEqual(hotel)
  })

  it("holds German to the form's rules: list bounds, a photo's alt text, an item left empty", async () => {
    const save = (english: object, de: object) => preview.save("hotels-krabi", english, { de })
    await expect(save(hotel, { ...german, features: ["Spa"] })).rejects.toThrow("Deutsch (DE): Features needs at least 4 item(s)")
    await expect(save(hotel, { ...german, features: ["Spa", "", "Pool", "Bar"] })).rejects.toThrow("Deutsch (DE): Features › 2 is required")
    const photo = { src: "images/photos/cliff.jpg", alt: "The pool at dusk" }
    await expect(save({ ...hotel, photo }, { ...german, photo: { src: photo.src } })).rejects.toThrow(
      "Deutsch (DE): Photo › Alt text is required",
    )
    await expect(save({ ...hotel, photo }, { ...german, photo: { src: photo.src, alt: "Der Pool" } })).resolves.toEqual({ ...hotel, photo })
    // English's own check still comes first: a photo without its alt text
    await expect(save({ ...hotel, photo: { src: photo.src } }, german)).rejects.toThrow("Photo: Alt text is required")
  })

  it("a list written per language keeps the English items, block types and non-text values, as the build requires", async () => {
    const article = {
      slug: "wellness",
      title: "Wellness in Thailand today",
      body: [
        { heading: "Spas", blocks: [{ type: "paragraph", text: "Thai massage." }] },
        { blocks: [{ type: "list", style: "number", items: ["One", "Two"] }] },
      ],
    }
    const deutsch = {
      slug: "wellness",
      title: "Wellness in Thailand heute",
      body: [
        { heading: "Spas", blocks: [{ type: "paragraph", text: "Thai-Massage." }] },
        { blocks: [{ type: "list", style: "number", items: ["Eins", "Zwei"] }] },
      ],
    }
    const save = (de: object) => preview.save("articles", article, { de })
    await expect(save(deutsch)).resolves.toEqual(article)
    const fewer = { ...deutsch, body: deutsch.body.slice(0, 1) }
    await expect(save(fewer)).rejects.toThrow("Deutsch (DE): Body has 1 item(s), 2 in English (EN)")
    const otherType = {
      ...deutsch,
      body: [{ heading: "Spas", blocks: [{ type: "tip", title: "Tipp", text: "Massage." }] }, deutsch.body[1]],
    }
    await expect(save(otherType)).rejects.toThrow('Deutsch (DE): Body › 1 › Blocks › 1 must be a "paragraph" block, as in English (EN)')
    const otherStyle = { ...deutsch, body: [deutsch.body[0], { blocks: [{ type: "list", style: "bullet", items: ["Eins", "Zwei"] }] }] }
    await expect(save(otherStyle)).rejects.toThrow(
      'Deutsch (DE): Body › 2 › Blocks › 1 › Style must be the same as in English (EN) ("number")',
    )
    const noHeading = { ...deutsch, body: [{ blocks: deutsch.body[0]?.blocks }, deutsch.body[1]] }
    await expect(save(noHeading)).rejects.toThrow("Deutsch (DE): Body › 1 › Heading is filled in in English (EN): write it here too")
  })

  it("a kind without texts to translate is saved as before, whatever the other languages hold", async () => {
    const logo = { slug: "acme", name: "Acme", url: "https://acme.example" }
    await expect(preview.save("logos", logo, { de: {} })).resolves.toEqual(logo)
  })

  it("writes each language's file in the schema's key order with a final newline, leaving out an emptied photo", () => {
    const file = preview.format.toFile({ price: "$690", slug: "cliff-house", photo: { src: "", alt: "" } }, ["slug", "price", "photo"])
    expect(file).toBe('{\n  "slug": "cliff-house",\n  "price": "$690"\n}\n')
    expect(preview.format.fromFile(file)).toEqual({ slug: "cliff-house", price: "$690" })
    // A file that is not there (a file collection's list asks for data/about.json, which Decap reads per language)
    expect(preview.format.fromFile("")).toEqual({})
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
