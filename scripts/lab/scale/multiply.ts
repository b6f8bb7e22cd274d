// The content multiplier for growth benchmarks (bench:scale) and the e2e run over a multiplied dataset: copies a data/
// folder and adds N-1 varied copies of every hotel, vehicle, experience, concierge service and article, so a
// destination has N times its hotels. Copies are records staff could have written: their own slug, name, texts,
// price, category, position and (articles) number, address and date; they reuse the originals' pictures.
//
// Every record is one file per language (<slug>.<language>.json, the languages of languages.json). A field that is not
// a text visitors read (slug, order, price, date, a hotel's name …) is computed once per copy, from the default
// language, and written into every language; texts (names, descriptions, categories, features …) are varied in each
// language with the same choices (the same other record, the same rotation), so the build's "must be the same in every
// language" check holds. The output is deterministic: the same input and N give byte-identical files.
//
//   npx tsx scripts/lab/scale/multiply.ts <to> [N=10] [--from data]
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"

/** A record as its file holds it: the multiplier reads only some fields, checking each one's type where it does. */
type JsonRecord = Record<string, unknown>
const recordSchema = z.record(z.string(), z.unknown())
const languagesSchema = z.array(z.object({ code: z.string() }))

/** A kind of record stored one file per record and language; `nested`: in a folder per destination. */
interface Kind {
  name: string
  folder: string
  nested: boolean
}
/** A kind that is multiplied: `title` is the field a visitor reads as its name, joined to the variant's by `join`. */
interface MultipliedKind extends Kind {
  title: string
  titleTranslated: boolean
  join: string
}
interface Variant {
  slug: string
  text: string | Record<string, string>
}
/** A record's files: its folder (relative to the data folder), its slug and its file in each language. */
interface RecordFiles {
  folder: string
  slug: string
  files: Record<string, string>
}

/** Same as PRICE in src/content/fields.ts: a scaled price must still read like one. */
const PRICE = /^(On request|\$[0-9]{1,3}(,[0-9]{3})*\+?( ?- ?\$?[0-9]{1,3}(,[0-9]{3})*)?( USD)?)$/
const ORDER_MAX = 100000
const ARTICLE_ID_MAX = 100000
const SEARCH_DESCRIPTION_MAX = 160
/** Same as MAX_TITLE in src/node/validate-texts.ts: an article's title is its page's title. */
const TITLE_MAX = 60

/**
 * The words a copy's name gets. `slug` goes into the copy's slug (the same in every language); `text` is either one
 * text for every language (names that are proper names, or words German uses too) or a text per language code. A
 * language missing from the table gets a Roman numeral instead.
 */
