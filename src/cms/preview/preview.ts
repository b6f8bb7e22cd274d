// Preview templates of the CMS (/admin): a hotel, an experience and an article drawn as the site draws them, with the
// site's colours and type (preview.css) and its interface texts (data/translations, through the site's translate()),
// in the language being previewed (Decap passes that language's data). Loaded after decap-cms.js, which puts `CMS`,
// `h` (its React's createElement) and `createClass` on window; src/node/cms-admin.ts bundles this file into
// /admin/preview.js. Why not the site's own card components: see src/cms/README.md.
import type { ReactElement, ReactNode } from "react"
import type { DecapConfig, DecapField } from "../decap-config"
import { DEFAULT_LANGUAGE, translate } from "../../lib/translate"
import { priceText } from "../../lib/format"
import type { PreviewTexts } from "./preview-texts"

/** What preview.ts reads of an Immutable Map, the form Decap hands an entry in. */
interface Frozen {
  get(key: string): unknown
  getIn(path: ReadonlyArray<string | number>): unknown
  toJS(): unknown
  setIn(path: ReadonlyArray<string | number>, value: unknown): Frozen
  deleteIn(path: ReadonlyArray<string | number>): Frozen
}

/** The props Decap gives a preview template. */
interface PreviewProps {
  entry: Frozen
  getAsset: (src: string) => { toString(): string } | undefined
  /** The language being previewed. */
  locale?: string
}

type Element = ReactElement | null
type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: ReactNode[]) => ReactElement
interface PreviewClass {
  render(this: { props: PreviewProps }): Element
}
type PreviewComponent = unknown

interface DecapCms {
  registerPreviewTemplate(name: string, component: PreviewComponent): void
  registerPreviewStyle(url: string): void
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: Frozen }) => Promise<unknown> }): void
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(content: string): unknown; toFile(data: Record<string, unknown>, sortedKeys?: string[]): string },
  ): void
}

declare const CMS: DecapCms
declare const h: CreateElement
declare const createClass: (spec: PreviewClass) => PreviewComponent

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)
const isFrozen = (value: unknown): value is Frozen => typeof value === "object" && value !== null && "getIn" in value

const script = document.currentScript
const hotelCollections = script?.getAttribute("data-hotel-collections")
/** The languages' names by code (data/languages.json), for messages: { en: "English", de: "Deutsch" }. */
const languageNames = JSON.parse(script?.getAttribute("data-languages") || "{}") as Record<string, string>
/** The interface texts the previews draw (PREVIEW_TEXT_KEYS), by language. */
const texts = JSON.parse(script?.getAttribute("data-texts") || "{}") as PreviewTexts
/** A file next to this script (/admin/…), whatever the page's URL. */
const adminFile = (name: string): string => new URL(name, script instanceof HTMLScriptElement ? script.src : window.location.href).href

/** The site's lookup in the previewed language's texts (an unknown key shows itself, as on the site). */
const translator =
  (locale: string | undefined) =>
  (key: string): string =>
    translate(texts[locale ?? DEFAULT_LANGUAGE] ?? {}, key)

function text(entry: Frozen, name: string): string {
  const value = entry.getIn(["data", name])
  return value == null ? "" : String(value)
}

function list<T = unknown>(entry: Frozen, path: string[]): T[] {
  const value = entry.getIn(["data", ...path])
  return isFrozen(value) ? (value.toJS() as T[]) : []
}

/** The record's uploaded photo, else a panel naming the generated artwork the site will show. */
function picture(props: PreviewProps): Element {
  const photo = props.entry.getIn(["data", "photo"])
  const src = isFrozen(photo) ? photo.get("src") : undefined
  if (isFrozen(photo) && typeof src === "string" && src) {
    const asset = props.getAsset(src)
    const alt = photo.get("alt")
    return h("img", { className: "card-picture", src: asset ? asset.toString() : src, alt: typeof alt === "string" ? alt : "" })
  }
  const id = text(props.entry, "picture")
  return h("div", { className: "card-picture card-picture--artwork" }, id ? "Generated artwork: " + id : "No picture yet")
}

function features(items: ReadonlyArray<string>): Element {
  return h("ul", { className: "card-features" }, ...items.map((item, index) => h("li", { key: index }, item)))
}

