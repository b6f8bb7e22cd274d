// House-artwork generator: one illustration + alt text per picture id referenced
// in data/**/*.json, written to data/images/artwork/ and data/artwork.en.json (its German twin artwork.de.json is translated by hand).
//
//   npx tsx scripts/artwork/generate.ts                 write everything (unchanged files are skipped,
//                                                     stale files removed, artwork.en.json rewritten)
//   npx tsx scripts/artwork/generate.ts --check         regenerate in memory; exit 1 listing files that differ
//   npx tsx scripts/artwork/generate.ts --only a,b      restrict rendering / checking to these ids
//   options: --data <dir> (default data/), --concurrency <n> (default 2), --quiet
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { collectJobs, splitId } from "./collect"
import { item } from "./svg"
import { buildArtwork, BRAND_JOB, type Artwork } from "./scenes/index"
import { renderSvg } from "./render"

interface Options {
  check: boolean
  only: string[] | null
  data: string
  concurrency: number
  quiet: boolean
  help?: boolean
}
/** A picture built for the run; one asked for by --only that no content names is drawn but never listed. */
type Built = Artwork & { unreferenced?: boolean }

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..")
const ARTWORK_DIR = "images/artwork"

function parseArgs(argv: string[]): Options {
  const opts: Options = { check: false, only: null, data: path.join(ROOT, "data"), concurrency: 2, quiet: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? ""
    const value = (): string => {
      if (a.includes("=")) return a.slice(a.indexOf("=") + 1)
      i += 1
      const next = argv[i]
      if (next === undefined) throw new Error(`${a} needs a value`)
      return next
    }
    if (a === "--check") opts.check = true
    else if (a === "--quiet") opts.quiet = true
    else if (a.startsWith("--only"))
      opts.only = value()
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    else if (a.startsWith("--data")) opts.data = path.resolve(value())
    else if (a.startsWith("--concurrency")) opts.concurrency = Math.max(1, Number(value()) || 1)
    else if (a === "--help" || a === "-h") opts.help = true
    else throw new Error(`unknown argument: ${a}`)
  }
  return opts
}

/** Run async `fn` over items with at most `limit` in flight; results keep input order. */
async function pool<T, R>(items: readonly T[], limit: number, fn: (value: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(item(items, i), i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** An entry of data/artwork.en.json. */
interface ManifestEntry {
  id: string
  src: string
  alt: string
  width: number
  height: number
}

function manifestJson(entries: readonly Artwork[]): string {
  const list = entries
    .filter((e) => e.kind !== "brand")
    .map(({ id, src, alt, width, height }): ManifestEntry => ({ id, src, alt, width, height }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return `${JSON.stringify(list, null, 2)}\n`
}

function listFiles(dir: string): string[] {
  const out: string[] = []
  if (!fs.existsSync(dir)) return out
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...listFiles(p))
    else out.push(p)
  }
  return out
}

function removeEmptyDirs(dir: string, keepRoot = true): void {
  if (!fs.existsSync(dir)) return
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) removeEmptyDirs(path.join(dir, e.name), false)
  if (!keepRoot && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir)
}

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2))
  if (opts.help) {
    console.log("usage: npx tsx scripts/artwork/generate.ts [--check] [--only id,id] [--data dir] [--concurrency n] [--quiet]")
    return 0
  }
  const t0 = process.hrtime.bigint()
  const { jobs, warnings } = collectJobs(opts.data)
  for (const w of warnings) console.warn(`artwork: warning: ${w}`)
  const all = [...jobs, BRAND_JOB]
  // Metadata (svg + alt) is cheap, so it is always built for every job; only the
  // selected jobs are rasterised.
  const built: Built[] = all.map((job) => buildArtwork(job))
  let selected = built
  if (opts.only) {
    const want = new Set(opts.only)
    selected = built.filter((b) => want.has(b.id))
    for (const id of want) {
      if (!built.some((b) => b.id === id)) {
        // not referenced by content: still render it on request (preview), but never list it
        const b: Built = { ...buildArtwork({ id, ...splitId(id), params: {}, sources: [] }), unreferenced: true }
        selected.push(b)
        console.warn(`artwork: warning: ${id} is not referenced by any content file`)
      }
    }
  }
  const rendered = await pool(selected, opts.concurrency, async (b) => ({
    ...b,
    buffer: await renderSvg({ svg: b.svg, format: b.format, grain: b.grain }),
  }))
  const dataDir = opts.data
  const manifestPath = path.join(dataDir, "artwork.en.json")
  const referenced = built // everything listed in the manifest + brand mark
  const expectedFiles = new Set(referenced.map((b) => path.join(dataDir, b.src)))
  let written = 0
  let unchanged = 0
  let removed = 0
  const problems: string[] = []

  for (const r of rendered) {
    const file = path.join(dataDir, r.src)
    const current = fs.existsSync(file) ? fs.readFileSync(file) : null
    const same = current !== null && current.equals(r.buffer)
    if (opts.check) {
      if (!current) problems.push(`missing   ${r.src} (${r.id})`)
      else if (!same) problems.push(`differs   ${r.src} (${r.id})`)
      continue
    }
    if (r.unreferenced) continue
    if (same) unchanged += 1
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, r.buffer)
      written += 1
    }
  }

  const manifest = manifestJson(built)
  const currentManifest = fs.existsSync(manifestPath) ? fs.readFileSync(manifestPath, "utf8") : null
  if (opts.check) {
    if (opts.only) {
      // compare only the selected entries
      let onDisk: ManifestEntry[] = []
      try {
        onDisk = JSON.parse(currentManifest ?? "[]") as ManifestEntry[]
      } catch {
        problems.push("invalid   artwork.en.json")
      }
      const expected = JSON.parse(manifest) as ManifestEntry[]
      for (const id of opts.only) {
        const e = expected.find((x) => x.id === id)
        const d = onDisk.find((x) => x.id === id)
        if (e && JSON.stringify(e) !== JSON.stringify(d)) problems.push(`differs   artwork.en.json entry ${id}`)
      }
    } else {
      if (currentManifest !== manifest) problems.push("differs   artwork.en.json")
      for (const f of listFiles(path.join(dataDir, ARTWORK_DIR)))
        if (!expectedFiles.has(f)) problems.push(`stale     ${path.relative(dataDir, f)}`)
    }
  } else {
    // Never prune while a content file could not be read (it may be mid-write).
    if (!opts.only && warnings.length === 0) {
      for (const f of listFiles(path.join(dataDir, ARTWORK_DIR))) {
        if (!expectedFiles.has(f)) {
          fs.unlinkSync(f)
          removed += 1
        }
      }
      removeEmptyDirs(path.join(dataDir, ARTWORK_DIR))
    }
    if (currentManifest !== manifest) fs.writeFileSync(manifestPath, manifest)
  }

  const seconds = Number(process.hrtime.bigint() - t0) / 1e9
  const bytes = rendered.reduce((s, r) => s + r.buffer.length, 0)
  const mb = (bytes / (1024 * 1024)).toFixed(1)
  if (opts.check) {
    for (const p of problems) console.log(p)
    console.log(
      `artwork --check: ${rendered.length} pictures in ${seconds.toFixed(1)} s, ${mb} MB, ${problems.length ? `${problems.length} difference(s)` : "all up to date"}`,
    )
    return problems.length ? 1 : 0
  }
  console.log(
    `artwork: ${rendered.length} pictures (${written} written, ${unchanged} unchanged, ${removed} removed) in ${seconds.toFixed(1)} s, ${mb} MB`,
  )
  return 0
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`artwork: ${err.stack ?? err.message}`)
    process.exit(2)
  },
)