const VARIANTS: Record<string, Variant[]> = {
  hotel: [
    { slug: "hillside", text: "Hillside Residences" },
    { slug: "beach-villas", text: "Beach Villas" },
    { slug: "garden-wing", text: "Garden Wing" },
    { slug: "pool-suites", text: "Pool Suites" },
    { slug: "lagoon-retreat", text: "Lagoon Retreat" },
    { slug: "cliff-villas", text: "Cliff Villas" },
    { slug: "spa-sanctuary", text: "Spa Sanctuary" },
    { slug: "ocean-pavilions", text: "Ocean Pavilions" },
    { slug: "family-residences", text: "Family Residences" },
    { slug: "reserve", text: "Reserve" },
    { slug: "sky-suites", text: "Sky Suites" },
    { slug: "riverside-lodge", text: "Riverside Lodge" },
  ],
  // A vehicle's copy is named and slugged by its class alone
  vehicle: ["Premium", "Executive", "Comfort", "VIP", "Signature", "Lounge", "Elite", "Prestige", "Business"].map((text) => ({
    slug: text.toLowerCase(),
    text,
  })),
  experience: [
    { slug: "sunrise", text: { en: "at Sunrise", de: "bei Sonnenaufgang" } },
    { slug: "sunset", text: { en: "at Sunset", de: "bei Sonnenuntergang" } },
    { slug: "families", text: { en: "for Families", de: "für Familien" } },
    { slug: "couples", text: { en: "for Couples", de: "für Paare" } },
    { slug: "small-group", text: { en: "in a Small Group", de: "in kleiner Gruppe" } },
    { slug: "photographer", text: { en: "with a Photographer", de: "mit Fotograf" } },
    { slug: "lunch", text: { en: "with Lunch", de: "mit Mittagessen" } },
    { slug: "green-season", text: { en: "in the Green Season", de: "in der Grünen Saison" } },
    { slug: "slow-pace", text: { en: "at a Slow Pace", de: "in gemächlichem Tempo" } },
    { slug: "gourmet-picnic", text: { en: "with a Gourmet Picnic", de: "mit Gourmet-Picknick" } },
  ],
  "concierge service": [
    { slug: "families", text: { en: "for Families", de: "für Familien" } },
    { slug: "on-board", text: { en: "on Board", de: "an Bord" } },
    { slug: "villa-stays", text: { en: "for Villa Stays", de: "für Villenaufenthalte" } },
    { slug: "celebrations", text: { en: "for Celebrations", de: "für Feierlichkeiten" } },
    { slug: "groups", text: { en: "for Groups", de: "für Gruppen" } },
    { slug: "weekends", text: { en: "for Weekends", de: "fürs Wochenende" } },
    { slug: "long-stays", text: { en: "for Long Stays", de: "für längere Aufenthalte" } },
    { slug: "couples", text: { en: "for Couples", de: "für Paare" } },
    { slug: "business", text: { en: "for Business Travellers", de: "für Geschäftsreisende" } },
  ],
  article: [
    { slug: "revisited", text: { en: "Revisited", de: "neu entdeckt" } },
    { slug: "in-depth", text: { en: "In Depth", de: "im Detail" } },
    { slug: "quick-guide", text: { en: "The Quick Guide", de: "der Kurzüberblick" } },
    { slug: "season-notes", text: { en: "Notes for the Season", de: "Notizen zur Saison" } },
    { slug: "first-timers", text: { en: "For First-Timers", de: "für Erstbesucher" } },
    { slug: "insider-edition", text: { en: "The Insider's Edition", de: "die Insider-Ausgabe" } },
    { slug: "returning-guests", text: { en: "For Returning Guests", de: "für Wiederkehrer" } },
    { slug: "with-family", text: { en: "With the Family", de: "mit der Familie" } },
    { slug: "slow-travel", text: { en: "Slow Travel", de: "Slow Travel" } },
    { slug: "checklist", text: { en: "A Checklist", de: "eine Checkliste" } },
  ],
}

/**
 * The kinds that are multiplied, where they live under data/ and what a copy varies. `title` is the field a visitor
 * reads as the record's name; `titleTranslated` whether it is written per language (a hotel's name is not).
 */
const MULTIPLIED: MultipliedKind[] = [
  { name: "hotel", folder: "hotels", nested: true, title: "name", titleTranslated: false, join: " " },
  { name: "vehicle", folder: "vehicles", nested: true, title: "type", titleTranslated: true, join: " " },
  { name: "experience", folder: "experiences", nested: false, title: "name", titleTranslated: true, join: " " },
  { name: "concierge service", folder: "concierge", nested: false, title: "name", titleTranslated: true, join: " " },
  { name: "article", folder: "articles", nested: false, title: "title", titleTranslated: true, join: " – " },
]

/** Every kind stored one file per record, for the summary's counts (the others are single files). */
const COUNTED: Kind[] = [
  { name: "destination", folder: "destinations", nested: false },
  ...MULTIPLIED,
  { name: "service", folder: "services", nested: false },
  { name: "team member", folder: "team", nested: false },
  { name: "partner", folder: "partners", nested: false },
]

