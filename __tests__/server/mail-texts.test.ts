/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { loadSiteTexts } from "../../server/site-texts"

// The server's texts (data/server-messages.<language>.json, read beside data/translations): a key missing there would
// show as the key itself in an e-mail, and a placeholder lost in translation would show as "{reference}"
describe("the server's texts in data/", () => {
  const texts = loadSiteTexts(path.resolve("data"))
  const codes = texts.languages.map(({ code }) => code)

  /** Every key the server's code names: t("mail.ack.subject"), siteTexts.t(language, "form.problem.invalid") … */
  const named = fs
    .readdirSync(path.resolve("server"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => [...fs.readFileSync(path.resolve("server", file), "utf8").matchAll(/"((?:mail|form|footer|newsletter|inquiry|contact|trip|planTrip)\.[A-Za-z.]+)"/g)].map((match) => match[1] ?? ""))

  it("finds the keys the server names", () => expect(named).toContain("mail.ack.subject"))

  it.each(codes)("%s has every key the server names", (code) => {
    const missing = [...new Set(named)].filter((key) => texts.t(code, key) === key)
    expect(missing).toEqual([])
  })

  /** Every text of a language's server-messages file, by its key ("mail.ack.subject"). */
  const entries = (code: string): Array<[string, string]> => {
    const walk = (value: unknown, prefix: string): Array<[string, string]> =>
      typeof value === "string"
        ? [[prefix, value]]
        : Object.entries(value as Record<string, unknown>).flatMap(([name, child]) => walk(child, prefix ? `${prefix}.${name}` : name))
    return walk(JSON.parse(fs.readFileSync(path.resolve(`data/server-messages.${code}.json`), "utf8")), "")
  }
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

  it.each(codes.slice(1))("%s keeps every placeholder of the default language's texts", (code) => {
    const defaults = new Map(entries(codes[0] ?? "en"))
    const differing = entries(code).filter(([key, text]) => placeholders(text).join() !== placeholders(defaults.get(key) ?? "").join())
    expect(differing).toEqual([])
  })
})
