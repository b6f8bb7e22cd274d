// The Decap CMS configuration (public/admin/config.yml), generated from the content schema in src/content/: each
// kind's zod schema is turned into JSON Schema (z.toJSONSchema keeps the .meta() labels and hints) and every property
// becomes a Decap field with the same required-ness, pattern and list bounds. Nothing here lists a field by hand.
//
// Languages (data/languages.json, the default first): a localized kind is edited in all of them side by side, with
// Decap's i18n in the `multiple_files` structure, the layout of data/ (phuket.en.json, phuket.de.json). A field whose
// schema has the `translate` meta is written per language (`i18n: true`); every other value (slug, price, picture …)
// is typed once, in the default language, and Decap copies it into the other files (`i18n: "duplicate"`).
import { z } from "zod"

/** The part of src/content/kinds.ts's ContentKind this generator reads. */
export interface CmsKind {
  name: string
  label: string
  labelSingular: string
  storage: { folder: string; nestedBy?: "destination" } | { file: string; list?: boolean } | { files: string }
  key?: string
  schema: z.ZodObject
  /** One file per language (src/content/kinds.ts); when left out, derived from the schema's `translate` meta. */
  localized?: boolean
}

/** What the schema alone does not say: the destinations (one hotel / vehicle collection each), the artwork ids, … */
export interface CmsContext {
  destinations: ReadonlyArray<{ slug: string; name: string }>
  /** The language codes of data/languages.json; the first is the default language. */
  languages: readonly string[]
  /** Ids of the generated artwork (data/artwork.<default>.json), the values a `picture` field may take. */
  pictureIds: readonly string[]
  /** GitHub "owner/name" of the production backend. */
  repo: string
  branch?: string
  /** The local decap-server's API (defaults to Decap's http://localhost:8081/api/v1). */
  localBackendUrl?: string
}

/** A Decap field (https://decapcms.org/docs/widgets/); only the options this generator writes. */
export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  min?: number
  max?: number
  value_type?: "int" | "float"
  options?: string[]
  multiple?: boolean
  fields?: DecapField[]
  field?: DecapField
  types?: DecapField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  choose_url?: boolean
  /**
   * On an optional object: the children required once any of its fields is filled in. Decap itself requires them even
   * when the object is left empty (decaporg/decap-cms#7748), so they are not `required` here; src/cms/preview/preview.js
   * checks them before saving, and drops the object when it is left empty.
   */
  required_when_set?: string[]
  /**
   * In a localized collection: `true`, written per language (a text, an object, a list); "duplicate", typed in the
   * default language only and copied into the others. Decap ignores it on the fields of a list's items (the list is
   * written per language as a whole); preview.js reads it there to check that a translation keeps the default
   * language's slugs, pictures and block types, as the build does.
   */
  i18n?: true | "duplicate"
}

export interface DecapCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  folder?: string
  /** A folder collection's file path under its folder, without extension (and language). */
  path?: string
  files?: Array<{ name: string; label: string; file: string; i18n?: true; fields: DecapField[] }>
  extension?: "json"
  format?: typeof JSON_FORMAT
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  i18n?: true
  fields?: DecapField[]
}

/** Decap's i18n (https://decapcms.org/docs/i18n/): one file per language, <name>.<language>.json. */
export interface DecapI18n {
  structure: "multiple_files"
  locales: string[]
  default_locale: string
}

export interface DecapConfig {
  backend: { name: "github"; repo: string; branch: string }
  publish_mode: "editorial_workflow"
  local_backend: true | { url: string }
  media_folder: string
  public_folder: string
  site_url?: string
  i18n: DecapI18n
  collections: DecapCollection[]
}

/** Photos uploaded in the CMS; records store them relative to data/, like the generated "images/artwork/…". */
export const MEDIA_FOLDER = "data/images/photos"
/** The JSON format preview.js registers: keys in schema order and a final newline, as the files in data/ are written. */
export const JSON_FORMAT = "site-json" as const
export const PUBLIC_FOLDER = "images/photos"
const URL_PATTERN = "^https?://[^\\s/$.?#][^\\s]*$"
const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"

