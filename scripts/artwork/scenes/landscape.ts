// Composable scenic backdrops (bay with islets, mountain ridges, beach, river city)
// shared by destination, gallery, experience, vehicle and fallback scenes.
import * as L from "../layers"
import { depthColor, mix, darken, BRAND } from "../palette"
import { newCanvas, pickSky, finishScene } from "./common"
import { item, smooth, ramp, vertical } from "../svg"
import { noise1D } from "../random"
import type { Attributes, Canvas, Point } from "../svg"
import type { Rng } from "../random"
import type { Sky } from "../palette"
import type { Picture, SceneContext } from "../job"
import type { KarstForm } from "../layers"
import type { Islets } from "./scenery"

/** An islet of a bay: x across, y below the horizon (a share of the sea), size as shares of the picture, depth 0 near … 1 far. */
export interface IsletPlan {
  x: number
  y: number
  w: number
  h: number
  depth: number
  lean?: number
  form?: KarstForm
}
/** A longtail boat on the bay: where (shares of the picture), how long, which way. */
export interface BoatPlacement {
  x?: number
  y?: number
  len?: number
  dir?: number
}
export interface BayOptions {
  /** The horizon as a share of the height. */
  horizon?: number
  sunX?: number
  clouds?: number
  coastAmp?: number
  turquoise?: boolean
  islets?: Islets
  isletPlan?: IsletPlan[]
  land?: string
  boat?: boolean | BoatPlacement
  accent?: string
  nearIslet?: boolean
  nearChance?: number
  nearSide?: "left" | "right"
}
/** A drawn ridge (L.ridge), with its base line, depth and colour. */
export interface DrawnRidge {
  d: string
  top: number
  pts: Point[]
  baseY: number
  depth: number
  color: string
}
export interface RidgesOptions {
  top: number
  bottom: number
  count?: number
  amp?: number
  peaks?: number
  land?: string
  mistOpacity?: number
  fromDepth?: number
  toDepth?: number
  far?: string
}

const { lerp } = L

/** Sky, celestial body, stars and cloud streaks down to `horizon` (px). */
export function skyLayer(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    horizon,
    sunX,
    sunAlt,
    clouds = 4,
    sunScale = 1,
  }: { horizon: number; sunX: number; sunAlt?: number; clouds?: number; sunScale?: number },
) {
  L.sky(c, s, { horizon })
  if (s.stars) L.stars(c, rng.fork("stars"), { count: Math.round(c.W / 22), maxY: horizon * 0.55 })
  const alt = sunAlt ?? s.body.alt
  const r = c.H * 0.045 * s.body.size * sunScale
  const sx = sunX * c.W
  const sy = horizon - alt * horizon
  L.celestial(c, s, { x: sx, y: sy, r, horizon })
  if (clouds)
    L.cloudBands(c, rng.fork("clouds"), s, {
      y0: horizon * 0.18,
      y1: horizon * 0.82,
      count: clouds,
      opacity: s.name === "morning" ? 0.45 : 0.3,
    })
  return { sx, sy, r }
}

/**
 * Andaman / Gulf bay: distant coast, sea with a light path, karst or rounded
 * islets with reflections, optional longtail boat. Returns a description.
 */
