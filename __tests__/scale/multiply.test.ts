/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { z } from "zod"
import { contentKinds } from "../../src/content/kinds"
import type { LanguageRecord } from "../../src/content/schemas/language"
import { contentProblems, readContentFiles } from "../../src/node/validate-data"

// The content multiplier of bench:scale (scripts/lab/scale/multiply.ts): the real data/, multiplied, must pass the build's
// own content validation, with copies that are records of their own rather than clones.
const ROOT = path.resolve(__dirname, "../..")
const DATA_DIR = path.join(ROOT, "data")
const SCRIPT = path.join(ROOT, "scripts/lab/scale/multiply.ts")

interface Summary {
  factor: number
  languages: string[]
  kinds: Record<string, { before: number; after: number }>
  hotelsPerDestination: Record<string, { before: number; after: number }>
  files: { before: number; after: number }
}

/** Calls the script's export in a Node process of its own, run by tsx as bench:scale runs it. */
function call<T>(expression: string): T {
  const code = `const scale = require(${JSON.stringify(SCRIPT)}); console.log(JSON.stringify(${expression}))`
  return JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "-e", code], { cwd: ROOT, encoding: "utf8" })) as T
}
const multiply = (to: string, factor: number) => call<Summary>(`scale.multiplyContent(${JSON.stringify({ from: DATA_DIR, to, factor })})`)
const editOneHotel = (dir: string) => call<string[]>(`scale.editOneHotel(${JSON.stringify(dir)})`)

/** What the build checks before it renders anything (src/node/validate-data.ts). */
const validate = contentProblems

/** Every file under a folder, by path relative to it, with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.set(path.relative(dir, full), fs.readFileSync(full).toString("base64"))
    }
  }
  walk(dir)
  return files
}

const languages = (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "languages.json"), "utf8")) as LanguageRecord[]).map(({ code }) => code)
const [defaultLanguage = ""] = languages
const LANGUAGE_SUFFIX = /\.([a-z]{2})\.json$/

type Data = Record<string, unknown>
/** The multiplied kinds: their folder and the field a visitor reads as the record's name. */
const MULTIPLIED = [
  { kind: "hotel", folder: "hotels", title: "name" },
  { kind: "vehicle", folder: "vehicles", title: "type" },
  { kind: "experience", folder: "experiences", title: "name" },
  { kind: "concierge service", folder: "concierge", title: "name" },
  { kind: "article", folder: "articles", title: "title" },
] as const

/** A kind's records in a data folder: per record (its path without language), its data in each language. */
function recordsIn(dataDir: string, folder: string): Map<string, Map<string, Data>> {
  const records = new Map<string, Map<string, Data>>()
  for (const { path: file, data } of readContentFiles(dataDir).files) {
    const language = LANGUAGE_SUFFIX.exec(file)?.[1]
    if (!file.startsWith(`${folder}/`) || !language) continue
    const id = file.replace(LANGUAGE_SUFFIX, "")
    records.set(id, (records.get(id) ?? new Map<string, Data>()).set(language, data as Data))
  }
  return records
}

/** The copies the multiplier wrote of a kind's records: those in `dir` that are not in data/. */
function copiesIn(dir: string, folder: string): Array<[id: string, record: Map<string, Data>]> {
  const originals = recordsIn(DATA_DIR, folder)
  return [...recordsIn(dir, folder)].filter(([id]) => !originals.has(id))
}

/** A temporary folder for the tests of one describe block: made before them, removed after them. */
function temporaryFolder(prefix: string): () => string {
  let folder = ""
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  })
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))
  return () => folder
}

/**
 * A record's fields that are not written per language. Lists and objects mix both (a photo's alt text is translated,
 * its file is not; an article's blocks' texts are, their types are not): of those, the parts that are not.
 */
function sharedFields(kindName: string, record: Data): Data {
  const kind = contentKinds.find((k) => k.name === kindName)
  const shared: Data = {}
  for (const [field, schema] of Object.entries(kind?.schema.shape ?? {}) as Array<[string, z.ZodType]>) {
    const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema
    if (inner.meta()?.translate) continue
    if (inner instanceof z.ZodObject || inner instanceof z.ZodArray) continue
    shared[field] = record[field]
  }
  shared.photoSrc = (record.photo as { src?: string } | undefined)?.src
  shared.bodyBlockTypes = Array.isArray(record.body)
    ? (record.body as Array<{ blocks: Array<{ type: string }> }>).map((section) => section.blocks.map((b) => b.type))
    : undefined
  for (const list of ["features", "faq", "itinerary"])
    shared[`${list}Count`] = Array.isArray(record[list]) ? record[list].length : undefined
  return shared
}

