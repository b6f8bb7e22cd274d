import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..")
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, "data", file), "utf8")) as T
const LANGUAGES = readJson<Array<{ code: string }>>("languages.json").map(({ code }) => code)
// The generator writes the default language's manifest (the first of data/languages.json); each translation's
// artwork.<language>.json lists the same pictures with the alt text in its language
const [DEFAULT_LANGUAGE = ""] = LANGUAGES

type Entry = { id: string; src: string; alt: string; width: number; height: number }

function readManifest(language = DEFAULT_LANGUAGE): Entry[] {
  return readJson<Entry[]>(`artwork.${language}.json`)
}

/** One id each from three different kinds (prefix before the first dash). */
function sampleIds(entries: Entry[]): string[] {
  const preferred = ["destination", "hotel", "team", "experience", "partner", "vehicle"]
  const picked: string[] = []
  for (const kind of preferred) {
    const e = entries.find((x) => x.id.startsWith(`${kind}-`))
    if (e) picked.push(e.id)
    if (picked.length === 3) break
  }
  return picked
}

/** A module of the generator, for a snippet's import. */
const generatorModule = (file: string) => JSON.stringify(path.join(ROOT, "scripts/artwork", file))

/**
 * Runs an ES module snippet with the generator's modules (TypeScript, loaded by tsx) and parses what it prints. The
 * snippet is a file: tsx gives code passed with -e only a CommonJS module's default export.
 */
function runGenerator<T>(code: string): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-snippet-"))
  try {
    fs.writeFileSync(path.join(dir, "snippet.mjs"), code)
    return JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", path.join(dir, "snippet.mjs")], { cwd: ROOT, encoding: "utf8" }),
    ) as T
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe("house artwork generator", () => {
  it("draws a picture from the default language's record, whatever another language calls its category", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-"))
    try {
      fs.mkdirSync(path.join(dir, "hotels", "phuket"), { recursive: true })
      fs.writeFileSync(path.join(dir, "languages.json"), JSON.stringify(LANGUAGES.map((code) => ({ code }))))
      for (const code of LANGUAGES) {
        const record = { picture: "hotel-example", destination: "phuket", category: `Category in ${code}` }
        fs.writeFileSync(path.join(dir, "hotels", "phuket", `example.${code}.json`), JSON.stringify(record))
      }
      const jobs = runGenerator<Array<{ params: { category: string } }>>(
        `import { collectJobs } from ${generatorModule("collect.ts")}; console.log(JSON.stringify(collectJobs(${JSON.stringify(dir)}).jobs))`,
      )
      expect(jobs.map((job) => job.params.category)).toEqual([`Category in ${DEFAULT_LANGUAGE}`])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("draws an experience's sea as its destination's scenery says, for destinations no code names", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "artwork-"))
    try {
      fs.mkdirSync(path.join(dir, "destinations"))
      fs.mkdirSync(path.join(dir, "experiences"))
      fs.writeFileSync(path.join(dir, "languages.json"), JSON.stringify(LANGUAGES.map((code) => ({ code }))))
      const places = { "karst-bay": "limestone-islets", "gulf-isle": "green-islands" }
      for (const [slug, scenery] of Object.entries(places)) {
        for (const code of LANGUAGES) {
          fs.writeFileSync(
            path.join(dir, "destinations", `${slug}.${code}.json`),
            JSON.stringify({ slug, scenery, picture: `destination-${slug}` }),
          )
          const experience = { picture: `experience-speedboat-${slug}`, destination: slug, name: "Speedboat" }
          fs.writeFileSync(path.join(dir, "experiences", `speedboat-${slug}.${code}.json`), JSON.stringify(experience))
        }
      }
      const alts = runGenerator<Record<string, string>>(
        `import { collectJobs } from ${generatorModule("collect.ts")}
        import { buildArtwork } from ${generatorModule("scenes/index.ts")}
        const jobs = collectJobs(${JSON.stringify(dir)}).jobs.filter((job) => job.kind === "experience")
        console.log(JSON.stringify(Object.fromEntries(jobs.map((job) => [job.params.destination, buildArtwork(job).alt]))))`,
      )
      expect(alts["karst-bay"]).toContain("limestone islets")
      expect(alts["gulf-isle"]).toContain("green islands")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each([
    ["Temple at sunset", "at sunset"],
    ["Wat at night", "at night"],
    ["Temple at dusk", "at dusk"],
  ])("draws a gallery picture captioned %j %s, as its caption says", (caption, light) => {
    const alt = runGenerator<string>(
      `import { buildArtwork } from ${generatorModule("scenes/index.ts")}
      console.log(JSON.stringify(buildArtwork({ id: "gallery-temple", kind: "gallery", slug: "temple", params: { caption: ${JSON.stringify(caption)} } }).alt))`,
    )
    expect(alt).toContain(light)
  })

  it("regenerates identical bytes for three pictures of different kinds (--check)", () => {
    const ids = sampleIds(readManifest())
    expect(ids).toHaveLength(3)
    let status = 0
    let output = ""
    try {
      output = execFileSync(process.execPath, ["--import", "tsx", "scripts/artwork/generate.ts", "--check", "--only", ids.join(",")], {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      })
    } catch (err) {
      const e = err as { status?: number; stdout?: string; stderr?: string }
      status = e.status ?? 1
      output = `${e.stdout ?? ""}${e.stderr ?? ""}`
    }
    expect({ status, output }).toEqual({ status: 0, output: expect.stringContaining("all up to date") })
  }, 60_000)

  it("lists existing files with alt text and unique ids in data/artwork.<default language>.json", () => {
    const entries = readManifest()
    expect(entries.length).toBeGreaterThan(0)
    const ids = entries.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const e of entries) {
      expect(fs.existsSync(path.join(ROOT, "data", e.src))).toBe(true)
      const okAlt = e.alt.startsWith("Illustration of") || e.alt.endsWith("wordmark") || e.alt.startsWith("Monogram")
      expect({ id: e.id, okAlt }).toEqual({ id: e.id, okAlt: true })
      expect(e.width).toBeGreaterThan(0)
      expect(e.height).toBeGreaterThan(0)
    }
  })

  it.each(LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE))(
    "lists the same pictures in data/artwork.%s.json, each with its own alt text",
    (language) => {
      const original = readManifest()
      const translated = readManifest(language)
      const withoutAlt = (entries: Entry[]) => entries.map(({ alt: _alt, ...rest }) => rest)
      expect(withoutAlt(translated)).toEqual(withoutAlt(original))
      for (const e of translated) expect({ id: e.id, alt: e.alt.trim().length > 0 }).toEqual({ id: e.id, alt: true })
      // Translated, not copied: most alt texts differ from the default language's (a brand's wordmark may not)
      const same = translated.filter((e, i) => e.alt === original[i]?.alt)
      expect(same.length).toBeLessThan(translated.length / 10)
    },
  )
})