/** Sentences a description may be rotated and borrowed by. A dot after an abbreviation ("z. B.", "St.") does not end one. */
const ABBREVIATION = /(^|\s)(z|B|d|h|u|a|ca|bzw|Nr|St|Dr|Mr|Mrs|Ms|inkl|evtl|ggf|usw|etc|vs|e\.g|i\.e)\.$/
/** What a chauffeur service adds, for vehicle copies (another vehicle's sentence would state its own seats and size). */
const VEHICLE_NOTES: Record<string, string[]> = {
  en: [
    "Chilled water, Wi-Fi and phone chargers on board.",
    "Meet-and-greet at arrivals, with a name board, is included.",
    "Child seats are available on request at no extra charge.",
    "Up to one hour of waiting time is included on airport transfers.",
    "Your chauffeur speaks English and knows the area's quieter routes.",
  ],
  de: [
    "An Bord: gekühltes Wasser, WLAN und Ladekabel.",
    "Der Empfang in der Ankunftshalle mit Namensschild ist inbegriffen.",
    "Kindersitze stellen wir auf Wunsch ohne Aufpreis bereit.",
    "Bei Flughafentransfers ist bis zu eine Stunde Wartezeit inbegriffen.",
    "Ihr Chauffeur spricht Englisch und kennt die ruhigeren Strecken der Region.",
  ],
}

const EDIT_NOTE: Record<string, string> = {
  en: "Newly renovated rooms reopened this season.",
  de: "Die neu renovierten Zimmer sind seit dieser Saison wieder geöffnet.",
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"))
const readRecord = (file: string): JsonRecord => recordSchema.parse(readJson(file))
/** As the files in data/ are written: 2-space indent, trailing newline (and JSON keeps the key order). */
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
const sortedEntries = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => byText(a.name, b.name)) : []

const NUMERALS = { M: 1000, CM: 900, D: 500, CD: 400, C: 100, XC: 90, L: 50, XL: 40, X: 10, IX: 9, V: 5, IV: 4, I: 1 }
function roman(n: number): string {
  let out = ""
  for (const [numeral, value] of Object.entries(NUMERALS)) {
    for (; n >= value; n -= value) out += numeral
  }
  return out
}

function splitSentences(text: string): string[] {
  const sentences: string[] = []
  let start = 0
  for (const match of text.matchAll(/[.!?…]["”“)]?\s+(?=["„“(]?[A-ZÄÖÜ0-9])/g)) {
    const end = match.index + match[0].trimEnd().length
    if (ABBREVIATION.test(text.slice(start, end))) continue
    sentences.push(text.slice(start, end).trim())
    start = match.index + match[0].length
  }
  const rest = text.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences
}

const rotate = <T>(list: T[], by: number): T[] =>
  list.length === 0 ? list : [...list.slice(by % list.length), ...list.slice(0, by % list.length)]

/** The languages of a data folder, the default first. */
function languagesOf(dir: string): string[] {
  const codes = languagesSchema.parse(readJson(path.join(dir, "languages.json"))).map(({ code }) => code)
  if (codes.length === 0) throw new Error(`${dir}/languages.json lists no language`)
  return codes
}

/**
 * The records of a kind: one entry per record with its folder (relative to the data folder), its slug (from the file
 * name) and its file in each language, in a stable order (folder, then slug).
 */
function recordsOf(dir: string, kind: Kind): RecordFiles[] {
  const folders = kind.nested
    ? sortedEntries(path.join(dir, kind.folder))
        .filter((e) => e.isDirectory())
        .map((e) => `${kind.folder}/${e.name}`)
    : [kind.folder]
  const records: RecordFiles[] = []
  for (const folder of folders) {
    const bySlug = new Map<string, Record<string, string>>()
    for (const entry of sortedEntries(path.join(dir, folder))) {
      const match = /^([^/.]+)\.([a-z]{2})\.json$/.exec(entry.name)
      if (!entry.isFile() || !match) continue
      const [, slug, language] = match
      if (slug === undefined || language === undefined) continue
      bySlug.set(slug, { ...bySlug.get(slug), [language]: path.join(dir, folder, entry.name) })
    }
    for (const [slug, files] of [...bySlug].sort(([a], [b]) => byText(a, b))) records.push({ folder, slug, files })
  }
  return records
}

/** What the summary reports before and after: the records of each kind, the hotels of each destination, the files. */
function counts(dir: string, defaultLanguage: string): { kinds: Record<string, number>; hotels: Record<string, number>; files: number } {
  const kinds: Record<string, number> = {}
  const hotels: Record<string, number> = {}
  for (const kind of COUNTED) {
    const records = recordsOf(dir, kind).filter((r) => r.files[defaultLanguage])
    kinds[kind.name] = records.length
    if (kind !== MULTIPLIED[0]) continue
    for (const record of records) {
      const destination = record.folder.split("/")[1] ?? ""
      hotels[destination] = (hotels[destination] ?? 0) + 1
    }
  }
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => !fs.statSync(path.join(dir, name)).isDirectory()).length
  return { kinds, hotels, files }
}

