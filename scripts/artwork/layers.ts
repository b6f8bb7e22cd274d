// Reusable SVG pieces for the poster-style illustrations. Every helper draws
// onto a canvas from svg.ts; colours come from palette.ts sky recipes.
import { item, n, poly, smooth, rectPath, ellipsePath, stopList, fade, ramp, alphaRamp, vertical, horizontal, ACROSS } from "./svg"
import { noise1D } from "./random"
import { BRAND, mix, lighten, darken } from "./palette"
import type { Canvas, Point } from "./svg"
import type { Rng } from "./random"
import type { Sky } from "./palette"

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t

// ------------------------------------------------------------------ atmosphere
/** Sky gradient from the top of the canvas to the horizon (and a little past it). */
export function sky(c: Canvas, s: Sky, { horizon }: { horizon: number }) {
  c.rect(0, 0, c.W, horizon + 2, { fill: c.linear(s.stops, vertical(0, horizon)) })
}

/** Soft radial glow (cheap alternative to blur filters). */
export function glow(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  color: string,
  opacity = 0.5,
  { sx = 1, sy = 1 }: { sx?: number; sy?: number } = {},
) {
  const fill = c.radial(fade(color, [0, opacity], [0.35, opacity * 0.45], [0.7, opacity * 0.12], [1, 0]), { cx: x, cy: y, r, sx, sy })
  c.ellipse(x, y, r * sx, r * sy, { fill })
}

/** Sun, moon or after-glow, according to the sky recipe. */
export function celestial(c: Canvas, s: Sky, { x, y, r, horizon }: { x: number; y: number; r: number; horizon: number }) {
  const b = s.body
  if (b.kind === "afterglow") {
    glow(c, x, horizon, r * 14, b.glow, 0.55, { sx: 1.6, sy: 0.45 })
    glow(c, x, horizon, r * 5, b.color, 0.5, { sx: 2, sy: 0.5 })
    return
  }
  if (b.kind === "moon") {
    glow(c, x, y, r * 7, b.glow, 0.22)
    glow(c, x, y, r * 2.2, b.glow, 0.35)
    c.circle(x, y, r, { fill: b.color, opacity: 0.95 })
    c.circle(x + r * 0.28, y - r * 0.12, r * 0.86, { fill: mix(b.glow, item(s.stops, 1)[1], 0.4), opacity: 0.16 })
    return
  }
  glow(c, x, y, r * 12, b.glow, 0.42, { sx: 1.25, sy: 0.85 })
  glow(c, x, y, r * 4, b.glow, 0.55)
  glow(c, x, y, r * 1.7, b.color, 0.7)
  const fill = c.radial(stopList([0, "#FFFFFF", 1], [0.6, b.color, 1], [1, mix(b.color, b.glow, 0.5), 1]), { cx: x, cy: y, r })
  if (y + r > horizon) {
    const clip = c.clip(`M0 0H${c.W}V${n(horizon)}H0Z`)
    c.group({ "clip-path": clip }, () => c.circle(x, y, r, { fill }))
  } else c.circle(x, y, r, { fill })
}

export function stars(c: Canvas, rng: Rng, { count = 60, maxY, color = "#FFFFFF" }: { count?: number; maxY: number; color?: string }) {
  let d = ""
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, c.W)
    const y = Math.pow(rng.next(), 1.4) * maxY
    const r = rng.range(0.5, 1.4) * (c.W / 1600)
    d += ellipsePath(x, y, r, r, false)
  }
  c.path(d, { fill: color, opacity: 0.55 })
}

/** Long horizontal cloud streaks: a soft diffuse body plus a thin lit core. */
export function cloudBands(
  c: Canvas,
  rng: Rng,
  s: Sky,
  { y0, y1, count = 5, opacity = 0.35, color }: { y0: number; y1: number; count?: number; opacity?: number; color?: string },
) {
  const col = color ?? mix(s.body.glow, "#FFFFFF", 0.25)
  for (let i = 0; i < count; i++) {
    const y = lerp(y0, y1, rng.next())
    const len = c.W * rng.range(0.18, 0.45)
    const x = rng.range(-0.1 * c.W, c.W * 0.95 - len * 0.5)
    const th = c.H * rng.range(0.005, 0.012)
    glow(c, x + len / 2, y, len * 0.55, col, opacity * 0.45, { sx: 1, sy: rng.range(0.04, 0.08) })
    const fill = c.linear(fade(col, [0, 0], [0.3, opacity], [0.75, opacity * 0.7], [1, 0]), ACROSS)
    const pts: Point[] = []
    const k = 9
    for (let j = 0; j <= k; j++) pts.push([x + (len * j) / k, y - th * Math.pow(Math.sin((Math.PI * j) / k), 0.8) * rng.range(0.5, 1.3)])
    for (let j = k; j >= 0; j--) pts.push([x + (len * j) / k + len * 0.03, y + th * 0.25 * Math.sin((Math.PI * j) / k)])
    c.path(smooth(pts, true), { fill })
  }
}

/** Horizontal band of mist (transparent → colour → transparent), plus a few soft puffs. */
export function mist(
  c: Canvas,
  rng: Rng,
  { y, h, color, opacity = 0.5, puffs = 3 }: { y: number; h: number; color: string; opacity?: number; puffs?: number },
) {
  const fill = c.linear(fade(color, [0, 0], [0.5, opacity], [1, 0]))
  c.rect(-2, y - h / 2, c.W + 4, h, { fill })
  for (let i = 0; i < puffs; i++) {
    glow(c, rng.range(0, c.W), y + rng.range(-h * 0.2, h * 0.2), h * rng.range(1.2, 2.2), color, opacity * 0.6, {
      sx: rng.range(2.5, 4.5),
      sy: 0.28,
    })
  }
}

/** Hero text zone: darker lower-left third plus a gentle vignette. */
export function heroShade(c: Canvas, strength: number, vignetteStrength: number) {
  const color = BRAND.ink
  const g = c.linear(fade(color, [0, strength], [0.45, strength * 0.45], [0.8, 0]), { x1: 0, y1: 1, x2: 0.62, y2: 0.25 })
  c.rect(0, 0, c.W, c.H, { fill: g })
  vignette(c, vignetteStrength, { clear: 0.65, cy: c.H / 2 })
}

/** Darkening towards the corners; clear up to `clear` of the half-diagonal around (W/2, cy). */
export function vignette(c: Canvas, strength: number, { clear = 0.6, cy = c.H * 0.48 }: { clear?: number; cy?: number } = {}) {
  const color = BRAND.ink
  const v = c.radial(fade(color, [0, 0], [clear, 0], [1, strength]), { cx: c.W / 2, cy, r: Math.hypot(c.W, c.H) / 2 })
  c.rect(0, 0, c.W, c.H, { fill: v })
}

// ------------------------------------------------------------------ land
/** Full-width band from y down by h (ground, wall, table top, water), shaded from colour `top` to `bottom`. */
export function shadedBand(c: Canvas, y: number, h: number, top: string, bottom: string) {
  c.rect(0, y, c.W, h, { fill: c.linear(ramp(top, bottom)) })
}

/** A ridge line: its base, height and noise; `envelope` scales the height across the width (0…1). */
export interface RidgeOptions {
  baseY: number
  amp: number
  freq?: number
  octaves?: number
  bottom?: number
  peaks?: number
  envelope?: (u: number) => number
  x0?: number
  x1?: number
}

/**
 * Ridge silhouette from seeded fractal noise. Returns { d, top } so callers can
 * reuse the outline. `peaks` sharpens into mountain-like crests.
 */
export function ridgePath(
  c: Canvas,
  rng: Rng,
  { baseY, amp, freq = 2.2, octaves = 4, bottom = c.H, peaks = 0, envelope, x0 = -10, x1 = c.W + 10 }: RidgeOptions,
) {
  const noise = noise1D(rng, octaves, 0.5)
  const steps = 140
  const pts: Point[] = []
  let top = Infinity
  for (let i = 0; i <= steps; i++) {
    const x = lerp(x0, x1, i / steps)
    const u = x / c.W
    let v = noise(u * freq)
    if (peaks) v = lerp(v, 1 - 2 * Math.abs(v), peaks)
    const env = envelope ? envelope(u) : 1
    const y = baseY - amp * (0.5 + 0.5 * v) * env
    top = Math.min(top, y)
    pts.push([x, y])
  }
  let d = smooth(pts, false)
  d += `L${n(x1)} ${n(bottom)}L${n(x0)} ${n(bottom)}Z`
  return { d, top, pts }
}

/** Filled ridge layer with a soft vertical gradient (hazier crest, denser base). */
export function ridge(c: Canvas, rng: Rng, opts: RidgeOptions & { color: string; crest?: string }) {
  const { color, crest, bottom = c.H } = opts
  const r = ridgePath(c, rng, opts)
  const fill = c.linear(ramp(crest ?? color, color), vertical(r.top, Math.min(bottom, opts.baseY + (bottom - opts.baseY) * 0.4)))
  c.path(r.d, { fill })
  return r
}