const HotelPreview = createClass({
  render() {
    const entry = this.props.entry
    const t = translator(this.props.locale)
    const price = text(entry, "price")
    return h(
      "div",
      { className: "preview-page", lang: this.props.locale },
      h(
        "article",
        { className: "card" },
        h("div", { className: "card-media" }, picture(this.props), h("span", { className: "badge" }, text(entry, "category"))),
        h(
          "div",
          { className: "card-body" },
          h("h3", { className: "card-title" }, text(entry, "name")),
          h("p", { className: "card-meta" }, text(entry, "location")),
          // As the site's hotel card (src/components/sections/hotel-card.tsx): a dollar price is per night
          h(
            "p",
            { className: "card-price" },
            priceText(price, t),
            price.startsWith("$") ? h("span", null, " " + t("hotels.perNight")) : null,
          ),
          h("p", { className: "card-text" }, text(entry, "description")),
          features(list<string>(entry, ["features"])),
        ),
      ),
    )
  },
})

const ExperiencePreview = createClass({
  render() {
    const entry = this.props.entry
    const t = translator(this.props.locale)
    const highlights = list<string>(entry, ["highlights"])
    return h(
      "div",
      { className: "preview-page", lang: this.props.locale },
      h(
        "article",
        { className: "card" },
        h("div", { className: "card-media" }, picture(this.props), h("span", { className: "badge" }, text(entry, "duration"))),
        h(
          "div",
          { className: "card-body" },
          h("h3", { className: "card-title" }, text(entry, "title") || text(entry, "name")),
          h("p", { className: "card-meta" }, text(entry, "destination")),
          h("p", { className: "card-price" }, priceText(text(entry, "price"), t)),
          h("p", { className: "card-text" }, text(entry, "description")),
          features(highlights.length ? highlights : list<string>(entry, ["features"])),
        ),
      ),
    )
  },
})

interface ArticleBlock {
  type?: string
  style?: string
  items?: string[]
  text?: string
  cite?: string
  title?: string
}

function block(item: ArticleBlock, key: string): Element {
  switch (item.type) {
    case "list":
      return h(
        item.style === "number" ? "ol" : "ul",
        { key, className: "article-list" },
        ...(item.items ?? []).map((line, index) => h("li", { key: index }, line)),
      )
    case "quote":
      return h(
        "figure",
        { key, className: "article-quote" },
        h("blockquote", null, item.text),
        item.cite ? h("figcaption", null, item.cite) : null,
      )
    case "tip":
      return h("aside", { key, className: "article-tip" }, h("p", { className: "article-tip-title" }, item.title), h("p", null, item.text))
    default:
      return h("p", { key }, item.text)
  }
}

const ArticlePreview = createClass({
  render() {
    const entry = this.props.entry
    return h(
      "div",
      { className: "preview-page preview-article", lang: this.props.locale },
      h("p", { className: "article-kicker" }, text(entry, "category")),
      h("h1", { className: "article-title" }, text(entry, "title")),
      h("p", { className: "article-excerpt" }, text(entry, "excerpt")),
      picture(this.props),
      h(
        "div",
        { className: "article-body" },
        ...list<{ heading?: string; blocks?: ArticleBlock[] }>(entry, ["body"]).map((section, sectionIndex) =>
          h(
            "section",
            { key: sectionIndex },
            section.heading ? h("h2", null, section.heading) : null,
            ...(section.blocks ?? []).map((item, index) => block(item, sectionIndex + "-" + index)),
          ),
        ),
      ),
    )
  },
})

// ----- Before saving: optional objects (a photo), and the other languages ----------------------------------------
// Decap requires the fields of an optional object even when it is left empty (decaporg/decap-cms#7748), so the
// generated config marks them `required_when_set` instead: left empty, the object is dropped; filled in, every one
// of those fields must be too (a photo needs its alt text), or the save stops with a message naming them.
const config: Promise<DecapConfig> = fetch(adminFile("config.yml"))
  .then((response) => response.text())
  // JSON after the "# Generated…" line
  .then((yaml) => JSON.parse(yaml.slice(yaml.indexOf("\n") + 1)) as DecapConfig)

function isEmpty(value: unknown): boolean {
  if (value == null || value === "") return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === "object") return Object.values(value).every(isEmpty)
  return false
}

type Path = Array<string | number>
interface Found {
  empty: Path[]
  problems: string[]
  defaults: Array<[Path, unknown]>
}