/** A JSON Schema node as z.toJSONSchema writes it, with the .meta() keys of the content schema. */
interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: Array<string | number>
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  default?: unknown
  label?: string
  hint?: string
  ref?: string
  widget?: "text" | "image" | "markdown" | "hidden"
  translate?: boolean
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // "input": a field with a default may be left out, as in the files
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema
}

/** "heroImage" -> "Hero image" */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ")
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** The one pattern Decap can check for a string: the schema's regex, its length bounds, or both in one expression. */
export function stringPattern(node: JsonSchema): string | undefined {
  const source =
    node.pattern ?? (node.format === "uri" || node.format === "url" ? URL_PATTERN : node.format === "email" ? EMAIL_PATTERN : undefined)
  const hasLength = (node.minLength ?? 0) > 1 || node.maxLength !== undefined
  if (!hasLength) return source
  const length = `[\\s\\S]{${node.minLength ?? 0},${node.maxLength ?? ""}}`
  // Both must hold: the length as a lookahead over the whole value, the regex searched from the start as RegExp#test does
  return source ? `^(?=${length}$)(?=[\\s\\S]*?(?:${source}))` : `^${length}$`
}

/** Decap shows "<label> didn't match the pattern: <message>". */
function patternMessage(node: JsonSchema): string {
  if (node.format === "uri" || node.format === "url") return "a full web address starting with https:// is expected"
  if (node.format === "email") return "an e-mail address is expected"
  const length =
    node.minLength !== undefined && node.maxLength !== undefined
      ? `${node.minLength} to ${node.maxLength} characters`
      : node.maxLength !== undefined
        ? `at most ${node.maxLength} characters`
        : (node.minLength ?? 0) > 1
          ? `at least ${node.minLength} characters`
          : ""
  // Decap ends the message with a full stop
  const expected = node.hint ? `expected: ${node.hint.replace(/\.$/, "")}` : node.pattern ? "see the hint below the field" : ""
  return [expected, length].filter(Boolean).join("; ")
}

/** `"" | url` (an optional web address kept as an empty string) and `T | null` read as T, not required. */
function unwrapEmpty(node: JsonSchema): { node: JsonSchema; allowsEmpty: boolean } {
  const variants = node.anyOf ?? []
  const empty = (v: JsonSchema) => v.const === "" || v.type === "null"
  const other = variants.find((v) => !empty(v))
  if (variants.length === 2 && other && variants.some(empty))
    return { node: { ...other, label: node.label ?? other.label, hint: node.hint ?? other.hint }, allowsEmpty: true }
  return { node, allowsEmpty: false }
}

/** A string the schema accepts when empty is not `required` in Decap (Decap's required refuses ""). */
function stringAcceptsEmpty(node: JsonSchema): boolean {
  if ((node.minLength ?? 0) >= 1 || node.format) return false
  if (node.pattern) return new RegExp(node.pattern).test("")
  return !node.enum
}

interface FieldContext {
  cms: CmsContext
  kinds: readonly CmsKind[]
  /** Per-destination collections: the destination field is fixed, hidden. */
  fixed?: Record<string, string>
  /** The collection is edited in every language: its fields say which are written per language. */
  localized?: boolean
}

/** Whether a JSON Schema node is a text written per language (`translate` meta), or holds one at any depth. */
export function holdsTranslatedText(node: JsonSchema): boolean {
  if (node.translate) return true
  const children = [
    ...Object.values(node.properties ?? {}),
    ...(node.items ? [node.items] : []),
    ...(node.anyOf ?? []),
    ...(node.oneOf ?? []),
  ]
  return children.some(holdsTranslatedText)
}