/**
 * A band of rainforest canopy: an irregular treeline of small clustered crowns
 * with occasional emergent trees, on a solid base.
 */
export function canopyBand(
  c: Canvas,
  rng: Rng,
  {
    baseY,
    h,
    color,
    crest,
    x0 = -20,
    x1 = c.W + 20,
    bottom = c.H,
    density = 1,
    slope,
    scale,
  }: {
    baseY: number
    h: number
    color: string
    crest?: string
    x0?: number
    x1?: number
    bottom?: number
    density?: number
    slope?: (x: number) => number
    scale?: number
  },
) {
  const fill = c.linear(ramp(crest ?? color, color), vertical(baseY - h, baseY + h * 0.4))
  const noise = noise1D(rng, 4, 0.55)
  const blob = (cx: number, cy: number, r: number) => ellipsePath(cx, cy, r, r * 0.8)
  const base = (x: number) => baseY + (slope ? slope(x) : 0)
  let d = ""
  const ground: Point[] = []
  let x = x0
  const unit = c.H * 0.022 * (scale ?? 1)
  while (x < x1) {
    const emergent = rng.chance(0.08)
    const r = (unit * rng.range(0.7, 1.3) * (emergent ? 1.5 : 1)) / density
    // taper the band towards ends that fall inside the frame
    const span = x1 - x0
    const edge = Math.min(x0 > 0 ? (x - x0) / (span * 0.18) : 1, x1 < c.W ? (x1 - x) / (span * 0.18) : 1)
    const taper = Math.max(0.05, Math.min(1, edge))
    const lift = h * (0.55 + 0.45 * noise((x / c.W) * 4)) * (emergent ? 1.15 : rng.range(0.88, 1)) * Math.sqrt(taper)
    const cy = base(x) - lift + r
    d += blob(x, cy, r)
    d += blob(x - r * 0.8, cy + r * 0.35, r * rng.range(0.55, 0.8))
    d += blob(x + r * 0.8, cy + r * 0.3, r * rng.range(0.55, 0.8))
    d += blob(x + rng.range(-0.4, 0.4) * r, cy - r * 0.45, r * rng.range(0.45, 0.65))
    ground.push([x, cy + r * 0.5])
    x += r * rng.range(1.0, 1.5)
  }
  // solid body under the crowns
  const body = ground.map(([gx, gy]) => `${n(gx)} ${n(gy)}`).join("L")
  c.path(`M${n(x0)} ${n(bottom)}L${body}L${n(x1)} ${n(bottom)}Z`, { fill })
  c.path(d, { fill })
}

/** Tall grass blades along the bottom edge: heights minH–maxH and roots minY–1.02, as fractions of the height. */
export function grassBlades(
  c: Canvas,
  rng: Rng,
  { count, minH, maxH, minY, color }: { count: number; minH: number; maxH: number; minY: number; color: string },
) {
  let d = ""
  for (let i = 0; i < count; i++) {
    const gx = rng.range(0, c.W)
    const gh = c.H * rng.range(minH, maxH)
    const gy = c.H * rng.range(minY, 1.02)
    d += `M${n(gx)} ${n(gy)}q${n(rng.range(-8, 8))} ${n(-gh * 0.6)} ${n(rng.range(-14, 14))} ${n(-gh)}l2 1q${n(rng.range(-4, 4))} ${n(gh * 0.5)} 3 ${n(gh)}Z`
  }
  c.path(d, { fill: color })
}

/** Single broad-leaf tree: trunk with two limbs and a crown of clustered leaf masses. */
export function tree(c: Canvas, rng: Rng, { x, baseY, h, color }: { x: number; baseY: number; h: number; color: string }) {
  const tw = h * 0.03
  const fork = baseY - h * 0.5
  const d = `M${n(x - tw)} ${n(baseY)}C${n(x - tw * 0.6)} ${n(baseY - h * 0.25)} ${n(x - tw * 0.4)} ${n(fork)} ${n(x - tw * 2.5)} ${n(baseY - h * 0.72)}L${n(x - tw * 1.8)} ${n(baseY - h * 0.73)}C${n(x)} ${n(fork - h * 0.05)} ${n(x)} ${n(fork - h * 0.05)} ${n(x + tw * 2.8)} ${n(baseY - h * 0.7)}L${n(x + tw * 3.2)} ${n(baseY - h * 0.68)}C${n(x + tw * 0.6)} ${n(fork)} ${n(x + tw * 0.7)} ${n(baseY - h * 0.25)} ${n(x + tw)} ${n(baseY)}Z`
  c.path(d, { fill: color })
  let cd = ""
  // rain-tree crown: wide, flat-topped layers of small leaf clusters
  const masses = rng.int(4, 6)
  for (let m = 0; m < masses; m++) {
    const mx = x + rng.range(-0.32, 0.32) * h
    const my = baseY - h * rng.range(0.7, 0.9)
    const mr = h * rng.range(0.1, 0.16)
    for (let k = 0; k < 24; k++) {
      const a = rng.range(0, Math.PI * 2)
      const rr = mr * Math.sqrt(rng.next())
      const r = mr * rng.range(0.14, 0.28)
      const cx = mx + Math.cos(a) * rr * 1.6
      const cy = my + Math.sin(a) * rr * 0.45
      cd += ellipsePath(cx, cy, r, r * 0.75)
    }
  }
  c.path(cd, { fill: color })
}

// ------------------------------------------------------------------ sea
/** Sea body: gradient from horizon to the foreground. */
export function seaBase(c: Canvas, s: Sky, { top, bottom = c.H, colors = s.sea }: { top: number; bottom?: number; colors?: Sky["sea"] }) {
  const fill = c.linear(
    stopList([0, mix(colors[0], s.haze, 0.3)], [0.18, colors[0]], [0.55, mix(colors[0], colors[1], 0.62)], [1, colors[1]]),
    vertical(top, bottom),
  )
  c.rect(0, top, c.W, bottom - top, { fill })
  c.rect(0, top - 0.5, c.W, Math.max(1.2, c.H * 0.0018), { fill: s.glint, opacity: 0.35 })
}

/** Column of light under the sun/moon: broken dashes widening towards the viewer. */
export function sunPath(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    x,
    top,
    bottom = c.H,
    width,
    count = 34,
    opacity = 0.7,
  }: { x: number; top: number; bottom?: number; width: number; count?: number; opacity?: number },
) {
  glow(c, x, top + (bottom - top) * 0.08, (bottom - top) * 0.5, s.body.glow, 0.3 * opacity, { sx: 1.1, sy: 0.35 })
  let d = ""
  for (let i = 0; i < count; i++) {
    const t = Math.pow(i / count, 1.5)
    const y = lerp(top + 2, bottom, t)
    const w = width * (0.25 + 1.6 * t) * rng.range(0.35, 1)
    const cx = x + rng.range(-1, 1) * width * (0.15 + 0.6 * t)
    const h = Math.max(1, c.H * (0.0015 + 0.004 * t))
    d += rectPath(cx - w / 2, y, w, h)
  }
  const fill = c.linear(fade(s.glint, [0, opacity], [0.5, opacity * 0.45], [1, opacity * 0.08]), vertical(top, bottom))
  c.path(d, { fill })
}

/** Thin horizontal shimmer lines; longer and more spaced towards the viewer. */
export function shimmer(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    top,
    bottom = c.H,
    count = 70,
    light,
    dark,
    opacity = 0.22,
    x0 = 0,
    x1 = c.W,
  }: { top: number; bottom?: number; count?: number; light?: string; dark?: string; opacity?: number; x0?: number; x1?: number },
) {
  let dl = ""
  let dd = ""
  for (let i = 0; i < count; i++) {
    const t = Math.pow(rng.next(), 1.8)
    const y = lerp(top + 3, bottom, t)
    const len = (x1 - x0) * (0.02 + 0.14 * t) * rng.range(0.4, 1.2)
    const x = rng.range(x0 - len * 0.5, x1)
    const h = Math.max(0.8, c.H * (0.0012 + 0.0025 * t))
    const seg = rectPath(x, y, len, h)
    if (rng.chance(0.55)) dl += seg
    else dd += seg
  }
  c.path(dl, { fill: light ?? s.glint, opacity })
  c.path(dd, { fill: dark ?? darken(s.sea[1], 0.2), opacity: opacity * 0.9 })
}

/**
 * Draw `draw()` mirrored about the waterline `axisY` as a reflection that fades
 * towards the viewer (one mask per call; keep calls few).
 */
export function reflect(
  c: Canvas,
  axisY: number,
  draw: () => void,
  { opacity = 0.3, fade = 0.35, bottom = c.H }: { opacity?: number; fade?: number; bottom?: number } = {},
) {
  const clip = c.clip(`M0 ${n(axisY)}H${c.W}V${n(bottom)}H0Z`)
  const id = c.uid("m")
  const span = (bottom - axisY) * fade
  const g = c.linear(alphaRamp("#FFFFFF", 1, 0), vertical(axisY, axisY + span))
  c.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="${n(axisY)}" width="${c.W}" height="${n(span + 2)}"><rect x="0" y="${n(axisY)}" width="${c.W}" height="${n(span + 2)}" fill="${g}"/></mask>`,
  )
  c.group({ "clip-path": clip, mask: `url(#${id})`, opacity }, () => {
    c.group({ transform: `matrix(1 0 0 -1 0 ${n(2 * axisY)})` }, draw)
  })
}

