/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { heldCharacters, importedFontFiles, siteCharacters, writeFontSubsets } from "../../src/node/font-subsets"

const temporary = () => fs.mkdtempSync(path.join(os.tmpdir(), "font-subsets-"))

describe("siteCharacters", () => {
  it("gathers every character of the text files, nested ones too, with printable ASCII, and skips other files", () => {
    const dir = temporary()
    fs.mkdirSync(path.join(dir, "nested"))
    fs.writeFileSync(path.join(dir, "page.en.json"), JSON.stringify({ title: "Straße · “quoted”" }))
    fs.writeFileSync(path.join(dir, "nested", "article.md"), "Café\n")
    fs.writeFileSync(path.join(dir, "picture.jpg"), "Ω")
    const characters = siteCharacters([dir])
    for (const character of "ß·“”é~A ") expect(characters).toContain(character)
    expect(characters).not.toContain("Ω")
    expect(characters).not.toContain("\n")
    expect(new Set(characters).size).toBe(characters.length)
  })
})

describe("importedFontFiles", () => {
  it("lists the fontsource woff2 files src/theme/fonts.css imports, each of them there", () => {
    const files = importedFontFiles()
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      expect(file).toMatch(/@fontsource[\\/][^\\/]+[\\/]files[\\/][^\\/]+\.woff2$/)
      expect(fs.existsSync(file)).toBe(true)
    }
  })
})

describe("writeFontSubsets", () => {
  it("writes a smaller woff2 under the font's own name that holds the characters asked for and drops the rest", async () => {
    const [font] = importedFontFiles()
    if (!font) throw new Error("fonts.css imports no font")
    const out = temporary()
    const subsets = await writeFontSubsets([font], "Hallo Straße", out)
    const subset = subsets.get(font)
    expect(subset).toBe(path.join(out, path.basename(font)))
    const bytes = fs.readFileSync(subset as string)
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2")
    expect(bytes.length).toBeLessThan(fs.statSync(font).size / 2)
    const mapped = await heldCharacters(bytes, "HaloStrße Zxé")
    for (const character of "HaloStrße ") expect(mapped).toContain(character)
    for (const character of "Zxé") expect(mapped).not.toContain(character)
  })
})