describe("multiplying the content by 3", () => {
  const root = temporaryFolder("scale-")
  let first: string
  let second: string
  let summary: Summary

  beforeAll(() => {
    first = path.join(root(), "first")
    second = path.join(root(), "second")
    summary = multiply(first, 3)
    multiply(second, 3)
  })

  it("passes the build's content validation", () => {
    expect(validate(first)).toEqual([])
  })

  it("has three times the hotels of each destination and three times each multiplied kind, and no more of the rest", () => {
    expect(summary.factor).toBe(3)
    expect(summary.languages).toEqual(languages)
    for (const { kind } of MULTIPLIED) {
      expect(summary.kinds[kind]?.before).toBeGreaterThan(0)
      expect([kind, summary.kinds[kind]?.after]).toEqual([kind, 3 * (summary.kinds[kind]?.before ?? NaN)])
    }
    for (const kind of ["destination", "service", "team member", "partner"]) {
      expect([kind, summary.kinds[kind]?.after]).toEqual([kind, summary.kinds[kind]?.before])
    }
    // Counted again from the files, per destination folder
    const destinations = fs.readdirSync(path.join(DATA_DIR, "hotels"))
    expect(Object.keys(summary.hotelsPerDestination).sort()).toEqual([...destinations].sort())
    for (const destination of destinations) {
      const count = (dir: string) =>
        fs.readdirSync(path.join(dir, "hotels", destination)).filter((f) => f.endsWith(`.${defaultLanguage}.json`)).length
      expect([destination, count(first)]).toEqual([destination, 3 * count(DATA_DIR)])
      expect(summary.hotelsPerDestination[destination]).toEqual({ before: count(DATA_DIR), after: count(first) })
    }
    expect(recordsIn(first, "articles").size).toBe(3 * recordsIn(DATA_DIR, "articles").size)
  })

  it("leaves the original files as they were", () => {
    const original = snapshot(DATA_DIR)
    const copied = snapshot(first)
    for (const [file, bytes] of original) expect([file, copied.get(file) === bytes]).toEqual([file, true])
  })

  it("keeps slugs, article numbers and article addresses unique in each language", () => {
    for (const language of languages) {
      for (const { folder } of MULTIPLIED) {
        const slugs = [...recordsIn(first, folder).values()].map((r) => r.get(language)?.slug)
        expect(new Set(slugs).size).toBe(slugs.length)
      }
      const articles = [...recordsIn(first, "articles").values()].map((r) => r.get(language) ?? {})
      expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length)
      expect(new Set(articles.map((a) => a.path)).size).toBe(articles.length)
    }
  })

  it.each(MULTIPLIED)(
    "makes each $kind copy differ from its original in slug, name and description, in every language",
    ({ folder, title }) => {
      const originals = recordsIn(DATA_DIR, folder)
      const copies = copiesIn(first, folder)
      expect(copies.length).toBe(2 * originals.size)
      for (const [id, copy] of copies) {
        // The original: the longest original slug the copy's slug extends, in the same folder
        const [originalId] = [...originals.keys()].filter((o) => id.startsWith(`${o}-`)).sort((a, b) => b.length - a.length)
        expect([id, originalId !== undefined]).toEqual([id, true])
        const original = originals.get(originalId ?? "")
        for (const language of languages) {
          const [a, b] = [original?.get(language) ?? {}, copy.get(language) ?? {}]
          expect(b.slug).not.toEqual(a.slug)
          expect([id, language, b[title] === a[title]]).toEqual([id, language, false])
          expect([id, language, b.description === a.description]).toEqual([id, language, false])
          // Pictures are reused, not made
          expect(b.picture).toEqual(a.picture)
        }
      }
    },
  )

  it.each(MULTIPLIED)("writes every $kind copy's fields that are not texts the same in every language", ({ kind, folder }) => {
    for (const [id, record] of copiesIn(first, folder)) {
      expect([...record.keys()].sort()).toEqual([...languages].sort())
      const reference = sharedFields(kind, record.get(defaultLanguage) ?? {})
      for (const language of languages)
        expect([id, language, sharedFields(kind, record.get(language) ?? {})]).toEqual([id, language, reference])
    }
  })

  it("gives copies positions after the originals, and articles earlier dates", () => {
    for (const { folder } of MULTIPLIED.filter((m) => m.kind !== "article")) {
      const originals = recordsIn(DATA_DIR, folder)
      const last = Math.max(...[...originals.values()].map((r) => Number(r.get(defaultLanguage)?.order)))
      const copies = copiesIn(first, folder).map(([, r]) => Number(r.get(defaultLanguage)?.order))
      expect(Math.min(...copies)).toBeGreaterThan(last)
      expect(new Set(copies).size).toBe(copies.length)
    }
    const newest = [...recordsIn(DATA_DIR, "articles").values()].map((r) => String(r.get(defaultLanguage)?.date)).sort()
    for (const [, record] of copiesIn(first, "articles")) {
      const article = record.get(defaultLanguage) ?? {}
      expect(article.path).toBe(`/blog/${String(article.id)}`)
      expect(String(article.date) < (newest.at(-1) ?? "")).toBe(true)
    }
  })

  it("writes the files as data/ does: 2-space indent, a trailing newline, the original's key order", () => {
    for (const { folder } of MULTIPLIED) {
      for (const [id, record] of copiesIn(first, folder)) {
        for (const [language, data] of record) {
          const text = fs.readFileSync(path.join(first, `${id}.${language}.json`), "utf8")
          expect(text).toBe(`${JSON.stringify(data, null, 2)}\n`)
        }
      }
    }
  })

  it("is deterministic: two runs write byte-identical folders", () => {
    const a = snapshot(first)
    const b = snapshot(second)
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort())
    const different = [...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file)
    expect(different).toEqual([])
  })
})