/**
 * Decap's field-level i18n (https://decapcms.org/docs/i18n/, "Limitations"; its config schema allows only a boolean on
 * an object or a list): an object is `true` and each of its fields says for itself; a list is `true`, written per
 * language as a whole (Decap ignores the i18n of its items' fields); any other value is `true` when it is a text
 * written per language, else "duplicate": typed in the default language, copied by Decap into the others.
 */
function i18nOf(node: JsonSchema, type: string | undefined): true | "duplicate" {
  if (type === "object" || type === "array") return true
  return holdsTranslatedText(node) ? true : "duplicate"
}

export function decapField(name: string, raw: JsonSchema, requiredInParent: boolean, ctx: FieldContext): DecapField {
  const { node, allowsEmpty } = unwrapEmpty(raw)
  const label = node.label ?? humanize(name)
  const field: DecapField = { name, label, widget: "string" }
  if (node.hint) field.hint = node.hint
  if (node.default !== undefined) field.default = node.default
  let required = requiredInParent && !allowsEmpty && node.default === undefined
  const fixed = ctx.fixed?.[name]
  const type = Array.isArray(node.type) ? node.type[0] : node.type

  if (fixed !== undefined) {
    Object.assign(field, { widget: "hidden", default: fixed })
  } else if (node.widget === "hidden") {
    field.widget = "hidden"
  } else if (node.ref === "picture") {
    Object.assign(field, { widget: "select", options: [...ctx.cms.pictureIds] })
  } else if (node.ref && type === "string" && relationTarget(node.ref, ctx.kinds)) {
    const target = relationTarget(node.ref, ctx.kinds) as { collection: string; key: string; display: string }
    Object.assign(field, {
      widget: "relation",
      collection: target.collection,
      value_field: target.key,
      search_fields: [target.display],
      display_fields: [target.display],
    })
  } else if (node.widget === "image") {
    Object.assign(field, { widget: "image", choose_url: false })
  } else if (node.enum) {
    Object.assign(field, { widget: "select", options: node.enum.map(String) })
  } else if (type === "integer" || type === "number") {
    field.widget = "number"
    field.value_type = type === "integer" ? "int" : "float"
    // .int() alone bounds the value to the safe integers, which is no bound a person needs to see
    if (node.minimum !== undefined && Math.abs(node.minimum) < Number.MAX_SAFE_INTEGER) field.min = node.minimum
    if (node.maximum !== undefined && Math.abs(node.maximum) < Number.MAX_SAFE_INTEGER) field.max = node.maximum
    // A figure the schema lets be null (a month no source gives): Decap's number widget holds "" once cleared and
    // leaves the key out when untouched; preview.js writes null for both, which is what data/ holds
    if (allowsEmpty) field.default = null
  } else if (type === "boolean") {
    field.widget = "boolean"
    // A required one starts off; an optional one (a hotel's "Best offer") is left out until ticked, as in the files:
    // filled in before saving, it would be written in the default language only (preview.js sets defaults there)
    if (field.default === undefined && required) field.default = false
  } else if (type === "array") {
    Object.assign(field, listField(node, ctx))
    // Decap's min/max only count items when the list is required
  } else if (type === "object") {
    field.widget = "object"
    field.fields = objectFields(node, ctx)
    if (!required) {
      const children = field.fields.filter((child) => child.required)
      if (children.length) field.required_when_set = children.map((child) => child.name)
      // Decap labels them "(optional)": the hint says when they are not
      for (const child of children) {
        child.required = false
        child.hint = [child.hint, `Required when ${label.toLowerCase()} is added.`].filter(Boolean).join(" ")
      }
    }
  } else {
    if (node.widget === "text" || node.widget === "markdown") field.widget = node.widget
    const pattern = stringPattern(node)
    if (pattern) field.pattern = [pattern, patternMessage(node)]
  }
  // Whatever the widget, a string the schema accepts empty may be left empty
  if (required && type === "string" && stringAcceptsEmpty(node)) {
    // Still a key the record must have: written as "" when left empty (preview.js fills in defaults before saving)
    required = false
    if (field.default === undefined) field.default = ""
  }
  field.required = required
  if (ctx.localized) field.i18n = i18nOf(raw, type)
  return field
}