function check(fields: ReadonlyArray<DecapField>, value: unknown, path: Path, labels: string[], found: Found): void {
  if (!isObject(value)) return
  for (const field of fields) {
    const child = value[field.name]
    const here = [...path, field.name]
    // A key the schema requires but lets be empty ("" for no website): Decap leaves it out when untouched
    if (!(field.name in value) && field.default !== undefined && !field.required_when_set) found.defaults.push([here, field.default])
    const label = [...labels, field.label]
    if (field.default === null && child === "") found.defaults.push([here, null])
    if (field.required_when_set) {
      if (isEmpty(child)) {
        if (field.name in value) found.empty.push(here)
        continue
      }
      for (const name of field.required_when_set) {
        if (isObject(child) && isEmpty(child[name])) {
          const sub = (field.fields ?? []).find((f) => f.name === name)
          found.problems.push(label.join(" › ") + ": " + (sub ? sub.label : name) + " is required")
        }
      }
    }
    if (Array.isArray(child)) {
      child.forEach((item: unknown, index) => {
        const type = field.types?.find((t) => isObject(item) && t.name === item.type)
        if (type) check(type.fields ?? [], item, [...here, index], [...label, String(index + 1)], found)
        else if (field.fields) check(field.fields, item, [...here, index], [...label, String(index + 1)], found)
      })
    } else if (field.fields) check(field.fields, child, here, label, found)
  }
}

// The other languages. Decap checks the form of the default language only (the fields of the other languages are
// never validated: decaporg/decap-cms#5653), so a German text left empty would be saved as a file the build refuses.
// This check holds every other language to the form's rules where it is written per language (`i18n: true`): a
// required text must be there, a pattern must match, a list keep its bounds. A value typed once ("duplicate") is
// copied by Decap, except in the items of a list, which each language writes as a whole: there it must be the
// default language's (a gallery picture, a block's type), and the list must have as many items, as the build says.
const describe = (value: unknown): string => (typeof value === "string" ? '"' + value + '"' : JSON.stringify(value))

function checkTranslation(
  fields: ReadonlyArray<DecapField>,
  value: unknown,
  original: unknown,
  labels: string[],
  inList: boolean,
  defaultName: string,
  problems: string[],
): void {
  for (const field of fields) {
    if (field.widget === "hidden") continue
    const child = isObject(value) ? value[field.name] : undefined
    const originalChild = isObject(original) ? original[field.name] : undefined
    const label = [...labels, field.label].join(" › ")
    if (field.i18n !== true) {
      if (inList && JSON.stringify(child) !== JSON.stringify(originalChild))
        problems.push(label + " must be the same as in " + defaultName + " (" + describe(originalChild) + ")")
      continue
    }
    if (!field.required && isEmpty(child) !== isEmpty(originalChild)) {
      problems.push(
        label +
          (isEmpty(child)
            ? " is filled in in " + defaultName + ": write it here too"
            : " is empty in " + defaultName + ": leave it empty here too"),
      )
      continue
    }
    if (isEmpty(child)) {
      if (field.required) problems.push(label + " is required")
      continue
    }
    if (field.widget === "object") {
      const required = field.required_when_set ?? []
      const children = (field.fields ?? []).map((f) => (required.includes(f.name) ? { ...f, required: true } : f))
      checkTranslation(children, child, originalChild, [...labels, field.label], inList, defaultName, problems)
    } else if (field.widget === "list" && (field.fields || field.types)) {
      const items: unknown[] = Array.isArray(child) ? child : []
      const originalItems: unknown[] = Array.isArray(originalChild) ? originalChild : []
      if (items.length !== originalItems.length) {
        problems.push(
          label +
            " has " +
            items.length +
            " item(s), " +
            originalItems.length +
            " in " +
            defaultName +
            ": the same items are needed in every language",
        )
        continue
      }
      items.forEach((item, index) => {
        const itemLabels = [...labels, field.label, String(index + 1)]
        const originalItem = originalItems[index]
        let fieldsOfItem = field.fields
        if (field.types) {
          if (!isObject(item) || !isObject(originalItem) || item.type !== originalItem.type) {
            problems.push(
              itemLabels.join(" › ") +
                " must be a " +
                describe(isObject(originalItem) ? originalItem.type : undefined) +
                " block, as in " +
                defaultName,
            )
            return
          }
          const type = field.types.find((t) => t.name === item.type)
          fieldsOfItem = type ? type.fields : []
        }
        checkTranslation(fieldsOfItem ?? [], item, originalItem, itemLabels, true, defaultName, problems)
      })
    } else if (field.widget === "list") {
      const items: unknown[] = Array.isArray(child) ? child : []
      if (field.min !== undefined && items.length < field.min) problems.push(label + " needs at least " + field.min + " item(s)")
      if (field.max !== undefined && items.length > field.max) problems.push(label + " takes at most " + field.max + " item(s)")
      items.forEach((item, index) => {
        if (isEmpty(item)) problems.push(label + " › " + (index + 1) + " is required")
      })
    } else if (field.pattern && !new RegExp(field.pattern[0]).test(String(child))) {
      problems.push(label + " didn't match the pattern: " + field.pattern[1])
    }
  }
}