const beforeAfter = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.keys(before).map((key) => [key, { before: before[key], after: after[key] }]))

/** A price scaled by a factor, rounded as prices are written ($5 under $100, $10 under $1,000, then $50). */
function scalePrice(value: unknown, factor: number): unknown {
  if (typeof value !== "string" || !/[0-9]/.test(value)) return value
  const scaled = value.replace(/[0-9]{1,3}(,[0-9]{3})*/g, (amount) => {
    const n = Number(amount.replaceAll(",", "")) * factor
    const step = n < 100 ? 5 : n < 1000 ? 10 : 50
    return String(Math.max(step, Math.round(n / step) * step)).replace(/\B(?=([0-9]{3})+$)/g, ",")
  })
  return PRICE.test(scaled) ? scaled : value
}
const PRICE_FACTORS = [0.85, 1.2, 0.9, 1.35, 0.8, 1.1, 1.5, 0.95, 1.25, 0.75]

/** An ISO date moved back by a number of days. */
function daysBefore(isoDate: unknown, days: number): unknown {
  const date = new Date(`${String(isoDate)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** Words too common to tell a record by ("Resort", "Phuket" …): a text with them does not name another record. */
const COMMON_WORDS = new Set(
  "the and by at of for with in on to der die das und von mit im am zum zur resort resorts hotel hotels spa beach villa villas suites private phuket bangkok krabi koh samui phangan hua hin thailand northern island islands".split(
    " ",
  ),
)

/** Whether a text names the other record: one of the distinctive words of its name, not shared with this record. */
function namesOther(text: string, otherName: unknown, ownWords: Set<string>): boolean {
  if (typeof otherName !== "string") return false
  if (text.includes(otherName)) return true
  return otherName
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !COMMON_WORDS.has(word.toLowerCase()) && !ownWords.has(word.toLowerCase()))
    .some((word) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, "u").test(text))
}

/** The words of a record's own name and place, which a borrowed text may share. */
const wordsOf = (...texts: unknown[]): Set<string> =>
  new Set(
    texts
      .filter((t): t is string => typeof t === "string")
      .flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter(Boolean),
  )

/** A sentence of another record's text, preferably one that does not name that record. */
function borrowSentence(text: unknown, otherName: unknown, ownWords: Set<string>, pick: number): string | undefined {
  const sentences = typeof text === "string" ? splitSentences(text) : []
  if (sentences.length === 0) return undefined
  const anonymous = sentences.filter((s) => !namesOther(s, otherName, ownWords))
  const from = anonymous.length > 0 ? anonymous : sentences
  return from[pick % from.length]
}

/**
 * A copy's name: the original's and the variant's words. Where that is longer than a page title may be, the original
 * gives its head (the words before a colon, dash or comma) or as many whole words as fit, not ending on "in" or "für".
 */
function variedTitle(title: string, join: string, variant: string): string {
  if (`${title}${join}${variant}`.length <= TITLE_MAX) return `${title}${join}${variant}`
  const room = TITLE_MAX - join.length - variant.length
  const [head = title] = title.split(/:\s| – |, /)
  let short = ""
  for (const word of head.split(/\s+/))
    if (`${short} ${word}`.trim().length <= room) short = `${short} ${word}`.trim()
    else break
  return `${head.length <= room ? head : short.replace(/(\s+\p{Ll}{1,3})+$/u, "")}${join}${variant}`
}

/** A description rotated by the copy's number, with a sentence of another record of its kind (same language). */
function varyDescription(text: unknown, borrowed: string | undefined, copy: number): unknown {
  if (typeof text !== "string") return text
  let sentences = rotate(splitSentences(text), copy - 1)
  if (sentences.length >= 4) sentences = sentences.slice(0, -1)
  if (borrowed && !sentences.includes(borrowed)) sentences = [...sentences, borrowed]
  const varied = sentences.join(" ")
  return varied === text && borrowed ? `${borrowed} ${text}` : varied
}

/** Features rotated, the last one swapped for another record's feature (same language) when it has a new one. */
function varyFeatures(features: unknown, otherFeatures: unknown, otherName: unknown, ownWords: Set<string>, copy: number): unknown {
  if (!Array.isArray(features) || features.length === 0) return features
  const rotated: unknown[] = rotate(features, copy - 1)
  const candidates = (Array.isArray(otherFeatures) ? otherFeatures : []).filter(
    (f): f is string => typeof f === "string" && !features.includes(f) && !namesOther(f, otherName, ownWords),
  )
  const swapped = candidates[copy % candidates.length]
  if (swapped !== undefined) rotated[rotated.length - 1] = swapped
  return rotated
}

/** A search description of at most 160 characters that differs from the original: another sentence, or a shortening. */
function varyArticleDescription(description: unknown, excerpt: unknown, copy: number): unknown {
  if (typeof description !== "string") return description
  const rotated = rotate(splitSentences(description), copy - 1).join(" ")
  const candidates = [rotated, ...rotate(typeof excerpt === "string" ? splitSentences(excerpt) : [], copy - 1)]
  const fits = candidates.find((c) => c !== description && c.length <= SEARCH_DESCRIPTION_MAX)
  if (fits) return fits
  const words = (typeof excerpt === "string" ? excerpt : description).split(/\s+/)
  let short = ""
  for (const word of words) {
    if (`${short} ${word}`.trim().length > SEARCH_DESCRIPTION_MAX - 1) break
    short = `${short} ${word}`.trim()
  }
  return `${short.replace(/[,;:.–-]+$/, "")}…`
}

/** A record with some fields replaced, keeping its key order. */
const withFields = (record: JsonRecord, fields: JsonRecord): JsonRecord =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Object.hasOwn(fields, key) ? fields[key] : value]))

/** The variant of a copy: its slug part and its name text in a language ("II" etc. when there is none for it). */
function variantFor(kind: MultipliedKind, copy: number): { slug: string; text: (language: string) => string } {
  const list = VARIANTS[kind.name] ?? []
  const round = Math.floor((copy - 2) / list.length)
  const variant = list[(copy - 2) % list.length]
  if (!variant) throw new Error(`no name variants for ${kind.name}`)
  return {
    slug: round === 0 ? variant.slug : `${variant.slug}-${round + 1}`,
    text: (language: string) => {
      const text = typeof variant.text === "string" ? variant.text : variant.text[language]
      if (text === undefined) return roman(copy)
      return round === 0 ? text : `${text} ${roman(round + 1)}`
    },
  }
}

/** Adds the copies of one kind to `dir`; returns the number of records added. */
function multiplyKind(dir: string, kind: MultipliedKind, factor: number, languages: string[]): number {
  const [defaultLanguage = ""] = languages
  type LoadedRecord = RecordFiles & { data: Record<string, JsonRecord> }
  const records = recordsOf(dir, kind).map((record): LoadedRecord => ({
    ...record,
    data: Object.fromEntries(Object.entries(record.files).map(([language, file]) => [language, readRecord(file)])),
  }))
  const base = (record: LoadedRecord): JsonRecord => record.data[defaultLanguage] ?? Object.values(record.data)[0] ?? {}
  const usedSlugs = new Set(records.map((r) => r.slug))
  const orders = records.map((r) => base(r).order).filter((o): o is number => Number.isInteger(o))
  const maxOrder = orders.length ? Math.max(...orders) : 0
  const copies = records.length * (factor - 1)
  const orderStep = maxOrder + 10 * copies <= ORDER_MAX ? 10 : 1
  const usedIds = new Set<unknown>(records.map((r) => base(r).id))
  const usedPaths = new Set<unknown>(records.map((r) => base(r).path))
  let nextId = Math.max(0, ...[...usedIds].filter((id): id is number => Number.isInteger(id))) + 1

  // Records of the same destination (all articles together), in slug order: where categories and sentences come from
  const groupOf = (record: LoadedRecord) => (kind.name === "article" ? "" : String(base(record).destination ?? record.folder))
  const groups = new Map<string, LoadedRecord[]>()
  for (const record of records) groups.set(groupOf(record), [...(groups.get(groupOf(record)) ?? []), record])
  for (const group of groups.values()) group.sort((a, b) => byText(a.slug, b.slug))

  let sequence = 0
  let added = 0
  for (let copy = 2; copy <= factor; copy++) {
    const variant = variantFor(kind, copy)
    for (const [index, record] of records.entries()) {
      sequence += 1
      const group = groups.get(groupOf(record)) ?? [record]
      const position = group.indexOf(record)
      const othersInGroup = group.filter((r) => r !== record)
      const others = othersInGroup.length > 0 ? othersInGroup : records.filter((r) => r !== record)
      // The other records this copy takes its category and a sentence from: chosen once, so every language agrees
      const categoryFrom = othersInGroup[(position + copy - 2) % othersInGroup.length] ?? record
      // A sentence comes preferably from a record of the same category (a beach resort's from a beach resort)
      const sameCategory = othersInGroup.filter((r) => base(r).category !== undefined && base(r).category === base(record).category)
      const sentencePool = sameCategory.length > 0 ? sameCategory : others
      const sentenceFrom: LoadedRecord | undefined = sentencePool[(position + copy - 1) % sentencePool.length]

      // Fields that are the same in every language: computed once, from the default language
      const original = base(record)
      let slug = `${record.slug}-${variant.slug}`
      if (usedSlugs.has(slug)) slug = `${slug}-${copy}`
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${record.slug}-${variant.slug}-${copy}-${n}`
      usedSlugs.add(slug)
      const shared: JsonRecord = { slug }
      if (Number.isInteger(original.order)) shared.order = maxOrder + orderStep * sequence
      if ("price" in original && kind.name !== "article") {
        shared.price = scalePrice(original.price, PRICE_FACTORS[(copy - 2 + index) % PRICE_FACTORS.length] ?? 1)
      }
      if (!kind.titleTranslated) shared[kind.title] = variedTitle(String(original[kind.title]), kind.join, variant.text(defaultLanguage))
      if (kind.name === "article") {
        while (usedIds.has(nextId) || usedPaths.has(`/blog/${nextId}`)) nextId += 1
        if (nextId > ARTICLE_ID_MAX) throw new Error(`too many articles: number ${nextId} is over ${ARTICLE_ID_MAX}`)
        shared.id = nextId
        shared.path = `/blog/${nextId}`
        usedIds.add(nextId)
        usedPaths.add(shared.path)
        shared.date = daysBefore(original.date, (copy - 1) * 61 + (index % 5) * 3)
      }

      for (const [language, data] of Object.entries(record.data)) {
        const other = sentenceFrom?.data[language]
        const fields: JsonRecord = { ...shared }
        const ownWords = wordsOf(data[kind.title], data.location, data.destination)
        if (kind.titleTranslated) fields[kind.title] = variedTitle(String(data[kind.title]), kind.join, variant.text(language))
        const category = categoryFrom.data[language]?.category
        if ("category" in data && category !== undefined) {
          fields.category = category
        }
        if (kind.name === "article") {
          fields.excerpt = rotate(splitSentences(typeof data.excerpt === "string" ? data.excerpt : ""), copy - 1).join(" ") || data.excerpt
          fields.description = varyArticleDescription(data.description, data.excerpt, copy)
        } else if (kind.name === "vehicle" && VEHICLE_NOTES[language]) {
          const notes = VEHICLE_NOTES[language] ?? []
          fields.description = varyDescription(data.description, notes[(copy - 2 + index) % notes.length], copy)
        } else if ("description" in data) {
          fields.description = varyDescription(
            data.description,
            borrowSentence(other?.description, other?.[kind.title], ownWords, copy),
            copy,
          )
        }
        if ("features" in data) fields.features = varyFeatures(data.features, other?.features, other?.[kind.title], ownWords, copy + index)
        writeJson(path.join(dir, record.folder, `${slug}.${language}.json`), withFields(data, fields))
      }
      added += 1
    }
  }
  return added
}