/** A karst islet's shape: a top-heavy tower, a dome or a long ridge. */
export type KarstForm = "tower" | "dome" | "ridge"

/**
 * Limestone karst islet: sheer (often top-heavy) cliffs, an undercut notch at
 * the waterline and a lumpy jungle crown. `form`: tower | dome | ridge.
 */
export function karstPath(
  rng: Rng,
  { x, baseY, w, h, lean = 0, form = "tower" }: { x: number; baseY: number; w: number; h: number; lean?: number; form?: KarstForm },
) {
  const nl = noise1D(rng.fork("l"), 3)
  const nr = noise1D(rng.fork("r"), 3)
  const nc = noise1D(rng.fork("c"), 4, 0.55)
  const shoulder = form === "ridge" ? rng.range(0.45, 0.6) : form === "dome" ? rng.range(0.35, 0.5) : rng.range(0.62, 0.8)
  const topW = form === "tower" ? rng.range(1.0, 1.25) : form === "ridge" ? rng.range(0.85, 0.95) : rng.range(0.7, 0.85)
  const xl = x - w / 2
  const xr = x + w / 2
  const sh = h * shoulder
  const shift = lean * w * 0.3
  const xlTop = x + shift - (w / 2) * topW
  const xrTop = x + shift + (w / 2) * topW
  const left: Point[] = []
  const right: Point[] = []
  const K = 12
  const waist = form === "tower" ? rng.range(0, 0.12) : 0
  for (let i = 0; i <= K; i++) {
    const t = i / K
    const notch = t < 0.1 ? w * 0.08 * (1 - t / 0.1) : 0
    const pinch = waist * w * Math.sin(Math.PI * t)
    left.push([lerp(xl, xlTop, Math.pow(t, 1.3)) + w * 0.07 * nl(t * 3.5) + notch + pinch, baseY - sh * t])
    right.push([lerp(xr, xrTop, Math.pow(t, 1.3)) + w * 0.07 * nr(t * 3.5) - notch - pinch, baseY - sh * t])
  }
  // crown: a dome with a few seeded secondary peaks and fine random foliage texture
  const bumps = Array.from({ length: rng.int(1, 3) }, () => ({
    u: rng.range(0.15, 0.85),
    a: rng.range(0.08, 0.3),
    s: rng.range(0.08, 0.2),
  }))
  const crown: Point[] = []
  const M = 34
  for (let i = 1; i < M; i++) {
    const u = i / M
    const dome = Math.pow(Math.sin(Math.PI * u), form === "ridge" ? 0.35 : 0.5)
    let lump = 0.7 + 0.3 * nc(u * (form === "ridge" ? 3.5 : 2.2))
    for (const b of bumps) lump += b.a * Math.exp(-Math.pow((u - b.u) / b.s, 2))
    const leafy = rng.range(-1, 1) * h * 0.01
    crown.push([lerp(xlTop, xrTop, u) + rng.range(-1, 1) * w * 0.006, baseY - sh - (h - sh) * dome * lump * 0.85 + leafy])
  }
  const pts = [...left, ...crown, ...right.reverse()]
  return { d: smooth(pts, true), top: baseY - h * 1.1, pts }
}

export function karst(
  c: Canvas,
  rng: Rng,
  {
    x,
    baseY,
    w,
    h,
    color,
    crest,
    lean = 0,
    form = "tower",
    rim,
  }: {
    x: number
    baseY: number
    w: number
    h: number
    color: string
    crest?: string
    lean?: number
    form?: KarstForm
    rim?: { color: string; opacity?: number; dx: number } | null
  },
) {
  const k = karstPath(rng, { x, baseY, w, h, lean, form })
  if (rim) {
    c.path(k.d, { fill: rim.color, opacity: (rim.opacity ?? 0.5) * 0.7, transform: `translate(${n(rim.dx * 0.5)} 0)` })
  }
  const fill = c.linear(stopList([0, crest ?? color], [0.55, color], [1, darken(color, 0.08)]), vertical(k.top, baseY))
  c.path(k.d, { fill })
  // light from the sun side, limestone staining streaks and clinging vegetation
  if (rim) {
    const lit = 0.22 * (rim.opacity ?? 0.5)
    const lx = c.linear(rim.dx < 0 ? alphaRamp(rim.color, lit, 0) : alphaRamp(rim.color, 0, lit), horizontal(x - w / 2, x + w / 2))
    c.path(k.d, { fill: lx })
  }
  let sd = ""
  let ld = ""
  const streaks = rng.int(6, 12)
  for (let i = 0; i < streaks; i++) {
    const sx = x + rng.range(-0.36, 0.36) * w
    const sy = baseY - h * rng.range(0.25, 0.7)
    const sl = h * rng.range(0.1, 0.35)
    const sw = w * rng.range(0.004, 0.012)
    const seg = `M${n(sx - sw)} ${n(sy)}L${n(sx + sw)} ${n(sy)}L${n(sx + sw * 0.3)} ${n(sy + sl)}L${n(sx - sw * 0.2)} ${n(sy + sl * 0.9)}Z`
    if (rng.chance(0.6)) sd += seg
    else ld += seg
  }
  c.group({ "clip-path": c.clip(k.d) }, () => {
    c.path(sd, { fill: darken(color, 0.3), opacity: 0.14 })
    c.path(ld, { fill: lighten(color, 0.2), opacity: 0.08 })
    let vd = ""
    const patches = rng.int(2, 5)
    for (let i = 0; i < patches; i++) {
      const px = x + rng.range(-0.4, 0.4) * w
      const py = baseY - h * rng.range(0.2, 0.6)
      for (let j = 0; j < 4; j++) {
        const r = w * rng.range(0.015, 0.035)
        const qx = px + rng.range(-2, 2) * r
        const qy = py + rng.range(-0.8, 0.8) * r
        vd += ellipsePath(qx, qy, r, r * 0.7, false)
      }
    }
    c.path(vd, { fill: mix(darken(color, 0.25), "#2F5A45", 0.25), opacity: 0.35 })
  })
  return k.d
}

// ------------------------------------------------------------------ vegetation
/** Coconut palm: curved tapering trunk, arching fronds made of fine drooping leaflets. */
export function palm(
  c: Canvas,
  rng: Rng,
  { x, baseY, h, lean = 0.3, color, fronds = 9 }: { x: number; baseY: number; h: number; lean?: number; color: string; fronds?: number },
) {
  const top: Point = [x + lean * h * 0.3, baseY - h]
  const ctrl: Point = [x + lean * h * 0.02, baseY - h * 0.55]
  const bez = (t: number): Point => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) ** 2 * baseY + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ]
  const Ls: Point[] = []
  const Rs: Point[] = []
  for (let i = 0; i <= 16; i++) {
    const t = i / 16
    const p = bez(t)
    const q = bez(Math.min(1, t + 0.01))
    const ang = Math.atan2(q[1] - p[1], q[0] - p[0])
    const w = h * (lerp(0.026, 0.013, Math.pow(t, 0.6)) + (t < 0.08 ? 0.012 * (1 - t / 0.08) : 0))
    Ls.push([p[0] + Math.sin(ang) * w, p[1] - Math.cos(ang) * w])
    Rs.push([p[0] - Math.sin(ang) * w, p[1] + Math.cos(ang) * w])
  }
  c.path(poly([...Ls, ...Rs.reverse()]), { fill: color })
  let d = ""
  const len0 = h * 0.46
  for (let i = 0; i < fronds; i++) {
    // spread fronds around the crown; the ones pointing sideways droop the most
    const a0 = lerp(-168, -12, (i + rng.range(-0.35, 0.35)) / Math.max(1, fronds - 1)) * (Math.PI / 180)
    const L0 = len0 * rng.range(0.7, 1.05)
    const side = Math.cos(a0)
    const upness = -Math.sin(a0) // 1 = straight up
    const end: Point = [top[0] + side * L0 * 0.95, top[1] - upness * L0 * 0.25 + L0 * (0.45 + 0.3 * (1 - upness))]
    const mid: Point = [top[0] + side * L0 * 0.55, top[1] - upness * L0 * 0.45 - L0 * 0.05]
    const P = (t: number): Point => [
      (1 - t) ** 2 * top[0] + 2 * (1 - t) * t * mid[0] + t * t * end[0],
      (1 - t) ** 2 * top[1] + 2 * (1 - t) * t * mid[1] + t * t * end[1],
    ]
    // rachis
    const K = 24
    const rach: Point[] = []
    for (let k = 0; k <= K; k++) rach.push(P(k / K))
    const rw = h * 0.0035
    d += poly([...rach.map(([px, py]): Point => [px, py - rw]), ...rach.map(([px, py]): Point => [px, py + rw]).reverse()])
    // leaflets on both sides
    for (let k = 2; k <= K; k++) {
      const t = k / K
      const p = item(rach, k)
      const q = item(rach, Math.max(0, k - 1))
      let tx = p[0] - q[0]
      let ty = p[1] - q[1]
      const tl = Math.hypot(tx, ty) || 1
      tx /= tl
      ty /= tl
      const len = L0 * 0.2 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 0.92 + 0.06)), 0.7) * rng.range(0.8, 1.1)
      const base = h * 0.004
      for (const sd of [1, -1]) {
        // normal, then bend everything towards gravity
        const nx = -ty * sd
        const ny = tx * sd
        const droop = sd === 1 ? 0.55 : 0.9
        let dx = nx * 0.75 + tx * 0.55
        let dy = ny * 0.75 + ty * 0.55 + droop
        const dl = Math.hypot(dx, dy) || 1
        dx /= dl
        dy /= dl
        const l = len * (sd === 1 ? 1 : 0.85)
        d += `M${n(p[0] - tx * base)} ${n(p[1] - ty * base)}L${n(p[0] + dx * l)} ${n(p[1] + dy * l)}L${n(p[0] + tx * base * 2)} ${n(p[1] + ty * base * 2)}Z`
      }
    }
  }
  c.path(d, { fill: color })
  c.circle(top[0] - h * 0.01, top[1] + h * 0.018, h * 0.014, { fill: color })
  c.circle(top[0] + h * 0.012, top[1] + h * 0.022, h * 0.013, { fill: color })
  return top
}