export function bay(c: Canvas, rng: Rng, s: Sky, o: BayOptions = {}) {
  const W = c.W
  const H = c.H
  const horizon = H * (o.horizon ?? 0.6)
  const sunX = o.sunX ?? rng.range(0.55, 0.78)
  const sun = skyLayer(c, rng, s, { horizon, sunX, clouds: o.clouds ?? 4 })
  // distant mainland
  L.ridge(c, rng.fork("coast"), {
    baseY: horizon + 1,
    amp: H * (o.coastAmp ?? 0.05),
    freq: 3,
    color: depthColor(s, 0.88),
    crest: depthColor(s, 0.95),
    bottom: horizon + 2,
  })
  const seaColors: Sky["sea"] = o.turquoise ? [mix("#7FCFC6", s.sea[0], 0.45), mix("#1F7A80", s.sea[1], 0.45)] : s.sea
  L.seaBase(c, s, { top: horizon, colors: seaColors })
  if (s.body.kind !== "afterglow")
    L.sunPath(c, rng.fork("path"), s, { x: sun.sx, top: horizon, width: sun.r * 3.2, opacity: s.body.kind === "moon" ? 0.45 : 0.75 })
  else L.glow(c, sun.sx, horizon + H * 0.05, H * 0.3, s.body.glow, 0.25, { sx: 1.6, sy: 0.3 })
  // islets from far to near; the horizon mist sits between far and mid islets
  const isletShape: Islets = o.islets ?? "karst"
  const plans = o.isletPlan ?? defaultIslets(rng.fork("plan"), o)
  let misted = false
  const drawn: IsletPlan[] = []
  plans.forEach((p, i) => {
    if (!misted && p.depth < 0.7) {
      L.mist(c, rng.fork("mist"), { y: horizon - H * 0.01, h: H * 0.07, color: s.haze, opacity: 0.4, puffs: 2 })
      misted = true
    }
    const col = depthColor(s, p.depth, o.land ?? s.land)
    const crest = mix(col, s.haze, 0.2)
    const baseY = horizon + (H - horizon) * p.y
    const round = isletShape !== "karst"
    const w = W * p.w * (round ? 2.2 : 1)
    const h = H * p.h * (round ? 0.75 : 1)
    const x = W * p.x
    const r = rng.fork(`islet${i}`)
    const form: KarstForm = p.form ?? (p.h / p.w > 2.6 ? "tower" : p.h / p.w > 1.3 ? "dome" : "ridge")
    const rim =
      p.depth < 0.65 && s.body.kind === "sun"
        ? { color: mix(s.body.glow, "#FFFFFF", 0.2), opacity: 0.45 * (1 - p.depth), dx: Math.sign(sun.sx - x) * w * 0.014 }
        : null
    const draw = (withRim: boolean) => {
      if (isletShape === "karst")
        L.karst(c, r.fork("s"), { x, baseY, w, h, color: col, crest, lean: p.lean ?? 0, form, rim: withRim ? rim : null })
      else roundIsland(c, r.fork("s"), { x, baseY, w, h, color: col, crest })
    }
    L.reflect(c, baseY, () => draw(false), { opacity: 0.5 + 0.3 * (1 - p.depth), fade: 0.25 + 0.25 * (h / H / 0.5) })
    draw(true)
    drawn.push(p)
  })
  if (!misted) L.mist(c, rng.fork("mist"), { y: horizon - H * 0.01, h: H * 0.07, color: s.haze, opacity: 0.4, puffs: 2 })
  L.shimmer(c, rng.fork("shimmer"), s, { top: horizon, count: Math.round(60 * (W / 1600)) + 30, opacity: 0.18 })
  let boat = false
  if (o.boat) {
    const b: BoatPlacement = o.boat === true ? {} : o.boat
    const by = horizon + (H - horizon) * (b.y ?? rng.range(0.42, 0.6))
    const bx = W * (b.x ?? rng.range(0.5, 0.7))
    const bl = W * (b.len ?? 0.13)
    const dir = b.dir ?? (rng.chance(0.5) ? 1 : -1)
    const longtail = () => L.longtail(c, { x: bx, y: by, L: bl, color: darken(s.land, 0.1), accent: o.accent ?? BRAND.gold, dir })
    L.reflect(c, by, longtail, { opacity: 0.25 })
    L.wake(c, rng.fork("wake"), { x: bx, y: by + bl * 0.01, len: bl * 0.9, dir, color: s.glint, opacity: 0.35 })
    longtail()
    boat = true
  }
  return { horizon, sun, islets: drawn.length, boat }
}

/** Seeded arrangement of islets: few far ones, one or two mid, maybe one large near one. */
export function defaultIslets(rng: Rng, o: BayOptions = {}): IsletPlan[] {
  const plan: IsletPlan[] = []
  const far = rng.int(2, 4)
  for (let i = 0; i < far; i++)
    plan.push({ x: rng.range(0.05, 0.95), y: 0.004, w: rng.range(0.03, 0.08), h: rng.range(0.05, 0.12), depth: rng.range(0.72, 0.85) })
  const mid = rng.int(1, 2)
  for (let i = 0; i < mid; i++)
    plan.push({
      x: rng.range(0.3, 0.9),
      y: rng.range(0.02, 0.06),
      w: rng.range(0.06, 0.11),
      h: rng.range(0.16, 0.24),
      depth: rng.range(0.45, 0.6),
      lean: rng.range(-0.3, 0.3),
    })
  if (o.nearIslet !== false && rng.chance(o.nearChance ?? 0.8)) {
    const right = o.nearSide ? o.nearSide === "right" : rng.chance(0.75)
    plan.push({
      x: right ? rng.range(0.86, 0.98) : rng.range(0.02, 0.14),
      y: rng.range(0.08, 0.14),
      w: rng.range(0.13, 0.2),
      h: rng.range(0.36, 0.5),
      depth: rng.range(0.12, 0.25),
      lean: right ? -0.2 : 0.2,
    })
  }
  return plan.sort((a, b) => b.depth - a.depth)
}