/**
 * Copies the data folder `from` to `to` (which must not exist or be empty) and, for a factor N of 2 or more, adds N-1
 * varied copies of every hotel, vehicle, experience, concierge service and article. Destinations, services, team,
 * partners, pages and interface texts are copied as they are. Returns the counts per kind before and after.
 */
export interface MultiplySummary {
  from: string
  to: string
  factor: number
  languages: string[]
  kinds: Record<string, { before: number | undefined; after: number | undefined }>
  hotelsPerDestination: Record<string, { before: number | undefined; after: number | undefined }>
  files: { before: number; after: number }
}

export function multiplyContent({ from = "data", to, factor = 10 }: { from?: string; to: string; factor?: number }): MultiplySummary {
  if (!to) throw new Error("multiplyContent: `to` (the folder to write) is required")
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error(`multiplyContent: factor must be a whole number of at least 1, got ${factor}`)
  const source = path.resolve(from)
  const target = path.resolve(to)
  if (!fs.existsSync(path.join(source, "languages.json"))) throw new Error(`${source} is not a data folder (no languages.json)`)
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new Error(`${target} exists and is not empty`)
  fs.mkdirSync(target, { recursive: true })
  fs.cpSync(source, target, { recursive: true })

  const languages = languagesOf(target)
  const [defaultLanguage = ""] = languages
  const before = counts(target, defaultLanguage)
  if (factor >= 2) for (const kind of MULTIPLIED) multiplyKind(target, kind, factor, languages)
  const after = counts(target, defaultLanguage)
  return {
    from: source,
    to: target,
    factor,
    languages,
    kinds: beforeAfter(before.kinds, after.kinds),
    hotelsPerDestination: beforeAfter(before.hotels, after.hotels),
    files: { before: before.files, after: after.files },
  }
}