const languageName = (code: string): string => (languageNames[code] || code) + " (" + code.toUpperCase() + ")"

CMS.registerEventListener({
  name: "preSave",
  handler: (event) =>
    config.then((cms) => {
      const entry = event.entry
      const collection = cms.collections.find((c) => c.name === entry.get("collection"))
      if (!collection) return undefined
      const file = (collection.files ?? []).find((f) => f.name === entry.get("slug"))
      const fields = collection.fields ?? (file ? file.fields : [])
      let data = entry.get("data") as Frozen
      const found: Found = { empty: [], problems: [], defaults: [] }
      check(fields, data.toJS(), [], [], found)
      if (collection.i18n && cms.i18n) {
        const defaultLocale = cms.i18n.default_locale
        for (const locale of cms.i18n.locales) {
          if (locale === defaultLocale) continue
          // entry.i18n.<locale>.data: what the form holds for that language (Decap's multiple_files entries)
          const translation = entry.getIn(["i18n", locale, "data"])
          const problems: string[] = []
          checkTranslation(
            fields,
            isFrozen(translation) ? translation.toJS() : {},
            data.toJS(),
            [],
            false,
            languageName(defaultLocale),
            problems,
          )
          if (problems.length) found.problems.push(languageName(locale) + ": " + problems.join("; "))
        }
      }
      if (found.problems.length) throw new Error(found.problems.join("; "))
      for (const path of found.empty) data = data.deleteIn(path)
      for (const [path, value] of found.defaults) data = data.setIn(path, value)
      return data
    }),
})

// ----- Saving: JSON as the repository writes it ----------------------------------------------------------------
// Decap's own "json" writes keys in no stable order and no final newline, so every save would rewrite the whole
// file. "site-json" writes the fields in the schema's order (Decap passes it as sortedKeys), two-space indented,
// with a final newline: the format of data/, so a diff shows only what changed. Decap writes each language's file
// with it (data/about.en.json, data/about.de.json). An object left without any value (a photo removed in the
// default language, whose emptied fields Decap copied into the others) is left out, as the preSave check does for
// the default language: the schema has no object that may be empty, so the form cannot have meant one.
function withoutEmptyObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyObjects)
  if (!isObject(value)) return value
  const kept: Json = {}
  for (const [key, child] of Object.entries(value)) {
    if (isObject(child) && isEmpty(child)) continue
    kept[key] = child === "" && nullableNumbers.has(key) ? null : withoutEmptyObjects(child)
  }
  return kept
}

// The names of the number fields that may be null (a climate figure: `default: null` in the generated config), and
// of no other field. The other languages' copies of a cleared figure are "" too, and only this format sees them.
const nullableNumbers = new Set<string>()
void config.then((cms) => {
  const kinds = new Map<string, boolean>()
  const walk = (fields: ReadonlyArray<DecapField> | undefined): void => {
    for (const field of fields ?? []) {
      const nullable = field.widget === "number" && field.default === null
      const known = kinds.get(field.name)
      kinds.set(field.name, known === undefined || known === nullable ? nullable : false)
      walk(field.fields)
      for (const type of field.types ?? []) walk(type.fields)
    }
  }
  for (const collection of cms.collections) {
    walk(collection.fields)
    for (const file of collection.files ?? []) walk(file.fields)
  }
  for (const [name, nullable] of kinds) if (nullable) nullableNumbers.add(name)
})

CMS.registerCustomFormat("site-json", "json", {
  // Empty when there is no such file: a file collection's listing asks for data/about.json, which Decap's i18n then
  // reads as about.en.json and about.de.json; a record not yet written in a language
  fromFile: (content) => (content ? JSON.parse(content) : {}),
  toFile: (data, sortedKeys) => {
    const ordered: Json = {}
    for (const key of sortedKeys ?? []) if (key in data) ordered[key] = data[key]
    for (const key of Object.keys(data)) if (!(key in ordered)) ordered[key] = data[key]
    return JSON.stringify(withoutEmptyObjects(ordered), null, 2) + "\n"
  },
})

CMS.registerPreviewStyle(adminFile("preview.css"))
// Hotels have one collection per destination ("hotels-krabi"), named by index.html's data-hotel-collections
for (const name of JSON.parse(hotelCollections || "[]") as string[]) CMS.registerPreviewTemplate(name, HotelPreview)
CMS.registerPreviewTemplate("experiences", ExperiencePreview)
CMS.registerPreviewTemplate("articles", ArticlePreview)
