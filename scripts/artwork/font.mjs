// Turns text into SVG outlines using Cormorant Garamond from @fontsource
// (WOFF1 → sfnt → glyf outlines). Rendering glyphs as paths keeps logos and
// monograms byte-identical on every machine, independent of system fonts.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { createRequire } from "node:module"
import { n } from "./svg.mjs"

const require = createRequire(import.meta.url)

function fontDir() {
  const pkg = require.resolve("@fontsource/cormorant-garamond/package.json")
  return path.join(path.dirname(pkg), "files")
}

/** Decompress a WOFF 1.0 file into a plain sfnt table directory. */
function readWoffTables(buf) {
  if (buf.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font")
  const numTables = buf.readUInt16BE(12)
  const tables = {}
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20
    const tag = buf.toString("latin1", o, o + 4)
    const off = buf.readUInt32BE(o + 4)
    const compLen = buf.readUInt32BE(o + 8)
    const origLen = buf.readUInt32BE(o + 12)
    let data = buf.subarray(off, off + compLen)
    if (compLen < origLen) data = zlib.inflateSync(data)
    tables[tag] = data
  }
  return tables
}

function parseCmap(t) {
  const count = t.readUInt16BE(2)
  let best = null
  for (let i = 0; i < count; i++) {
    const pid = t.readUInt16BE(4 + i * 8)
    const eid = t.readUInt16BE(6 + i * 8)
    const off = t.readUInt32BE(8 + i * 8)
    const format = t.readUInt16BE(off)
    if (pid === 3 && (eid === 1 || eid === 10) && (format === 4 || format === 12)) {
      if (!best || format === 12) best = { off, format }
    }
  }
  if (!best) throw new Error("no unicode cmap")
  const map = new Map()
  const o = best.off
  if (best.format === 4) {
    const segX2 = t.readUInt16BE(o + 6)
    const seg = segX2 / 2
    const ends = o + 14
    const starts = ends + segX2 + 2
    const deltas = starts + segX2
    const ranges = deltas + segX2
    for (let s = 0; s < seg; s++) {
      const end = t.readUInt16BE(ends + s * 2)
      const start = t.readUInt16BE(starts + s * 2)
      const delta = t.readInt16BE(deltas + s * 2)
      const rangeOff = t.readUInt16BE(ranges + s * 2)
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let gid
        if (rangeOff === 0) gid = (code + delta) & 0xffff
        else {
          const at = ranges + s * 2 + rangeOff + (code - start) * 2
          gid = t.readUInt16BE(at)
          if (gid) gid = (gid + delta) & 0xffff
        }
        if (gid) map.set(code, gid)
      }
    }
  } else {
    const groups = t.readUInt32BE(o + 12)
    for (let g = 0; g < groups; g++) {
      const b = o + 16 + g * 12
      const start = t.readUInt32BE(b)
      const end = t.readUInt32BE(b + 4)
      const gid0 = t.readUInt32BE(b + 8)
      for (let code = start; code <= end; code++) map.set(code, gid0 + code - start)
    }
  }
  return map
}

function loadFontFile(file) {
  const tb = readWoffTables(fs.readFileSync(file))
  const unitsPerEm = tb.head.readUInt16BE(18)
  const locLong = tb.head.readInt16BE(50) === 1
  const numGlyphs = tb.maxp.readUInt16BE(4)
  const numHMetrics = tb.hhea.readUInt16BE(34)
  const ascender = tb.hhea.readInt16BE(4)
  const capHeight = tb["OS/2"] && tb["OS/2"].length > 90 ? tb["OS/2"].readInt16BE(88) : Math.round(unitsPerEm * 0.63)
  const loca = []
  for (let i = 0; i <= numGlyphs; i++) loca.push(locLong ? tb.loca.readUInt32BE(i * 4) : tb.loca.readUInt16BE(i * 2) * 2)
  const advance = (gid) => tb.hmtx.readUInt16BE(Math.min(gid, numHMetrics - 1) * 4)
  const cmap = parseCmap(tb.cmap)
  const glyf = tb.glyf

  /** Contours of a glyph as arrays of {x, y, on}. */
  function contours(gid, depth = 0) {
    const start = loca[gid]
    const end = loca[gid + 1]
    if (end <= start || depth > 6) return []
    const nc = glyf.readInt16BE(start)
    if (nc >= 0) {
      let p = start + 10
      const endPts = []
      for (let i = 0; i < nc; i++) endPts.push(glyf.readUInt16BE(p + i * 2))
      p += nc * 2
      const insLen = glyf.readUInt16BE(p)
      p += 2 + insLen
      const count = nc ? endPts[nc - 1] + 1 : 0
      const flags = []
      while (flags.length < count) {
        const f = glyf[p++]
        flags.push(f)
        if (f & 8) {
          const r = glyf[p++]
          for (let k = 0; k < r; k++) flags.push(f)
        }
      }
      const xs = []
      let v = 0
      for (const f of flags) {
        if (f & 2) {
          const d = glyf[p++]
          v += f & 16 ? d : -d
        } else if (!(f & 16)) {
          v += glyf.readInt16BE(p)
          p += 2
        }
        xs.push(v)
      }
      const ys = []
      v = 0
      for (const f of flags) {
        if (f & 4) {
          const d = glyf[p++]
          v += f & 32 ? d : -d
        } else if (!(f & 32)) {
          v += glyf.readInt16BE(p)
          p += 2
        }
        ys.push(v)
      }
      const out = []
      let s = 0
      for (const e of endPts) {
        const c = []
        for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: (flags[i] & 1) === 1 })
        out.push(c)
        s = e + 1
      }
      return out
    }
    // composite glyph
    const out = []
    let p = start + 10
    let more = true
    while (more) {
      const flags = glyf.readUInt16BE(p)
      const sub = glyf.readUInt16BE(p + 2)
      p += 4
      let dx
      let dy
      if (flags & 1) {
        dx = glyf.readInt16BE(p)
        dy = glyf.readInt16BE(p + 2)
        p += 4
      } else {
        dx = glyf.readInt8(p)
        dy = glyf.readInt8(p + 1)
        p += 2
      }
      let a = 1,
        b = 0,
        c = 0,
        d = 1
      if (flags & 8) {
        a = d = glyf.readInt16BE(p) / 16384
        p += 2
      } else if (flags & 0x40) {
        a = glyf.readInt16BE(p) / 16384
        d = glyf.readInt16BE(p + 2) / 16384
        p += 4
      } else if (flags & 0x80) {
        a = glyf.readInt16BE(p) / 16384
        b = glyf.readInt16BE(p + 2) / 16384
        c = glyf.readInt16BE(p + 4) / 16384
        d = glyf.readInt16BE(p + 6) / 16384
        p += 8
      }
      if (!(flags & 2)) {
        dx = 0
        dy = 0
      } // point matching: not used by this font family
      for (const ct of contours(sub, depth + 1)) {
        out.push(ct.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: b * pt.x + d * pt.y + dy, on: pt.on })))
      }
      more = (flags & 0x20) !== 0
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
      if (k === len && !p.on && p !== start) {
        // handled by ctrl logic above
      }
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
