/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { siteCharacters, siteFontFaces, writeFontSubsets } from "../../src/node/font-subsets"
import { heldCharacters } from "../../e2e/support/font-glyphs"

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

describe("siteFontFaces", () => {
  it("lists the real file of each @font-face rule's woff2, the stylesheet's own and its @imports', with a variable face's weights", () => {
    const dir = fs.realpathSync(temporary())
    fs.mkdirSync(path.join(dir, "files"))
    for (const name of ["a.woff2", "b.woff2"]) fs.writeFileSync(path.join(dir, "files", name), "")
    fs.writeFileSync(
      path.join(dir, "imported.css"),
      '@font-face { font-weight: 600; src: url(./files/a.woff2) format("woff2"), url(./files/a.woff) format("woff"); }',
    )
    fs.writeFileSync(
      path.join(dir, "fonts.css"),
      '@import "./imported.css";\n@font-face { font-weight: 400 600; src: url("./files/b.woff2"); }\n@font-face { src: local("Arial"); }',
    )
    // read through a link, as npm test's build copy reaches node_modules: webpack resolves the real path
    const link = path.join(temporary(), "linked")
    fs.symlinkSync(dir, link, "dir")
    expect(siteFontFaces(path.join(link, "fonts.css"))).toEqual([
      { file: path.join(dir, "files/b.woff2"), weights: { min: 400, max: 600 } },
      { file: path.join(dir, "files/a.woff2") },
    ])
  })

  it("finds every face of src/theme/fonts.css in node_modules", () => {
    const faces = siteFontFaces()
    expect(faces.length).toBeGreaterThan(0)
    for (const { file } of faces) expect(fs.existsSync(file)).toBe(true)
  })
})

describe("writeFontSubsets", () => {
  it("writes a smaller woff2 under the font's own name that holds the characters asked for and drops the rest", async () => {
    const font = siteFontFaces().find((face) => !face.weights)?.file
    if (!font) throw new Error("fonts.css names no static face")
    const out = temporary()
    const subsets = await writeFontSubsets([{ file: font }], "Hallo Straße", out)
    const subset = subsets.get(font)
    expect(subset).toBe(path.join(out, path.basename(font)))
    const bytes = fs.readFileSync(subset as string)
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2")
    expect(bytes.length).toBeLessThan(fs.statSync(font).size / 2)
    const mapped = await heldCharacters(bytes, "HaloStrße Zxé")
    for (const character of "HaloStrße ") expect(mapped).toContain(character)
    for (const character of "Zxé") expect(mapped).not.toContain(character)
  })

  it("keeps a variable face's weight axis to the rule's range", async () => {
    const variable = siteFontFaces().find((face) => face.weights)
    if (!variable) throw new Error("fonts.css names no variable face")
    const out = temporary()
    const limited = (await writeFontSubsets([variable], "Hallo", out)).get(variable.file) as string
    const limitedBytes = fs.readFileSync(limited).length
    const whole = (await writeFontSubsets([{ file: variable.file }], "Hallo", out)).get(variable.file) as string
    expect(limitedBytes).toBeLessThan(fs.readFileSync(whole).length)
  })
})
