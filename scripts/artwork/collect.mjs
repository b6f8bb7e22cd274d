// Walks data/**/*.json and builds the list of pictures to generate.
import fs from "node:fs"
import path from "node:path"

export const KINDS = ["destination", "hotel", "vehicle", "experience", "service", "concierge", "article", "team", "gallery", "partner"]

/** The default language's code: the first of data/languages.json (pictures are drawn from its texts). */
function defaultLanguageOf(dataDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, "languages.json"), "utf8"))[0]?.code ?? "en"
  } catch {
    return "en"
  }
}

/**
 * data/'s JSON files but the generated assets and the artwork lists, sorted by path with the default language's
 * files first: a picture's params come from the first file that names it, so a hotel's category is its English one.
 */
function listJsonFiles(dataDir) {
  const own = `.${defaultLanguageOf(dataDir)}.json`
  const files = fs
    .readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".json") && !file.startsWith("images/") && !/^artwork\.[a-z]{2}\.json$/.test(file))
  const rank = (file) => (file.endsWith(own) ? 0 : 1)
  return files.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
}

/** Split "hotel-amanpuri" into kind "hotel" and slug "amanpuri"; unknown prefixes → kind "misc". */
export function splitId(id) {
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
function sceneriesOf(dataDir) {
  const dir = path.join(dataDir, "destinations")
  const own = `.${defaultLanguageOf(dataDir)}.json`
  const sceneries = new Map()
  if (!fs.existsSync(dir)) return sceneries
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(own))) {
    try {
      const { slug, scenery } = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))
      if (typeof slug === "string" && typeof scenery === "string") sceneries.set(slug, scenery)
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
export function collectJobs(dataDir) {
  const byId = new Map()
  const warnings = []
  const files = listJsonFiles(dataDir)
  for (const file of files) {
    let json
    try {
      json = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
    } catch (err) {
      warnings.push(`skipped ${file}: ${err.message.split("\n")[0]}`)
      continue
    }
    const visit = (node) => {
      if (Array.isArray(node)) {
        node.forEach(visit)
        return
      }
      if (!node || typeof node !== "object") return
      if (typeof node.picture === "string" && node.picture.trim()) {
        const id = node.picture.trim()
        const params = {}
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
    if (job.params.scenery === undefined && typeof place === "string" && sceneries.has(place)) job.params.scenery = sceneries.get(place)
  }
  // two ids must never map to the same file
  const seen = new Map()
  for (const j of jobs) {
    const key = `${j.kind}/${j.slug}`
    if (seen.has(key)) {
      j.slug = `${j.slug}-${seen.get(key) + 1}`
      seen.set(key, seen.get(key) + 1)
    } else seen.set(key, 1)
  }
  return { jobs, warnings }
}