function listField(node: JsonSchema, ctx: FieldContext): Partial<DecapField> {
  const items = node.items ?? { type: "string" }
  const list: Partial<DecapField> = { widget: "list" }
  if (node.minItems !== undefined) list.min = node.minItems
  if (node.maxItems !== undefined) list.max = node.maxItems
  const variants = items.oneOf ?? items.anyOf
  if (variants && variants.every((v) => v.properties?.type?.const !== undefined)) {
    // A discriminated union on "type": Decap's typed list, one object form per block type, shown open (an article
    // section's blocks are what staff came to edit)
    list.typeKey = "type"
    list.collapsed = false
    list.types = variants.map((variant) => {
      const typeName = String(variant.properties?.type?.const)
      const rest = { ...variant, properties: { ...variant.properties } }
      delete rest.properties.type
      return {
        name: typeName,
        label: variant.label ?? humanize(typeName),
        widget: "object",
        fields: objectFields(rest, ctx),
        summary: summaryOf(rest),
      }
    })
  } else if (items.type === "object") {
    list.fields = objectFields(items, ctx)
    // Items made of blocks (an article's sections) read as a document: open, not folded to a summary line
    if (list.fields.some((field) => field.types)) list.collapsed = false
    const summary = summaryOf(items)
    if (summary) list.summary = summary
  } else {
    list.field = decapField("item", items, true, ctx)
    list.field.label = items.label ?? "Item"
  }
  return list
}

function summaryOf(node: JsonSchema): string | undefined {
  const names = Object.keys(node.properties ?? {})
  const first = ["name", "title", "heading", "key", "text"].find((name) => names.includes(name))
  return first ? `{{fields.${first}}}` : undefined
}

function objectFields(node: JsonSchema, ctx: FieldContext): DecapField[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {}).map(([name, child]) => decapField(name, child, required.has(name), ctx))
}

/** The collection a reference points at, when it is one folder collection Decap's relation widget can search. */
function relationTarget(ref: string, kinds: readonly CmsKind[]) {
  const kind = kinds.find((k) => k.name === ref)
  if (!kind || !("folder" in kind.storage) || kind.storage.nestedBy) return undefined
  const properties = jsonSchemaOf(kind.schema).properties ?? {}
  const key = kind.key ?? "slug"
  return { collection: kind.storage.folder, key, display: identifierOf(properties, key) }
}

function identifierOf(properties: Record<string, JsonSchema>, key: string): string {
  return ["name", "title", "label"].find((name) => name in properties) ?? key
}

/** Whether a kind is written in every language: as src/content/kinds.ts says, else from its schema. */
export function isLocalized(kind: CmsKind): boolean {
  return kind.localized ?? holdsTranslatedText(jsonSchemaOf(kind.schema))
}

