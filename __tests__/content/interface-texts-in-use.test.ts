/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { readContentFiles } from "../../src/node/validate-data"
import type { TranslationRecord } from "../../src/content/schemas/translation"

// An interface text no page shows is still one staff translate and keep current in the CMS. A key is in use when the
// code or the content names it, or when the code builds it from its prefix (t(`hotels.${option}`)). The other way
// round, a key the code asks for and no file has would show the key itself on the page. The code is the site's
// (src/) and the server's (server/: its pages and e-mails name keys as t(language, "key")), so a text only the
// server uses is in use.
const ROOT = path.resolve(__dirname, "../..")
const { files } = readContentFiles(path.join(ROOT, "data"))
const keys = new Set(
  files.filter((f) => f.path.startsWith("translations/")).flatMap((f) => (f.data as TranslationRecord).entries.map((e) => e.key)),
)
const sourcesIn = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|json)$/.test(file) && file !== "gatsby-types.d.ts")
    .map((file) => fs.readFileSync(path.join(ROOT, dir, file), "utf8"))
const siteCode = sourcesIn("src").join("\n")
const code = [siteCode, ...sourcesIn("server")].join("\n")
const content = files
  .filter((f) => !f.path.startsWith("translations/"))
  .map((f) => JSON.stringify(f.data))
  .join("\n")

const builtFromPrefix = (key: string) => code.includes(`\`${key.slice(0, key.lastIndexOf(".") + 1)}\${`)
const inUse = (key: string) => code.includes(`"${key}"`) || content.includes(`"${key}"`) || builtFromPrefix(key)

/** The keys the site's code names: t("…"), countText(t, locale, "…"), and the page registry's title, description and menu keys. */
const askedFor = new Set(
  [...siteCode.matchAll(/\bt\(\s*"([^"]+)"|countText\(\s*t,\s*\w+,\s*"([^"]+)"|"\w+Key":\s*"([^"]+)"/g)].map(
    ([, called, counted, registered]) => called ?? counted ?? registered ?? "",
  ),
)

describe("interface texts (data/translations)", () => {
  it("are read from the translations the build reads", () => {
    expect(keys.size).toBeGreaterThan(0)
  })

  it("are all shown somewhere: every key is named by the code or the content", () => {
    expect([...keys].filter((key) => !inUse(key))).toEqual([])
  })

  it("have every key the code asks for", () => {
    expect(askedFor.size).toBeGreaterThan(0)
    expect([...askedFor].filter((key) => !keys.has(key))).toEqual([])
  })
})
