// Walks data/**/*.json and builds the list of pictures to generate.
import fs from "node:fs"
import path from "node:path"
import { SCENERIES, type Scenery } from "../../src/content/schemas/destination"
import { KINDS, type Job, type Json, type Kind, type Params } from "./job"

export { KINDS }

const isScenery = (value: unknown): value is Scenery => SCENERIES.some((scenery) => scenery === value)
const isRecord = (value: unknown): value is { [key: string]: Json } => typeof value === "object" && value !== null && !Array.isArray(value)

/** The default language's code: the first of data/languages.json (pictures are drawn from its texts). */
function defaultLanguageOf(dataDir: string): string {
  try {
    const languages: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, "languages.json"), "utf8"))
    const first: unknown = Array.isArray(languages) ? languages[0] : undefined
    return isRecord(first) && typeof first.code === "string" ? first.code : "en"
  } catch {
    return "en"
  }
}

/**
 * data/'s JSON files but the generated assets and the artwork lists, sorted by path with the default language's
 * files first: a picture's params come from the first file that names it, so a hotel's category is its English one.
 */
function listJsonFiles(dataDir: string): string[] {
  const own = `.${defaultLanguageOf(dataDir)}.json`
  const files = fs
    .readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".json") && !file.startsWith("images/") && !/^artwork\.[a-z]{2}\.json$/.test(file))
  const rank = (file: string) => (file.endsWith(own) ? 0 : 1)
  return files.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
}

/** Split "hotel-amanpuri" into kind "hotel" and slug "amanpuri"; unknown prefixes → kind "misc". */
export function splitId(id: string): { kind: Kind; slug: string } {
  const kind = KINDS.find((k) => id.startsWith(`${k}-`) && id.length > k.length + 1)
  const raw = kind ? id.slice(kind.length + 1) : id
  const slug =
    raw
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "picture"
  return { kind: kind ?? "misc", slug }
}

/** Each destination's scenery (its default-language record), by slug: the landscape of its records' pictures. */
function sceneriesOf(dataDir: string): Map<string, Scenery> {
  const dir = path.join(dataDir, "destinations")
  const own = `.${defaultLanguageOf(dataDir)}.json`
  const sceneries = new Map<string, Scenery>()
  if (!fs.existsSync(dir)) return sceneries
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(own))) {
    try {
      const record: unknown = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))
      if (isRecord(record) && typeof record.slug === "string" && isScenery(record.scenery)) sceneries.set(record.slug, record.scenery)
    } catch {
      // an unreadable record is reported with the other files below
    }
  }
  return sceneries
}

/**
 * Returns { jobs, warnings }. Each job: { id, kind, slug, params, sources }.
 * `params` are the sibling fields of the first object carrying that picture id
 * (later occurrences only fill in missing fields), and `scenery`, the landscape of the destination it names (a hotel's,
 * a vehicle's …; a destination's own record has it). Files that fail to parse —
 * e.g. still being written — are skipped with a warning.
 */
export function collectJobs(dataDir: string): { jobs: Job[]; warnings: string[] } {
  const byId = new Map<string, Job>()
  const warnings: string[] = []
  const files = listJsonFiles(dataDir)
  for (const file of files) {
    let json: Json
    try {
      json = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Json
    } catch (err) {
      warnings.push(`skipped ${file}: ${(err as Error).message.split("\n")[0]}`)
      continue
    }
    const visit = (node: Json) => {
      if (Array.isArray(node)) {
        node.forEach(visit)
        return
      }
      if (!isRecord(node)) return
      if (typeof node.picture === "string" && node.picture.trim()) {
        const id = node.picture.trim()
        const params: Params = {}
        for (const [k, v] of Object.entries(node)) {
          if (k === "picture" || k === "body" || k === "faq" || k === "itinerary") continue
          params[k] = v
        }
        const existing = byId.get(id)
        if (!existing) byId.set(id, { id, ...splitId(id), params, sources: [file] })
        else {
          for (const [k, v] of Object.entries(params)) if (!(k in existing.params)) existing.params[k] = v
          if (!existing.sources.includes(file)) existing.sources.push(file)
        }
      }
      for (const v of Object.values(node)) if (v && typeof v === "object") visit(v)
    }
    visit(json)
  }
  const jobs = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const sceneries = sceneriesOf(dataDir)
  for (const job of jobs) {
    const place = job.params.destination ?? job.params.region
    const scenery = typeof place === "string" ? sceneries.get(place) : undefined
    if (job.params.scenery === undefined && scenery) job.params.scenery = scenery
  }
  // two ids must never map to the same file
  const seen = new Map<string, number>()
  for (const j of jobs) {
    const key = `${j.kind}/${j.slug}`
    const count = seen.get(key)
    if (count !== undefined) {
      j.slug = `${j.slug}-${count + 1}`
      seen.set(key, count + 1)
    } else seen.set(key, 1)
  }
  return { jobs, warnings }
}