/** Soft, jungle-covered rounded island (Gulf of Thailand): a gentle dome with a textured treeline. */
export function roundIsland(
  c: Canvas,
  rng: Rng,
  { x, baseY, w, h, color, crest }: { x: number; baseY: number; w: number; h: number; color: string; crest?: string },
) {
  const nz = noise1D(rng, 3, 0.5)
  const peak = rng.range(0.35, 0.65)
  const pts: Point[] = []
  const K = 48
  for (let i = 0; i <= K; i++) {
    const u = i / K
    const t = u < peak ? u / peak : (1 - u) / (1 - peak)
    const dome = Math.pow(Math.sin((Math.PI / 2) * Math.max(0, t)), 0.8)
    const y = baseY - h * dome * (0.82 + 0.18 * nz(u * 3)) - (i % 2 ? 1 : 0) * h * 0.012 * dome
    pts.push([x - w / 2 + u * w, y])
  }
  const fill = c.linear(ramp(crest ?? color, color), vertical(baseY - h, baseY))
  c.path(`${smooth(pts, false)}Z`, { fill })
}

/**
 * Layered mountain ridges with mist between them (northern Thailand, hills).
 * Returns the list of ridge outlines (far → near).
 */
export function ridges(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    top,
    bottom,
    count = 5,
    amp = 0.12,
    peaks = 0.3,
    land = s.land,
    mistOpacity = 0.45,
    fromDepth = 0.95,
    toDepth = 0.1,
    far,
  }: RidgesOptions,
): DrawnRidge[] {
  const H = c.H
  const out: DrawnRidge[] = []
  // distant ridges pick up the colour of the upper sky rather than pure haze
  const farCol = far ?? mix(s.haze, item(s.stops, 1)[1], 0.6)
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    const depth = lerp(fromDepth, toDepth, t)
    const baseY = lerp(top, bottom, Math.pow(t, 0.85))
    const col = mix(land, farCol, Math.pow(depth, 0.9) * 0.85)
    const r2 = rng.fork(`env${i}`)
    const massifs = Array.from({ length: r2.int(1, 3) }, () => ({ u: r2.range(-0.1, 1.1), w: r2.range(0.12, 0.3), a: r2.range(0.6, 1) }))
    const envelope = (u: number) => 0.3 + 0.7 * Math.max(...massifs.map((m) => m.a * Math.exp(-Math.pow((u - m.u) / m.w, 2))))
    const r = L.ridge(c, rng.fork(`ridge${i}`), {
      baseY,
      amp: H * amp * lerp(1.2, 0.8, t),
      freq: lerp(2.2, 3.6, t),
      peaks,
      envelope,
      color: col,
      crest: mix(col, s.haze, 0.15),
    })
    out.push({ ...r, baseY, depth, color: col })
    if (i < count - 1)
      L.mist(c, rng.fork(`mist${i}`), {
        y: baseY + H * 0.01,
        h: H * lerp(0.12, 0.07, t),
        color: s.haze,
        opacity: mistOpacity * lerp(1, 0.55, t),
        puffs: 2,
      })
  }
  return out
}

/** `ridges` options for three near ridges, far haze to the middle distance (behind a clearing or a camp). */
export const FOOTHILLS = Object.freeze({ count: 3, fromDepth: 0.9, toDepth: 0.55, mistOpacity: 0.45 })

/** Draw ridge `r` (one of `ridges`' result) again, in front of something placed behind it. */
export function redrawRidge(c: Canvas, s: Sky, r: DrawnRidge, attrs: Attributes = {}) {
  c.path(r.d, { fill: c.linear(ramp(mix(r.color, s.haze, 0.12), r.color), vertical(r.top, c.H)), ...attrs })
}

/** Point on a ridge outline near x (for placing a chedi or pavilion on a crest). */
export function ridgeYAt(r: { pts: readonly Point[] }, x: number): number {
  let best = item(r.pts, 0)
  for (const p of r.pts) if (Math.abs(p[0] - x) < Math.abs(best[0] - x)) best = p
  return best[1]
}

/** Generic seeded scenic landscape (fallback for unknown ids). */
export function scenicLandscape(ctx: SceneContext, { region }: { region?: string } = {}): Picture {
  const { rng } = ctx
  const c = newCanvas(ctx)
  const s = pickSky(rng.fork("sky"))
  const coastal = region ? !/northern|chiang|mountain/.test(region) : rng.chance(0.6)
  let alt
  if (coastal) {
    const islets = rng.chance(0.5) ? "karst" : "round"
    const d = bay(c, rng.fork("bay"), s, { islets, boat: rng.chance(0.5), horizon: rng.range(0.55, 0.64) })
    alt = `${islets === "karst" ? "limestone islets" : "green islands"} in a calm bay ${s.phrase}${d.boat ? " with a longtail boat" : ""}`
  } else {
    const horizon = c.H * 0.5
    skyLayer(c, rng, s, { horizon, sunX: rng.range(0.3, 0.75) })
    ridges(c, rng.fork("ridges"), s, { top: horizon * 0.92, bottom: c.H * 0.9, count: 5 })
    alt = `layered mountain ridges and drifting mist ${s.phrase}`
  }
  return finishScene(c, ctx, alt)
}