/** Low dark shore / rocky headland rising from one side of the frame. */
export function headland(
  c: Canvas,
  rng: Rng,
  {
    side = "left",
    reach = 0.4,
    yTop,
    yEdge = c.H * 1.02,
    color,
    crest,
  }: { side?: string; reach?: number; yTop: number; yEdge?: number; color: string; crest?: string },
) {
  const nz = noise1D(rng, 3)
  const pts: Point[] = []
  const K = 24
  for (let i = 0; i <= K; i++) {
    const t = i / K
    const xx = t * reach * c.W
    const y = lerp(yTop, yEdge, Math.pow(t, 1.8)) + c.H * 0.012 * nz(t * 4)
    pts.push([side === "left" ? xx - 4 : c.W - xx + 4, y])
  }
  const ex = side === "left" ? -10 : c.W + 10
  let d = smooth(pts, false)
  d += `L${n(item(pts, K)[0])} ${n(c.H + 10)}L${n(ex)} ${n(c.H + 10)}L${n(ex)} ${n(item(pts, 0)[1])}Z`
  const fill = c.linear(stopList([0, crest ?? color], [0.5, color], [1, darken(color, 0.2)]), vertical(yTop, c.H))
  c.path(d, { fill })
  return pts
}

/** Frangipani flower (five overlapping petals, warm centre). */
export function frangipani(
  c: Canvas,
  {
    x,
    y,
    r,
    rot = 0,
    petal = "#FBF6EC",
    centre = "#F2C45A",
    opacity = 1,
  }: { x: number; y: number; r: number; rot?: number; petal?: string; centre?: string; opacity?: number },
) {
  c.group({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(rot)})`, opacity }, () => {
    for (let i = 0; i < 5; i++) {
      const a = i * 72
      const fill = c.radial(stopList([0, centre], [0.35, mix(centre, petal, 0.6)], [1, petal]), { cx: 0, cy: 0, r: r * 1.05 })
      c.path(
        `M0 0C${n(r * 0.2)} ${n(-r * 0.35)} ${n(r * 0.95)} ${n(-r * 0.55)} ${n(r)} ${n(-r * 0.1)}C${n(r * 0.95)} ${n(r * 0.2)} ${n(r * 0.4)} ${n(r * 0.15)} 0 0Z`,
        { fill, transform: `rotate(${a})` },
      )
    }
  })
}

// ------------------------------------------------------------------ boats
/** Thai longtail boat, waterline at y, length L; dir 1 = bow to the right. */
export function longtail(
  c: Canvas,
  {
    x,
    y,
    L,
    color,
    accent = BRAND.gold,
    dir = 1,
    canopy = true,
  }: { x: number; y: number; L: number; color: string; accent?: string; dir?: number; canopy?: boolean },
) {
  const s = L
  const P = (px: number, py: number) => `${n(x + dir * px * s)} ${n(y + py * s)}`
  // hull
  c.path(
    `M${P(0, -0.05)}L${P(0.72, -0.055)}C${P(0.86, -0.06)} ${P(0.97, -0.16)} ${P(1.04, -0.3)}L${P(1.02, -0.3)}C${P(0.95, -0.18)} ${P(0.9, -0.02)} ${P(0.78, 0)}L${P(0.04, 0)}Z`,
    { fill: color },
  )
  // garland at the bow
  c.path(`M${P(1.02, -0.29)}L${P(0.99, -0.2)}L${P(1.0, -0.28)}Z`, { fill: accent })
  c.circle(x + dir * 1.0 * s, y - 0.22 * s, s * 0.007, { fill: accent })
  if (canopy) {
    c.path(`M${P(0.28, -0.155)}L${P(0.66, -0.155)}L${P(0.67, -0.145)}L${P(0.27, -0.145)}Z`, { fill: color })
    for (const px of [0.3, 0.46, 0.64])
      c.path(`M${P(px, -0.15)}L${P(px + 0.006, -0.15)}L${P(px + 0.006, -0.05)}L${P(px, -0.05)}Z`, { fill: color })
  }
  // engine and long propeller shaft
  c.path(`M${P(-0.02, -0.11)}L${P(0.05, -0.11)}L${P(0.05, -0.05)}L${P(-0.02, -0.05)}Z`, { fill: color })
  c.path(`M${P(0, -0.085)}L${P(-0.3, 0.03)}L${P(-0.3, 0.04)}L${P(0, -0.07)}Z`, { fill: color })
}

/** Soft horizontal glints/wake behind a moving boat. */
export function wake(
  c: Canvas,
  rng: Rng,
  {
    x,
    y,
    len,
    dir = 1,
    color = "#FFFFFF",
    opacity = 0.5,
    spread = 0.06,
  }: { x: number; y: number; len: number; dir?: number; color?: string; opacity?: number; spread?: number },
) {
  let d = ""
  for (let i = 0; i < 9; i++) {
    const t = i / 8
    const wy = y + rng.range(-1, 1) * spread * len * t + len * 0.01 * i * 0.3
    const wl = len * rng.range(0.25, 0.6) * (1 - t * 0.5)
    const wx = x - dir * len * t * 0.9
    const h = Math.max(1, len * 0.004 * (1.2 - t))
    d += rectPath(Math.min(wx, wx - dir * wl), wy, wl, h)
  }
  const fill = c.linear(dir > 0 ? alphaRamp(color, 0, opacity) : alphaRamp(color, opacity, 0), ACROSS)
  c.path(d, { fill })
}

// ------------------------------------------------------------------ architecture
/** "0 0.3, 0.035 0.3, …" → [[0, 0.3], [0.035, 0.3], …]: profile steps (height, half-width) as fractions of the height. */
const steps = (text: string): Point[] =>
  text.split(", ").map((pair) => {
    const [t = 0, hw = 0] = pair.split(" ").map(Number)
    return [t, hw] as const
  })

/** Symmetric silhouette from a [heightFraction, halfWidthFraction] profile. */
function profileShape(x: number, baseY: number, h: number, profile: readonly Point[]) {
  const right = profile.map(([t, hw]): Point => [x + hw * h, baseY - t * h])
  const left = profile.map(([t, hw]): Point => [x - hw * h, baseY - t * h]).reverse()
  return poly([...right, ...left])
}

/** Khmer-style prang (Wat Arun): stepped terraces, tall tiered corn-cob tower, trident finial. */
export function prangShape(x: number, baseY: number, h: number) {
  const prof = steps("0 0.3, 0.035 0.3, 0.035 0.26, 0.075 0.26, 0.075 0.215, 0.115 0.215, 0.115 0.17, 0.155 0.17, 0.155 0.13, 0.2 0.12")
  const tiers = 11
  const body0 = 0.2
  const body1 = 0.8
  const wAt = (u: number) => 0.105 * Math.pow(1 - Math.pow(u, 1.7), 0.55) + 0.014
  for (let i = 0; i < tiers; i++) {
    const u0 = i / tiers
    const u1 = (i + 1) / tiers
    const t0 = lerp(body0, body1, u0)
    const t1 = lerp(body0, body1, u1)
    const w0 = wAt(u0)
    const w1 = wAt(u1)
    const notch = 0.011 * (1 - u0 * 0.6)
    prof.push([t0 + 0.004, w0 + notch * 0.6], [t1 - 0.012, w1 + notch * 0.5], [t1 - 0.006, w1 - notch * 0.4])
  }
  prof.push([0.8, 0.016], [0.84, 0.012], [0.845, 0.02], [0.86, 0.01], [0.93, 0.005], [0.955, 0.0025], [1, 0.0015], [1, 0])
  const d = profileShape(x, baseY, h, prof)
  const ty = baseY - h * 0.955
  const t = `M${n(x - h * 0.024)} ${n(ty - h * 0.022)}L${n(x - h * 0.019)} ${n(ty + h * 0.004)}L${n(x + h * 0.019)} ${n(ty + h * 0.004)}L${n(x + h * 0.024)} ${n(ty - h * 0.022)}L${n(x + h * 0.014)} ${n(ty)}L${n(x - h * 0.014)} ${n(ty)}Z`
  return d + t
}

export function prang(
  c: Canvas,
  {
    x,
    baseY,
    h,
    color,
    fill,
    tierShade,
  }: { x: number; baseY: number; h: number; color?: string; fill?: string; tierShade?: string | null },
) {
  const d = prangShape(x, baseY, h)
  c.path(d, { fill: fill ?? color })
  if (tierShade) {
    // darker bands under each tier ledge for a carved look
    let sd = ""
    for (let i = 1; i <= 11; i++) {
      const y = baseY - h * lerp(0.2, 0.8, i / 11) + h * 0.006
      sd += rectPath(x - h * 0.2, y, h * 0.4, h * 0.007)
    }
    for (const t of [0.035, 0.075, 0.115, 0.155]) sd += rectPath(x - h * 0.35, baseY - h * t, h * 0.7, h * 0.008)
    c.group({ "clip-path": c.clip(d) }, () => c.path(sd, { fill: tierShade, opacity: 0.35 }))
  }
}

/** Lanna bell-shaped chedi with stepped base, ring stack and spire. */
export function chedi(c: Canvas, { x, baseY, h, color, fill }: { x: number; baseY: number; h: number; color?: string; fill?: string }) {
  const prof = steps("0 0.3, 0.05 0.3, 0.05 0.26, 0.09 0.26, 0.09 0.22, 0.13 0.22, 0.13 0.19, 0.19 0.17")
  for (let i = 0; i <= 10; i++) {
    const a = (i / 10) * Math.PI * 0.55
    prof.push([0.19 + Math.sin(a) * 0.27, 0.17 * Math.cos(a * 0.95) + 0.03 * Math.sin(a * 1.8)])
  }
  prof.push([0.47, 0.075], [0.5, 0.075], [0.5, 0.06])
  for (let i = 0; i < 6; i++) {
    const t = 0.5 + i * 0.03
    const w = 0.055 - i * 0.006
    prof.push([t, w], [t + 0.02, w], [t + 0.02, w - 0.006])
  }
  prof.push([0.69, 0.02], [0.86, 0.008], [0.88, 0.016], [0.9, 0.006], [1, 0.001], [1, 0])
  c.path(profileShape(x, baseY, h, prof), { fill: fill ?? color })
}

/** Thai sala pavilion: platform, posts, tiered steep roof with chofa finials. */
export function sala(
  c: Canvas,
  {
    x,
    baseY,
    w,
    h,
    color,
    lit = false,
    light = "#FFC978",
    glowOpacity = 0.5,
  }: { x: number; baseY: number; w: number; h: number; color: string; lit?: boolean; light?: string; glowOpacity?: number },
) {
  const platH = h * 0.08
  const postH = h * 0.42
  const postW = w * 0.035
  c.rect(x - w * 0.55, baseY - platH, w * 1.1, platH, { fill: color })
  if (lit) {
    glow(c, x, baseY - platH - postH * 0.45, w * 0.75, light, glowOpacity, { sx: 1.2, sy: 0.8 })
    const g = c.linear(stopList([0, light, 0.95], [1, mix(light, "#FFFFFF", 0.3), 0.85]))
    c.rect(x - w * 0.42, baseY - platH - postH, w * 0.84, postH, { fill: g })
  }
  for (const px of [-0.45, -0.15, 0.15, 0.45]) c.rect(x + px * w - postW / 2, baseY - platH - postH, postW, postH, { fill: color })
  const ey = baseY - platH - postH // eave line
  const tier = (wb: number, hb: number, yb: number) => {
    const half = wb / 2
    const hook = wb * 0.05
    return `M${n(x - half - hook)} ${n(yb - hook * 0.9)}Q${n(x - half)} ${n(yb + hook * 0.2)} ${n(x - half + hook)} ${n(yb)}L${n(x + half - hook)} ${n(yb)}Q${n(x + half)} ${n(yb + hook * 0.2)} ${n(x + half + hook)} ${n(yb - hook * 0.9)}L${n(x + half * 0.55)} ${n(yb - hb)}L${n(x - half * 0.55)} ${n(yb - hb)}Z`
  }
  c.path(tier(w * 1.25, h * 0.2, ey + h * 0.02), { fill: color })
  c.path(tier(w * 0.95, h * 0.28, ey - h * 0.14), { fill: color })
  // ridge with chofa horns
  const ry = ey - h * 0.42
  const rw = w * 0.26
  c.rect(x - rw, ry, rw * 2, h * 0.03, { fill: color })
  for (const sgn of [-1, 1]) {
    const bx = x + sgn * rw
    c.path(
      `M${n(bx)} ${n(ry + h * 0.03)}Q${n(bx + sgn * w * 0.02)} ${n(ry - h * 0.05)} ${n(bx + sgn * w * 0.07)} ${n(ry - h * 0.11)}Q${n(bx + sgn * w * 0.03)} ${n(ry - h * 0.04)} ${n(bx - sgn * w * 0.015)} ${n(ry + h * 0.03)}Z`,
      { fill: color },
    )
  }
  return { eaveY: ey, floorY: baseY - platH }
}

/** Tropical villa: low body with glazing and a steep hipped roof. */
export function villa(
  c: Canvas,
  {
    x,
    baseY,
    w,
    h,
    color,
    lit = true,
    light = "#FFC978",
    roof = "thai",
    panes = 5,
    glass,
  }: {
    x: number
    baseY: number
    w: number
    h: number
    color: string
    lit?: boolean
    light?: string
    roof?: string
    panes?: number
    glass: string
  },
) {
  const bodyH = h * 0.45
  c.rect(x - w / 2, baseY - bodyH, w, bodyH, { fill: color })
  const gw = (w * 0.82) / panes
  const pane = (i: number, fill: string) =>
    c.rect(x - w * 0.41 + i * gw + gw * 0.08, baseY - bodyH * 0.86, gw * 0.84, bodyH * 0.76, { fill })
  if (!lit && glass) {
    const g = c.linear(alphaRamp(glass, 0.55, 0.15))
    for (let i = 0; i < panes; i++) pane(i, g)
  }
  if (lit) {
    // each lit pane gets its own gradient
    for (let i = 0; i < panes; i++) pane(i, c.linear(stopList([0, light, 0.9], [1, mix(light, "#FFFFFF", 0.25), 0.7])))
    glow(c, x, baseY - bodyH * 0.4, w * 0.7, light, 0.28, { sx: 1.3, sy: 0.6 })
  }
  const ey = baseY - bodyH
  if (roof === "flat") {
    c.rect(x - w * 0.58, ey - h * 0.07, w * 1.16, h * 0.07, { fill: color })
    c.rect(x - w * 0.4, ey - h * 0.18, w * 0.55, h * 0.11, { fill: color })
  } else {
    const o = w * 0.1
    c.path(
      `M${n(x - w / 2 - o)} ${n(ey + h * 0.02)}L${n(x - w * 0.2)} ${n(ey - h * 0.5)}L${n(x + w * 0.2)} ${n(ey - h * 0.5)}L${n(x + w / 2 + o)} ${n(ey + h * 0.02)}Z`,
      { fill: color },
    )
    // a horn at each end of the ridge
    for (const sg of [-1, 1])
      c.path(
        `M${n(x + sg * w * 0.2)} ${n(ey - h * 0.5)}q${n(sg * w * 0.02)} ${n(-h * 0.06)} ${n(sg * w * 0.05)} ${n(-h * 0.1)}q${n(-sg * w * 0.05)} ${n(h * 0.02)} ${n(-sg * w * 0.07)} ${n(h * 0.1)}Z`,
        { fill: color },
      )
  }
}

/** Safari tent on a raised deck with a glowing open front. */
export function tent(
  c: Canvas,
  {
    x,
    baseY,
    w,
    h,
    color,
    lit = true,
    light = "#FFC978",
  }: { x: number; baseY: number; w: number; h: number; color: string; lit?: boolean; light?: string },
) {
  const deckH = h * 0.12
  c.rect(x - w * 0.62, baseY - deckH - h * 0.04, w * 1.24, h * 0.04, { fill: color })
  for (const px of [-0.55, -0.2, 0.2, 0.55]) c.rect(x + px * w - w * 0.015, baseY - deckH, w * 0.03, deckH, { fill: color })
  const fy = baseY - deckH - h * 0.04
  const peak = fy - h * 0.85
  if (lit) glow(c, x, fy - h * 0.25, w * 0.9, light, 0.45, { sx: 1, sy: 0.7 })
  c.path(
    `M${n(x - w * 0.5)} ${n(fy)}L${n(x - w * 0.46)} ${n(fy - h * 0.45)}L${n(x - w * 0.62)} ${n(fy - h * 0.4)}L${n(x)} ${n(peak)}L${n(x + w * 0.62)} ${n(fy - h * 0.4)}L${n(x + w * 0.46)} ${n(fy - h * 0.45)}L${n(x + w * 0.5)} ${n(fy)}Z`,
    { fill: color },
  )
  if (lit) {
    const g = c.linear(stopList([0, mix(light, "#FFFFFF", 0.35), 0.95], [1, light, 0.9]))
    c.path(`M${n(x - w * 0.2)} ${n(fy)}L${n(x)} ${n(fy - h * 0.58)}L${n(x + w * 0.2)} ${n(fy)}Z`, { fill: g })
  }
}

/** City skyline of towers with scattered lit windows. */
export function skyline(
  c: Canvas,
  rng: Rng,
  {
    baseY,
    x0 = 0,
    x1 = c.W,
    maxH,
    minH = maxH * 0.3,
    color,
    light = "#FFC978",
    windows = 0.25,
    gap = 0.004,
    crest,
    profile = () => 1,
  }: {
    baseY: number
    x0?: number
    x1?: number
    maxH: number
    minH?: number
    color: string
    light?: string
    windows?: number
    gap?: number
    crest?: string
    /** The towers' height across the width (0…1 → a factor). */
    profile?: (u: number) => number
  },
) {
  let x = x0 - c.W * 0.02
  let d = ""
  let wd = ""
  const fill = crest ? c.linear(ramp(crest, color), vertical(baseY - maxH, baseY)) : color
  while (x < x1) {
    const bw = c.W * rng.range(0.022, 0.055)
    const bh = Math.max(
      minH * 0.5,
      rng.range(minH, maxH) * Math.pow(rng.next(), 0.0) * (rng.chance(0.12) ? 1.3 : rng.range(0.55, 1)) * profile((x + bw / 2) / c.W),
    )
    const top = baseY - bh
    const style = rng.pick(["flat", "flat", "step", "spire", "slant", "crown"])
    d += `M${n(x)} ${n(baseY)}V${n(top)}`
    if (style === "step") d += `H${n(x + bw * 0.2)}V${n(top - bh * 0.06)}H${n(x + bw * 0.8)}V${n(top)}H${n(x + bw)}`
    else if (style === "spire") d += `H${n(x + bw * 0.47)}V${n(top - bh * 0.22)}H${n(x + bw * 0.53)}V${n(top)}H${n(x + bw)}`
    else if (style === "slant") d += `L${n(x + bw)} ${n(top + bh * 0.08)}`
    else if (style === "crown") d += `H${n(x + bw * 0.1)}L${n(x + bw * 0.5)} ${n(top - bh * 0.1)}L${n(x + bw * 0.9)} ${n(top)}H${n(x + bw)}`
    else d += `H${n(x + bw)}`
    d += `V${n(baseY)}Z`
    if (windows > 0) {
      const cols = Math.max(2, Math.round(bw / (c.W * 0.0065)))
      const rows = Math.max(3, Math.round(bh / (c.H * 0.018)))
      const cw = bw / cols
      const rh = bh / rows
      for (let r = 1; r < rows; r++) {
        for (let k = 0; k < cols; k++) {
          if (!rng.chance(windows)) continue
          wd += rectPath(x + k * cw + cw * 0.28, top + r * rh + rh * 0.2, cw * 0.44, rh * 0.42)
        }
      }
    }
    x += bw + c.W * gap * rng.range(0, 2)
  }
  c.path(d, { fill })
  if (wd) c.path(wd, { fill: light, opacity: 0.75 })
}

// ------------------------------------------------------------------ motion
/** Speed lines trailing behind a moving subject (fading to the left when dir=1). */
export function speedLines(
  c: Canvas,
  rng: Rng,
  {
    x,
    y0,
    y1,
    len,
    count = 10,
    color = "#FFFFFF",
    opacity = 0.35,
    dir = 1,
  }: { x: number; y0: number; y1: number; len: number; count?: number; color?: string; opacity?: number; dir?: number },
) {
  let d = ""
  for (let i = 0; i < count; i++) {
    const y = lerp(y0, y1, rng.next())
    const l = len * rng.range(0.35, 1)
    const sx = x - dir * rng.range(0, len * 0.25)
    const h = Math.max(1, c.H * rng.range(0.0015, 0.0035))
    d += dir > 0 ? rectPath(sx - l, y, l, h) : rectPath(sx, y, l, h)
  }
  const fill = c.linear(dir > 0 ? alphaRamp(color, 0, opacity) : alphaRamp(color, opacity, 0), horizontal(x - dir * len, x))
  c.path(d, { fill })
}

// ------------------------------------------------------------------ shore & structures
/**
 * Sandy beach occupying a corner: shoreline from (xa, ya) to (xb, yb) curving,
 * with wet-sand sheen and foam lines. Returns the shoreline points.
 */
export function beach(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    xa,
    ya,
    xb,
    yb,
    sag = 0.05,
    sand = "#E8D6B5",
    side = "right",
  }: { xa: number; ya: number; xb: number; yb: number; sag?: number; sand?: string; side?: string },
) {
  const K = 30
  const pts: Point[] = []
  for (let i = 0; i <= K; i++) {
    const t = i / K
    pts.push([lerp(xa, xb, t), lerp(ya, yb, t) + Math.sin(Math.PI * t) * c.H * sag])
  }
  // the sand runs to the bottom-right corner and back along the bottom edge to xa (side "right") or past the left edge
  const cornerX = side === "right" ? xa : -10
  const sandCol = mix(sand, s.haze, 0.25)
  const lit = mix(sandCol, s.body.glow, 0.25)
  const fill = c.linear(
    stopList([0, lit], [0.5, mix(sandCol, s.land, 0.25)], [1, mix(sandCol, s.land, 0.55)]),
    vertical(Math.min(ya, yb), c.H),
  )
  c.path(`${smooth(pts, false)}L${n(c.W + 10)} ${n(c.H + 10)}L${n(cornerX)} ${n(c.H + 10)}Z`, { fill })
  // wet sand sheen just below the waterline
  const wet = pts.map(([x, y]): Point => [x, y + c.H * 0.018])
  const wetEdge = wet.map(([x, y]) => `${n(x)} ${n(y)}`).reverse()
  c.path(`${smooth(pts, false)}L${wetEdge.join("L")}Z`, { fill: mix(s.sea[0], s.glint, 0.3), opacity: 0.35 })
  // foam lines in the shallows
  for (let f = 0; f < 3; f++) {
    const off = -c.H * (0.008 + f * 0.02)
    let d = ""
    let on = false
    pts.forEach(([x, y], i) => {
      const visible = rng.chance(0.8 - f * 0.15)
      if (visible && !on) {
        d += `M${n(x)} ${n(y + off)}`
        on = true
      } else if (visible) d += `L${n(x)} ${n(y + off + Math.sin(i * 1.7 + f) * 1.5)}`
      else on = false
    })
    c.path(d, {
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": Math.max(1, c.H * (0.0025 - f * 0.0005)),
      opacity: 0.5 - f * 0.12,
      "stroke-linecap": "round",
    })
  }
  return pts
}

/** Side-on wooden pier on stilts from x0 to x1 at deck height y. */
export function pier(
  c: Canvas,
  { x0, x1, y, h, color, postEvery }: { x0: number; x1: number; y: number; h: number; color: string; postEvery?: number },
) {
  const step = postEvery ?? h * 1.2
  let d = `M${n(x0)} ${n(y - h * 0.12)}H${n(x1)}V${n(y)}H${n(x0)}Z`
  for (let x = x0 + step * 0.3; x < x1; x += step) d += rectPath(x, y, h * 0.1, h)
  // railing
  d += `M${n(x0)} ${n(y - h * 0.5)}H${n(x1)}v${n(h * 0.05)}H${n(x0)}Z`
  for (let x = x0; x < x1; x += step * 0.5) d += rectPath(x, y - h * 0.5, h * 0.05, h * 0.4)
  c.path(d, { fill: color })
}

/**
 * A sheer limestone wall entering from one side of the frame, with an overhang,
 * stalactite drips, ochre staining and jungle clinging to its ledges.
 */
export function cliffWall(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    side = "right",
    xEdge,
    baseY,
    color,
    crest,
    stain = "#C49A6C",
    jungle,
  }: { side?: string; xEdge: number; baseY: number; color: string; crest?: string; stain?: string; jungle?: string },
) {
  const sg = side === "right" ? 1 : -1
  const nz = noise1D(rng.fork("edge"), 4)
  const outer = side === "right" ? c.W + 20 : -20
  const pts: Point[] = []
  const K = 40
  const overhangAt = rng.range(0.55, 0.7)
  for (let i = 0; i <= K; i++) {
    const t = i / K // 0 = top of frame, 1 = waterline
    const y = lerp(-20, baseY, t)
    let dx = c.W * 0.025 * nz(t * 3)
    dx -= c.W * 0.05 * Math.exp(-Math.pow((t - overhangAt) / 0.08, 2)) // bulge outwards
    if (t > overhangAt + 0.05) dx += c.W * 0.04 * Math.min(1, (t - overhangAt - 0.05) / 0.15) // recess under the overhang
    if (t > 0.93) dx += c.W * 0.015 * ((t - 0.93) / 0.07) // waterline notch
    pts.push([xEdge + sg * dx, y])
  }
  const d = `${smooth(pts, false)}L${n(outer)} ${n(baseY)}L${n(outer)} -20Z`
  const fill = c.linear(
    side === "right" ? ramp(crest ?? color, color) : ramp(color, crest ?? color),
    horizontal(xEdge - c.W * 0.05, xEdge + sg * c.W * 0.35),
  )
  c.path(d, { fill })
  const clip = c.clip(d)
  c.group({ "clip-path": clip }, () => {
    // ochre and dark vertical staining: soft bands fading downwards
    const stains: Array<[color: string, opacity: number, count: number]> = [
      [stain, 0.26, 9],
      [darken(color, 0.45), 0.2, 11],
    ]
    for (const [col, op, count] of stains) {
      for (let i = 0; i < count; i++) {
        const sx = xEdge + sg * rng.range(0, 0.4) * c.W
        const sy = rng.range(-0.05, 0.55) * baseY
        const sl = baseY * rng.range(0.2, 0.5)
        const sw = c.W * rng.range(0.003, 0.012)
        const g = c.linear(fade(col, [0, op], [0.6, op * 0.6], [1, 0]))
        c.path(`M${n(sx - sw)} ${n(sy)}h${n(2 * sw)}v${n(sl)}q${n(-sw)} ${n(sw * 2)} ${n(-2 * sw)} 0Z`, { fill: g })
      }
    }
    // shadow under the overhang
    const oy = lerp(-20, baseY, overhangAt)
    const sh = c.linear(fade(darken(color, 0.5), [0, 0], [0.35, 0.45], [1, 0.2]), vertical(oy - baseY * 0.05, baseY))
    c.rect(Math.min(xEdge - c.W * 0.1, outer), oy - baseY * 0.05, c.W * 0.6, baseY, { fill: sh })
  })
  // stalactites hanging from the overhang
  const oi = Math.round(overhangAt * K)
  let st = ""
  for (let i = oi + 1; i < Math.min(K, oi + 4); i++) {
    const [px, py] = item(pts, i)
    for (let j = 0; j < 5; j++) {
      const sx = px + sg * rng.range(0.004, 0.05) * c.W
      const sl = c.H * rng.range(0.012, 0.05)
      const sw = c.W * rng.range(0.002, 0.005)
      st += `M${n(sx - sw)} ${n(py - 2)}L${n(sx + sw)} ${n(py - 2)}L${n(sx + rng.range(-1, 1))} ${n(py + sl)}Z`
    }
  }
  c.path(st, { fill: mix(color, stain, 0.2) })
  if (jungle) {
    // jungle spilling over the top and clinging to ledges
    const blob = (cx: number, cy: number, r: number) => ellipsePath(cx, cy, r, r * 0.8)
    let jd = ""
    for (let i = 0; i < 4; i++) {
      const li = rng.int(1, Math.round(K * overhangAt) - 1)
      const [px, py] = item(pts, li)
      for (let j = 0; j < 14; j++) {
        const r = c.W * rng.range(0.003, 0.008)
        jd += blob(px + sg * rng.range(-0.004, 0.05) * c.W, py + rng.range(-0.01, 0.04) * c.H * (j / 14 + 0.3), r)
      }
    }
    c.path(jd, { fill: jungle, opacity: 0.85 })
  }
  return { d, pts }
}

// ------------------------------------------------------------------ resort furniture
/**
 * Infinity pool seen from the deck: water from `top` (the vanishing edge) to
 * `bottom`, mirroring the sky, with a light streak and a coping strip.
 */
export function infinityPool(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    top,
    bottom,
    x0 = -5,
    x1 = c.W + 5,
    tint,
    sunX,
    coping,
  }: { top: number; bottom: number; x0?: number; x1?: number; tint: string; sunX?: number; coping?: string },
) {
  const skyMid = item(s.stops, Math.max(0, s.stops.length - 2))[1]
  const water = c.linear(
    stopList(
      [0, mix(item(s.stops, s.stops.length - 1)[1], tint, 0.25)],
      [0.25, mix(skyMid, tint, 0.45)],
      [1, mix(darken(tint, 0.35), item(s.stops, 0)[1], 0.4)],
    ),
    vertical(top, bottom),
  )
  c.rect(x0, top, x1 - x0, bottom - top, { fill: water })
  // the vanishing edge catches the light
  c.rect(x0, top - 1, x1 - x0, Math.max(1.5, c.H * 0.003), { fill: s.glint, opacity: 0.7 })
  if (sunX !== undefined) {
    let d = ""
    for (let i = 0; i < 16; i++) {
      const t = i / 16
      const y = lerp(top + 4, bottom - 4, t)
      const w = c.W * 0.03 * (0.4 + t) * rng.range(0.4, 1)
      d += rectPath(sunX - w / 2 + rng.range(-1, 1) * c.W * 0.01, y, w, 1 + t * 2)
    }
    c.path(d, { fill: s.glint, opacity: 0.45 })
  }
  // ripples
  let rd = ""
  for (let i = 0; i < 26; i++) {
    const t = Math.pow(rng.next(), 1.3)
    const y = lerp(top + 3, bottom - 3, t)
    const w = c.W * (0.02 + 0.08 * t) * rng.range(0.4, 1)
    rd += rectPath(rng.range(x0, x1), y, w, 1 + t)
  }
  c.path(rd, { fill: "#FFFFFF", opacity: 0.14 })
  const cp = coping ?? mix(BRAND.sand, s.land, 0.55)
  c.rect(x0, bottom, x1 - x0, c.H * 0.012, { fill: lighten(cp, 0.15) })
  return { top, bottom }
}

/** Side-on sun lounger (lounge chair) silhouette with a cushion in the accent colour. */
export function lounger(
  c: Canvas,
  { x, y, w, color, cushion, dir = 1 }: { x: number; y: number; w: number; color: string; cushion?: string; dir?: number },
) {
  const h = w * 0.32
  const P = (px: number, py: number) => `${n(x + dir * px * w)} ${n(y - py * h)}`
  c.path(`M${P(0, 0.35)}L${P(0.7, 0.35)}L${P(0.98, 1)}L${P(0.92, 1.04)}L${P(0.66, 0.48)}L${P(0, 0.48)}Z`, { fill: color })
  if (cushion)
    c.path(`M${P(0.02, 0.48)}L${P(0.66, 0.48)}L${P(0.92, 1.04)}L${P(0.88, 1.1)}L${P(0.62, 0.58)}L${P(0.02, 0.58)}Z`, { fill: cushion })
  for (const px of [0.05, 0.62]) c.path(`M${P(px, 0.36)}L${P(px + 0.03, 0.36)}L${P(px + 0.03, 0)}L${P(px, 0)}Z`, { fill: color })
}

/** Parasol: pole and a shallow canopy. */
export function parasol(c: Canvas, { x, y, h, color, canopy }: { x: number; y: number; h: number; color: string; canopy?: string }) {
  c.rect(x - h * 0.012, y - h, h * 0.024, h, { fill: color })
  const w = h * 0.55
  c.path(
    `M${n(x - w)} ${n(y - h * 0.82)}Q${n(x)} ${n(y - h * 1.12)} ${n(x + w)} ${n(y - h * 0.82)}Q${n(x)} ${n(y - h * 0.9)} ${n(x - w)} ${n(y - h * 0.82)}Z`,
    { fill: canopy ?? color },
  )
}

/**
 * A cord strung across the frame from (-10, y0) to (W + 10, y1), sagging towards the
 * control height `sag`: its path and the count − 1 evenly spaced points to hang things on.
 */
export function cord(c: Canvas, y0: number, sag: number, y1: number, count: number) {
  const d = `M-10 ${n(y0)}Q${n(c.W / 2)} ${n(sag)} ${n(c.W + 10)} ${n(y1)}`
  const pts: Point[] = []
  for (let i = 1; i < count; i++) {
    const t = i / count
    pts.push([lerp(-10, c.W + 10, t), (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * sag + t * t * y1])
  }
  return { d, pts }
}

/** Hanging lantern with a warm glow. */
export function lantern(c: Canvas, { x, y, r, light }: { x: number; y: number; r: number; light: string }) {
  glow(c, x, y, r * 6, light, 0.35)
  c.ellipse(x, y, r * 0.75, r, { fill: mix(light, "#FFFFFF", 0.3) })
}

// ------------------------------------------------------------------ temples & town
/**
 * Thai ordination hall (ubosot) seen gable-end on: platform, columns, stacked
 * steep gables with serrated bargeboards, chofa finials and eave hooks.
 * `trim` (gold) outlines the gables; `lit` warms the interior.
 */
export function thaiTemple(
  c: Canvas,
  {
    x,
    baseY,
    w,
    h,
    color,
    trim,
    lit,
    light = "#FFC978",
    wall,
  }: { x: number; baseY: number; w: number; h: number; color: string; trim?: string; lit?: boolean; light?: string; wall?: string },
) {
  const platH = h * 0.07
  c.path(`M${n(x - w * 0.62)} ${n(baseY)}L${n(x - w * 0.58)} ${n(baseY - platH)}H${n(x + w * 0.58)}L${n(x + w * 0.62)} ${n(baseY)}Z`, {
    fill: color,
  })
  const colH = h * 0.3
  const top = baseY - platH - colH
  c.rect(x - w * 0.44, top, w * 0.88, colH, { fill: wall ?? color })
  if (lit) {
    L_glowDoor(c, x, baseY - platH, w * 0.16, colH * 0.75, light)
  }
  let cols = ""
  for (let i = 0; i < 6; i++) {
    const cx = x - w * 0.46 + (i * w * 0.92) / 5
    cols += rectPath(cx - w * 0.018, top, w * 0.036, colH)
  }
  c.path(cols, { fill: color })
  // skirt roofs at each side
  const skirt = (sgn: number, lvl: number) => {
    const y0 = top + h * 0.02 - lvl * h * 0.07
    const xa = x + sgn * w * (0.44 - lvl * 0.05)
    const xb = x + sgn * w * (0.66 - lvl * 0.08)
    return `M${n(xa)} ${n(y0 - h * 0.1)}L${n(xb)} ${n(y0 + h * 0.02)}L${n(xb + sgn * w * 0.03)} ${n(y0 - h * 0.01)}L${n(xb)} ${n(y0 + h * 0.005)}L${n(xa)} ${n(y0 - h * 0.07)}Z`
  }
  c.path(skirt(-1, 0) + skirt(1, 0) + skirt(-1, 1) + skirt(1, 1), { fill: color })
  // stacked gables, back to front
  const gables = [
    { hw: w * 0.26, y: top - h * 0.2, gh: h * 0.46 },
    { hw: w * 0.37, y: top - h * 0.09, gh: h * 0.5 },
    { hw: w * 0.48, y: top + h * 0.02, gh: h * 0.52 },
  ]
  let trimD = ""
  gables.forEach((g, i) => {
    const apex: Point = [x, g.y - g.gh]
    const lft: Point = [x - g.hw, g.y]
    const rgt: Point = [x + g.hw, g.y]
    c.path(`M${n(lft[0])} ${n(lft[1])}L${n(apex[0])} ${n(apex[1])}L${n(rgt[0])} ${n(rgt[1])}Z`, { fill: color })
    // serrated bargeboards (bai raka)
    let teeth = ""
    const k = 9
    for (const sg of [-1, 1]) {
      for (let t = 1; t < k; t++) {
        const u = t / k
        const px = lerp(apex[0], x + sg * g.hw, u)
        const py = lerp(apex[1], g.y, u)
        teeth += `M${n(px)} ${n(py)}l${n(sg * w * 0.012)} ${n(-h * 0.035)}l${n(sg * w * 0.01)} ${n(h * 0.018)}Z`
      }
    }
    c.path(teeth, { fill: color })
    // chofa at the apex, hang hong hooks at the eaves
    c.path(
      `M${n(x - w * 0.012)} ${n(apex[1] + h * 0.02)}Q${n(x - w * 0.01)} ${n(apex[1] - h * 0.06)} ${n(x + w * 0.03)} ${n(apex[1] - h * 0.1)}Q${n(x + w * 0.005)} ${n(apex[1] - h * 0.05)} ${n(x + w * 0.012)} ${n(apex[1] + h * 0.02)}Z`,
      { fill: trim ?? color },
    )
    for (const sg of [-1, 1]) {
      const ex = x + sg * g.hw
      c.path(
        `M${n(ex)} ${n(g.y)}q${n(sg * w * 0.03)} ${n(-h * 0.01)} ${n(sg * w * 0.035)} ${n(-h * 0.06)}l${n(-sg * w * 0.012)} ${n(h * 0.045)}Z`,
        { fill: trim ?? color },
      )
    }
    trimD += `M${n(lft[0])} ${n(lft[1])}L${n(apex[0])} ${n(apex[1])}L${n(rgt[0])} ${n(rgt[1])}`
    if (i === gables.length - 1) {
      // inner pediment panel and medallion
      const line = { fill: "none", stroke: trim ?? color, "stroke-width": Math.max(1, w * 0.004), opacity: trim ? 0.6 : 0 }
      c.path(
        `M${n(x - g.hw * 0.72)} ${n(g.y - h * 0.02)}L${n(x)} ${n(apex[1] + g.gh * 0.3)}L${n(x + g.hw * 0.72)} ${n(g.y - h * 0.02)}Z`,
        line,
      )
      c.circle(x, g.y - g.gh * 0.32, w * 0.035, line)
    }
  })
  if (trim) c.path(trimD, { fill: "none", stroke: trim, "stroke-width": Math.max(1, w * 0.006), opacity: 0.85 })
}

function L_glowDoor(c: Canvas, x: number, floorY: number, dw: number, dh: number, light: string) {
  glow(c, x, floorY - dh * 0.5, dw * 2.2, light, 0.45, { sx: 1, sy: 1.1 })
  c.path(
    `M${n(x - dw / 2)} ${n(floorY)}V${n(floorY - dh * 0.8)}Q${n(x)} ${n(floorY - dh * 1.05)} ${n(x + dw / 2)} ${n(floorY - dh * 0.8)}V${n(floorY)}Z`,
    { fill: light, opacity: 0.9 },
  )
}

/**
 * Row of Sino-Portuguese shophouses: arcaded ground floor, tall shuttered
 * windows with arched heads, parapets. Colours are pastel, softened by the sky.
 */
export function shophouses(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    x0,
    x1,
    baseY,
    h,
    colors,
    lit = false,
    light = "#FFC978",
  }: { x0: number; x1: number; baseY: number; h: number; colors: readonly string[]; lit?: boolean; light?: string },
) {
  let x = x0
  const trims: Point[] = []
  while (x < x1) {
    const w = h * rng.range(0.55, 0.7)
    const col = mix(rng.pick(colors), s.haze, 0.2)
    const top = baseY - h * rng.range(0.92, 1)
    const shade = darken(col, 0.25)
    c.rect(x, top, w, baseY - top, { fill: c.linear(ramp(lighten(col, 0.08), darken(col, 0.12))) })
    // parapet with a small pediment
    c.path(
      `${rectPath(x - w * 0.02, top, w * 1.04, h * 0.05)} M${n(x + w * 0.3)} ${n(top)}Q${n(x + w * 0.5)} ${n(top - h * 0.08)} ${n(x + w * 0.7)} ${n(top)}Z`,
      { fill: lighten(col, 0.2) },
    )
    // upper floor windows
    const winTop = top + h * 0.12
    const winH = h * 0.3
    for (let i = 0; i < 2; i++) {
      const wx = x + w * (0.16 + i * 0.42)
      const ww = w * 0.26
      const glass = lit && rng.chance(0.6) ? light : darken(col, 0.45)
      c.path(
        `M${n(wx)} ${n(winTop + winH)}V${n(winTop + ww / 2)}A${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(wx + ww)} ${n(winTop + ww / 2)}V${n(winTop + winH)}Z`,
        { fill: glass, opacity: lit ? 0.9 : 0.75 },
      )
      // shutters
      c.rect(wx - ww * 0.35, winTop + ww * 0.3, ww * 0.3, winH - ww * 0.3, { fill: shade, opacity: 0.8 })
      c.rect(wx + ww * 1.05, winTop + ww * 0.3, ww * 0.3, winH - ww * 0.3, { fill: shade, opacity: 0.8 })
    }
    // cornice between floors
    c.rect(x, top + h * 0.5, w, h * 0.03, { fill: lighten(col, 0.2) })
    // arcade (five-foot way)
    const aTop = top + h * 0.56
    const aw = w * 0.28
    for (let i = 0; i < 3; i++) {
      const ax = x + w * 0.05 + i * w * 0.32
      const fill = lit ? mix(light, shade, 0.35) : darken(col, 0.5)
      c.path(`M${n(ax)} ${n(baseY)}V${n(aTop + aw / 2)}A${n(aw / 2)} ${n(aw / 2.2)} 0 0 1 ${n(ax + aw)} ${n(aTop + aw / 2)}V${n(baseY)}Z`, {
        fill,
        opacity: 0.9,
      })
    }
    trims.push([x, top])
    x += w
  }
  return trims
}
