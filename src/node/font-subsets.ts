// The web fonts cut down to the characters the site writes before webpack hashes and emits them. Fontsource's latin
// files carry every Latin-1 letter and the fonts' alternates; the content uses about 140 characters, so a static face
// shrinks from 23–24 KB to 14 KB and Inter's variable file, limited to the weights fonts.css declares, from 48 to
// 22 KB. A character outside the set (one a visitor types into search, say) is drawn by the next face in the font
// stack, the metric-matched stand-in of src/theme/fonts.css, so nothing goes missing or moves.
import fs from "node:fs"
import path from "node:path"
import subsetFont from "subset-font"
import { DATA_DIR } from "./data-dir"

const ROOT = process.cwd()
/** The site's @font-face rules, its own and those of the fontsource stylesheets it @imports. */
const FONTS_CSS = path.join(ROOT, "src/theme/fonts.css")
/** Where the subsets are written; webpack reads them from here in place of the package's files. */
const SUBSET_DIR = path.join(ROOT, ".cache/font-subsets")
/** The site's words (data/) and the few marks components set between them (· × ›, in src/). */
const TEXT_SOURCES = [DATA_DIR, path.join(ROOT, "src")]
const TEXT_FILE = /\.(?:json|md|ya?ml|tsx?|css)$/

/** A woff2 file a @font-face rule names, and the rule's weight range when it gives one (a variable face). */
export interface FontFace {
  file: string
  weights?: { min: number; max: number }
}

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

/**
 * A stylesheet's or url()'s request as a file: relative to the sheet, or a package's file in node_modules (looked up
 * there rather than through require, whose stand-ins for .css and .woff2 files Jest swaps in).
 */
const requestedFile = (request: string, sheetDir: string) =>
  // the real path, as webpack resolves it: npm test builds in a copy whose node_modules is a link
  fs.realpathSync(request.startsWith(".") ? path.resolve(sheetDir, request) : path.join(ROOT, "node_modules", request))

/** The woff2 faces of `cssFile`'s own @font-face rules and of the stylesheets it @imports. */
export function siteFontFaces(cssFile: string = FONTS_CSS): FontFace[] {
  const css = fs.readFileSync(cssFile, "utf8")
  const sheets = [...css.matchAll(/@import\s+"([^"]+)"/g)].map(([, request]) => requestedFile(request as string, path.dirname(cssFile)))
  const faces: FontFace[] = []
  for (const sheet of [cssFile, ...sheets]) {
    for (const [, rule] of fs.readFileSync(sheet, "utf8").matchAll(/@font-face\s*{([^}]*)}/g)) {
      const url = /url\(\s*["']?([^"')]+\.woff2)/.exec(rule as string)?.[1]
      if (!url) continue
      const range = /font-weight:\s*(\d+)\s+(\d+)/.exec(rule as string)
      faces.push({
        file: requestedFile(url, path.dirname(sheet)),
        ...(range ? { weights: { min: Number(range[1]), max: Number(range[2]) } } : {}),
      })
    }
  }
  return faces
}

/** Writes each face's subset to `outDir` under the file's own name and returns original path → subset path. */
export async function writeFontSubsets(
  faces: readonly FontFace[],
  characters: string,
  outDir: string = SUBSET_DIR,
): Promise<Map<string, string>> {
  fs.mkdirSync(outDir, { recursive: true })
  const subsets = new Map<string, string>()
  for (const { file, weights } of faces) {
    const subset = await subsetFont(fs.readFileSync(file), characters, {
      targetFormat: "woff2",
      // a variable face keeps only the weights its rule declares
      ...(weights ? { variationAxes: { wght: weights } } : {}),
    })
    const target = path.join(outDir, path.basename(file))
    fs.writeFileSync(target, subset)
    subsets.set(file, target)
  }
  return subsets
}

let written: Promise<Map<string, string>> | undefined
/** The site's subsets, written once per process (onCreateWebpackConfig runs for every webpack stage). */
export function siteFontSubsets(): Promise<Map<string, string>> {
  written ??= writeFontSubsets(siteFontFaces(), siteCharacters())
  return written
}