describe("editing one hotel", () => {
  const root = temporaryFolder("scale-edit-")
  let dir: string
  beforeAll(() => {
    dir = path.join(root(), "data")
    multiply(dir, 2)
  })

  it("changes one hotel's description in every language, and nothing else; the result validates; a second edit undoes it", () => {
    const before = snapshot(dir)
    const touched = editOneHotel(dir)
    const after = snapshot(dir)
    const changed = [...after].filter(([file, bytes]) => before.get(file) !== bytes).map(([file]) => path.join(dir, file))
    expect([...changed].sort()).toEqual([...touched].sort())
    expect(touched).toHaveLength(languages.length)
    // One record: the same file but for the language
    expect(new Set(touched.map((file) => file.replace(LANGUAGE_SUFFIX, ""))).size).toBe(1)
    expect(touched.every((file) => path.relative(dir, file).startsWith(`hotels${path.sep}`))).toBe(true)
    for (const file of touched) {
      const read = (snap: Map<string, string>) =>
        JSON.parse(Buffer.from(snap.get(path.relative(dir, file)) ?? "", "base64").toString("utf8")) as Data
      const [was, is] = [read(before), read(after)]
      expect(is.description).not.toEqual(was.description)
      expect({ ...is, description: undefined }).toEqual({ ...was, description: undefined })
    }
    expect(validate(dir)).toEqual([])

    // Each call is a change: the next one takes the edit back
    expect(editOneHotel(dir)).toEqual(touched)
    const again = snapshot(dir)
    expect([...again].filter(([file, bytes]) => before.get(file) !== bytes)).toEqual([])
  })
})

describe("the multiplier's guards", () => {
  const root = temporaryFolder("scale-guard-")

  it("refuses a folder that exists and is not empty", () => {
    fs.writeFileSync(path.join(root(), "something.txt"), "x")
    expect(() => multiply(root(), 2)).toThrow(/exists and is not empty/)
  })

  it("copies the folder as it is for a factor of 1", () => {
    const to = path.join(root(), "one")
    const summary = multiply(to, 1)
    expect(summary.files.after).toBe(summary.files.before)
    expect(snapshot(to)).toEqual(snapshot(DATA_DIR))
  })
})

describe("multiplying the content by 10", () => {
  const root = temporaryFolder("scale-10-")

  it("still passes the build's content validation", () => {
    const to = path.join(root(), "data")
    const summary = multiply(to, 10)
    for (const { kind } of MULTIPLIED) expect([kind, summary.kinds[kind]?.after]).toEqual([kind, 10 * (summary.kinds[kind]?.before ?? NaN)])
    expect(validate(to)).toEqual([])
  }, 60_000)
})
