import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..")
const MANIFEST = path.join(ROOT, "data", "artwork.json")

type Entry = { id: string; src: string; alt: string; width: number; height: number }

function readManifest(): Entry[] {
  return JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as Entry[]
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

describe("house artwork generator", () => {
  it("regenerates identical bytes for three pictures of different kinds (--check)", () => {
    const ids = sampleIds(readManifest())
    expect(ids).toHaveLength(3)
    let status = 0
    let output = ""
    try {
      output = execFileSync(process.execPath, ["scripts/artwork/generate.mjs", "--check", "--only", ids.join(",")], {
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

  it("lists existing files with alt text and unique ids in data/artwork.json", () => {
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
})