/** The collections of one kind: a folder, one folder per destination, one file, or every file of a folder. */
export function collectionsFor(kind: CmsKind, ctx: FieldContext): DecapCollection[] {
  const schema = jsonSchemaOf(kind.schema)
  const properties = schema.properties ?? {}
  const storage = kind.storage
  const localized = isLocalized(kind)
  ctx = { ...ctx, localized }
  // Every language of a record in one form: Decap reads and writes <name>.<language>.json for each of them
  const i18n = localized ? { i18n: true as const } : {}
  if ("file" in storage) {
    // A file holding a list (the languages, the generated artwork) is not a form: staff do not edit it
    if (storage.list) return []
    // One record in one file per language (data/about.en.json, about.de.json). Decap's file collections take i18n
    // only as single_file (all languages in one file), so each is a folder collection over data/ whose `path` names
    // the file: Decap lists only data/about.<language>.json and writes both languages' files
    return [
      {
        name: kind.name.replace(/\W+/g, "-"),
        label: kind.label,
        label_singular: kind.labelSingular,
        folder: "data",
        path: storage.file.replace(/\.json$/, ""),
        extension: "json",
        format: JSON_FORMAT,
        create: false,
        delete: false,
        summary: kind.labelSingular,
        identifier_field: identifierOf(properties, Object.keys(properties)[0] ?? "name"),
        ...i18n,
        fields: objectFields(schema, ctx),
      },
    ]
  }
  if ("files" in storage) {
    // Files named freely, one record each (the interface texts: shell, pages …): a folder collection lists them all,
    // and in every language; staff edit them, they do not add or remove them (the code reads them by name)
    return [
      {
        name: storage.files.replace(/\W+/g, "-"),
        label: kind.label,
        label_singular: kind.labelSingular,
        folder: `data/${storage.files}`,
        extension: "json",
        format: JSON_FORMAT,
        create: false,
        delete: false,
        // Listed by file name; Decap still wants a field it could take a title from
        summary: "{{filename}}",
        identifier_field: identifierOf(properties, Object.keys(properties)[0] ?? "key"),
        ...i18n,
        fields: objectFields(schema, ctx),
      },
    ]
  }
  const key = kind.key ?? "slug"
  const common = {
    label_singular: kind.labelSingular,
    extension: "json" as const,
    format: JSON_FORMAT,
    create: true,
    delete: true,
    // The file is named after the record's key, as the site expects (data/hotels/krabi/<slug>.<language>.json)
    slug: key in properties ? `{{fields.${key}}}` : "{{slug}}",
    identifier_field: identifierOf(properties, key),
    summary: `{{fields.${identifierOf(properties, key)}}}`,
    sortable_fields: ["order", identifierOf(properties, key)].filter((name) => name in properties),
    ...i18n,
  }
  if (!storage.nestedBy) {
    return [{ name: storage.folder, label: kind.label, folder: `data/${storage.folder}`, ...common, fields: objectFields(schema, ctx) }]
  }
  const by = storage.nestedBy
  return ctx.cms.destinations.map((destination) => ({
    name: `${storage.folder}-${destination.slug}`,
    label: `${kind.label}: ${destination.name}`,
    description: `${kind.label} in ${destination.name} (data/${storage.folder}/${destination.slug}/).`,
    folder: `data/${storage.folder}/${destination.slug}`,
    ...common,
    fields: objectFields(schema, { ...ctx, fixed: { ...ctx.fixed, [by]: destination.slug } }),
  }))
}

export function decapConfig(kinds: readonly CmsKind[], cms: CmsContext): DecapConfig {
  const ctx: FieldContext = { cms, kinds }
  const [defaultLocale] = cms.languages
  if (!defaultLocale) throw new Error("decapConfig: no languages (data/languages.json lists none)")
  return {
    // Production: GitHub, through the editorial workflow (draft → in review → ready → published as a pull request)
    backend: { name: "github", repo: cms.repo, branch: cms.branch ?? "main" },
    publish_mode: "editorial_workflow",
    // On localhost only, Decap talks to decap-server (npm run cms), which writes the files in the working copy
    local_backend: cms.localBackendUrl ? { url: cms.localBackendUrl } : true,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // data/languages.json, the default language first: the language fields are checked in and copied from
    i18n: { structure: "multiple_files", locales: [...cms.languages], default_locale: defaultLocale },
    collections: kinds.flatMap((kind) => collectionsFor(kind, ctx)),
  }
}

/** config.yml: JSON is YAML, and needs no YAML library. */
export function renderConfigYaml(config: DecapConfig): string {
  return `# Generated from the content schema (src/content/) by src/cms/decap-config.ts: edit the schema, not this file.\n${JSON.stringify(config, null, 2)}\n`
}
