// Turns text into SVG outlines using Cormorant Garamond from @fontsource; opentype.js reads the WOFF
// files. Rendering glyphs as paths keeps logos and monograms byte-identical on every machine,
// independent of system fonts.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import opentype from "opentype.js"
import { item, n } from "./svg"

const require = createRequire(import.meta.url)

/** A point of a glyph's outline, on the curve or a quadratic control point. */
interface ContourPoint {
  x: number
  y: number
  on: boolean
}
type Contour = ContourPoint[]
interface LoadedFont {
  unitsPerEm: number
  ascender: number
  capHeight: number
  cmap: Map<number, number>
  advance: (gid: number) => number
  contours: (gid: number) => Contour[]
}

function fontDir() {
  const pkg = require.resolve("@fontsource/cormorant-garamond/package.json")
  return path.join(path.dirname(pkg), "files")
}

function loadFontFile(file: string): LoadedFont {
  const font = opentype.parse(fs.readFileSync(file))
  const { unitsPerEm, ascender } = font
  const capHeight = font.tables.os2?.sCapHeight ?? Math.round(unitsPerEm * 0.63)
  const cmap = new Map(Object.entries(font.tables.cmap.glyphIndexMap).map(([code, gid]) => [Number(code), gid]))
  const advance = (gid: number) => font.glyphs.get(gid).advanceWidth
  /** Contours of a glyph as arrays of {x, y, on}; opentype.js has already placed composite parts. */
  function contours(gid: number): Contour[] {
    const out: Contour[] = []
    let c: Contour = []
    for (const p of font.glyphs.get(gid).points ?? []) {
      c.push({ x: p.x, y: p.y, on: p.onCurve })
      if (p.lastPointOfContour) {
        out.push(c)
        c = []
      }
    }
    return out
  }
  return { unitsPerEm, ascender, capHeight, cmap, advance, contours }
}

/** Path data for quadratic TrueType contours, scaled and translated. */
function contourPath(ct: Contour, s: number, ox: number, oy: number): string {
  if (!ct.length) return ""
  const X = (x: number) => n(ox + x * s)
  const Y = (y: number) => n(oy - y * s)
  const pts = ct
  const len = pts.length
  // start at an on-curve point (or the midpoint of two off-curve points)
  let startIdx = pts.findIndex((p) => p.on)
  let start: ContourPoint
  if (startIdx === -1) {
    const [a, b] = [item(pts, 0), item(pts, 1 % len)]
    start = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true }
    startIdx = 0
  } else start = item(pts, startIdx)
  let d = `M${X(start.x)} ${Y(start.y)}`
  let ctrl: ContourPoint | null = null
  for (let k = 1; k <= len; k++) {
    const p = item(pts, (startIdx + k) % len)
    const target = k === len ? start : p
    if (target.on || k === len) {
      if (ctrl) d += `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(target.x)} ${Y(target.y)}`
      else d += `L${X(target.x)} ${Y(target.y)}`
      ctrl = null
    } else if (ctrl) {
      const mid = { x: (ctrl.x + p.x) / 2, y: (ctrl.y + p.y) / 2 }
      d += `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(mid.x)} ${Y(mid.y)}`
      ctrl = p
    } else ctrl = p
  }
  return `${d}Z`
}

const cache = new Map<string, { latin: LoadedFont; ext: LoadedFont | null }>()
/** Load Cormorant Garamond at a weight (300..700) and style (normal|italic). */
export function loadFont(weight = 500, style: FontStyle = "normal") {
  const key = `${weight}-${style}`
  const cached = cache.get(key)
  if (cached) return cached
  const dir = fontDir()
  const latin = loadFontFile(path.join(dir, `cormorant-garamond-latin-${weight}-${style}.woff`))
  const extFile = path.join(dir, `cormorant-garamond-latin-ext-${weight}-${style}.woff`)
  const loaded = { latin, ext: fs.existsSync(extFile) ? loadFontFile(extFile) : null }
  cache.set(key, loaded)
  return loaded
}

export type FontStyle = "normal" | "italic"
/** How textPath sets a line: size in pixels, weight 300…700, letter spacing in em. */
export interface TextOptions {
  size?: number
  weight?: number
  style?: FontStyle
  tracking?: number
}
/** A line of text as path data, baseline at y = 0; its advance width and cap height. */
export interface TextOutline {
  d: string
  width: number
  capHeight: number
}

/**
 * Lay out a single line of text. Returns { d, width, capHeight } where d is path
 * data with the baseline at y=0 and the first glyph at x=0.
 * `tracking` is extra letter spacing in em.
 */
export function textPath(text: string, { size = 48, weight = 500, style = "normal", tracking = 0 }: TextOptions = {}): TextOutline {
  const font = loadFont(weight, style)
  let x = 0
  let d = ""
  const chars = Array.from(text)
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0) ?? 32
    let f = font.latin
    let gid = f.cmap.get(code)
    if (!gid && font.ext) {
      gid = font.ext.cmap.get(code)
      if (gid) f = font.ext
    }
    if (!gid) {
      f = font.latin
      gid = f.cmap.get(32) ?? 0
    }
    const s = size / f.unitsPerEm
    for (const ct of f.contours(gid)) d += contourPath(ct, s, x, 0)
    x += f.advance(gid) * s
    if (i < chars.length - 1) x += tracking * size
  })
  const capHeight = (font.latin.capHeight / font.latin.unitsPerEm) * size
  return { d, width: x, capHeight }
}