/**
 * Edits one hotel (the first in folder and slug order) as staff would: its description changes in every language, a
 * sentence added (or, on the next call, removed again), so each call is a change. Returns the files written.
 */
export function editOneHotel(dir: string): string[] {
  const languages = languagesOf(dir)
  const [defaultLanguage = ""] = languages
  const [hotels] = MULTIPLIED
  const hotel = hotels && recordsOf(dir, hotels).find((record) => record.files[defaultLanguage])
  if (!hotel) throw new Error(`${dir} has no hotel`)
  const touched: string[] = []
  for (const language of languages) {
    const file = hotel.files[language]
    if (!file) continue
    const record = readRecord(file)
    const current = record.description
    if (typeof current !== "string") throw new Error(`${file}: no description to edit`)
    const note = EDIT_NOTE[language]
    let description: string
    if (note === undefined) {
      // A language without a note: the description's sentences in another order (the same facts)
      description = rotate(splitSentences(current), 1).join(" ")
    } else if (current.endsWith(` ${note}`)) {
      description = current.slice(0, -(note.length + 1))
    } else {
      description = `${current} ${note}`
    }
    if (description === current) continue
    // Only the description's text changes: the file keeps its layout (the CMS's or prettier's), so a second edit
    // restores it byte for byte
    const text = fs.readFileSync(file, "utf8")
    const written = JSON.stringify(current)
    if (!text.includes(written)) throw new Error(`${file}: the description is not written as JSON.stringify writes it`)
    fs.writeFileSync(file, text.replace(written, () => JSON.stringify(description)))
    touched.push(file)
  }
  return touched
}

function main(argv: string[]): void {
  const args = [...argv]
  let from: string | undefined = "data"
  const fromAt = args.indexOf("--from")
  if (fromAt !== -1) {
    from = args[fromAt + 1]
    args.splice(fromAt, 2)
  }
  const [to, n = "10"] = args
  const factor = Number(n)
  if (!to || !from || !Number.isInteger(factor) || factor < 1) {
    console.error("usage: npx tsx scripts/lab/scale/multiply.ts <to> [N=10] [--from data]")
    process.exit(2)
  }
  const summary = multiplyContent({ from, to, factor })
  console.log(JSON.stringify(summary, null, 2))
}

// require.main, not import.meta: Playwright loads this module as CommonJS (e2e/scale.spec.ts)
if (require.main === module) main(process.argv.slice(2))
