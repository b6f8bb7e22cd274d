// Turns text into SVG outlines using Cormorant Garamond from @fontsource; opentype.js reads the WOFF
// files. Rendering glyphs as paths keeps logos and monograms byte-identical on every machine,
// independent of system fonts.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import opentype from "opentype.js"
import { n } from "./svg.mjs"

const require = createRequire(import.meta.url)

function fontDir() {
  const pkg = require.resolve("@fontsource/cormorant-garamond/package.json")
  return path.join(path.dirname(pkg), "files")
}

function loadFontFile(file) {
  const font = opentype.parse(fs.readFileSync(file))
  const { unitsPerEm, ascender } = font
  const capHeight = font.tables.os2?.sCapHeight ?? Math.round(unitsPerEm * 0.63)
  const cmap = new Map(Object.entries(font.tables.cmap.glyphIndexMap).map(([code, gid]) => [Number(code), gid]))
  const advance = (gid) => font.glyphs.get(gid).advanceWidth
  /** Contours of a glyph as arrays of {x, y, on}; opentype.js has already placed composite parts. */
  function contours(gid) {
    const out = []
    let c = []
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
function contourPath(ct, s, ox, oy) {
  if (!ct.length) return ""
  const X = (x) => n(ox + x * s)
  const Y = (y) => n(oy - y * s)
  const pts = ct
  const len = pts.length
  // start at an on-curve point (or the midpoint of two off-curve points)
  let startIdx = pts.findIndex((p) => p.on)
  let start
  if (startIdx === -1) {
    start = { x: (pts[0].x + pts[1 % len].x) / 2, y: (pts[0].y + pts[1 % len].y) / 2, on: true }
    startIdx = 0
  } else start = pts[startIdx]
  let d = `M${X(start.x)} ${Y(start.y)}`
  let ctrl = null
  for (let k = 1; k <= len; k++) {
    const p = pts[(startIdx + k) % len]
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

const cache = new Map()
/** Load Cormorant Garamond at a weight (300..700) and style (normal|italic). */
export function loadFont(weight = 500, style = "normal") {
  const key = `${weight}-${style}`
  if (!cache.has(key)) {
    const dir = fontDir()
    const latin = loadFontFile(path.join(dir, `cormorant-garamond-latin-${weight}-${style}.woff`))
    const extFile = path.join(dir, `cormorant-garamond-latin-ext-${weight}-${style}.woff`)
    const ext = fs.existsSync(extFile) ? loadFontFile(extFile) : null
    cache.set(key, { latin, ext })
  }
  return cache.get(key)
}

/**
 * Lay out a single line of text. Returns { d, width, capHeight } where d is path
 * data with the baseline at y=0 and the first glyph at x=0.
 * `tracking` is extra letter spacing in em.
 */
export function textPath(text, { size = 48, weight = 500, style = "normal", tracking = 0 } = {}) {
  const font = loadFont(weight, style)
  let x = 0
  let d = ""
  const chars = Array.from(text)
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0)
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
