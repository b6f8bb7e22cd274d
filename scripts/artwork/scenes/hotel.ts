// Hotel cards (1200×800): five compositions chosen from category + destination,
// each with seeded variation (time of day, accent, side, element counts).
import * as L from "../layers"
import { depthColor, mix, darken, lighten, BRAND, ACCENTS } from "../palette"
import { item, n, stopList, ramp, ACROSS } from "../svg"
import { sceneCanvas, pickAccent, finishScene, listJoin } from "./common"
import { bay, skyLayer, ridges, FOOTHILLS, type IsletPlan } from "./landscape"
import { sceneryOf, type Islets } from "./scenery"
import type { Canvas, Point } from "../svg"
import type { Rng } from "../random"
import type { Sky } from "../palette"
import { textOf, type Params, type Picture, type Scene, type SceneContext } from "../job"
import type { Scenery } from "../../../src/content/schemas/destination"

const TIMES = { golden: 3, sunset: 2, blue: 2, dusk: 2, morning: 2 }
const SHORE_HIGH: Point = [0.68, 0.74]
const SHORE_LOW: Point = [0.88, 0.96]
const litTime = (s: Sky) => ["blue", "dusk", "night", "sunset"].includes(s.name)

/** Which of the five compositions a hotel gets. */
export type Composition = "pool" | "pavilion" | "city" | "camp" | "hillside"

export function hotelComposition(params: Params, rng: Rng): Composition {
  const cat = String(params.category ?? "").toLowerCase()
  const scenery = sceneryOf(params, undefined)
  const loc = `${textOf(params, "location")} ${textOf(params, "name")}`.toLowerCase()
  if (/khao yai/.test(loc)) return "hillside"
  if (scenery === "city" || cat === "city hotel") return "city"
  if (cat === "tented camp" || /tent|camp/.test(loc)) return "camp"
  if (cat === "wellness retreat" || cat === "heritage hotel") return "hillside"
  if (scenery === "mountains") return cat === "luxury resort" && rng.chance(0.5) ? "camp" : "hillside"
  if (cat === "pool villa" || cat === "luxury resort") return "pool"
  if (cat === "beach resort" || cat === "boutique") return "pavilion"
  return rng.chance(0.5) ? "pool" : "pavilion"
}

/** A hotel's sea: its scenery's islets, a mix of both mostly limestone. */
function seaIslets(scenery: Scenery, rng: Rng): Islets {
  if (scenery === "limestone-islets") return "karst"
  if (scenery === "mixed-islets") return rng.chance(0.65) ? "karst" : "round"
  return "round"
}

/** Distant islets only (the foreground belongs to the hotel). */
function farPlan(rng: Rng, count: number) {
  const plan: IsletPlan[] = []
  for (let i = 0; i < count; i++) {
    const far = i < count - 1 || rng.chance(0.5)
    plan.push(
      far
        ? { x: rng.range(0.05, 0.95), y: 0.004, w: rng.range(0.04, 0.1), h: rng.range(0.05, 0.12), depth: rng.range(0.7, 0.86) }
        : {
            x: rng.range(0.25, 0.8),
            y: rng.range(0.02, 0.05),
            w: rng.range(0.07, 0.13),
            h: rng.range(0.14, 0.24),
            depth: rng.range(0.48, 0.62),
            lean: rng.range(-0.3, 0.3),
          },
    )
  }
  return plan.sort((a, b) => b.depth - a.depth)
}

// --------------------------------------------------------------------------- pool villa
export function poolVilla(ctx: SceneContext) {
  const { rng, params, W, H } = ctx
  const scenery = sceneryOf(params)
  const { c, s } = sceneCanvas(ctx, TIMES)
  const accent = pickAccent(rng.fork("accent"), ["lagoon", "jade", "celadon", "lagoon"])
  const side = rng.chance(0.5) ? "left" : "right"
  const X = (u: number) => (side === "left" ? u * W : (1 - u) * W)
  const horizonF = rng.range(0.42, 0.5)
  const islets = seaIslets(scenery, rng.fork("isl"))
  const sunX = side === "left" ? rng.range(0.55, 0.8) : rng.range(0.2, 0.45)
  const bayInfo = bay(c, rng.fork("bay"), s, {
    horizon: horizonF,
    sunX,
    islets,
    isletPlan: farPlan(rng.fork("plan"), rng.int(2, 4)),
    boat: rng.chance(0.3) ? { y: 0.25, len: 0.07, x: side === "left" ? 0.7 : 0.3 } : false,
    clouds: rng.int(2, 4),
  })
  const horizon = bayInfo.horizon
  // jungle hillside falling towards the sea on the villa side
  const hillTop = horizon + H * rng.range(-0.12, -0.04)
  const reach = rng.range(0.45, 0.6)
  L.canopyBand(c, rng.fork("hill"), {
    baseY: hillTop,
    h: H * 0.06,
    color: depthColor(s, 0.22, mix(s.land, "#24402F", 0.4)),
    crest: depthColor(s, 0.42, mix(s.land, "#24402F", 0.4)),
    x0: side === "left" ? -20 : W * (1 - reach),
    x1: side === "left" ? W * reach : W + 20,
    slope: (x) => {
      const t = side === "left" ? x / (W * reach) : 1 - (x - W * (1 - reach)) / (W * reach)
      return Math.pow(Math.max(0, t), 2.2) * H * 0.2
    },
    scale: 0.8,
  })
  // villa pavilion above the pool
  const poolTop = H * rng.range(0.64, 0.7)
  const poolBottom = H * rng.range(0.84, 0.88)
  const villaW = W * rng.range(0.3, 0.38)
  const lit = litTime(s) || rng.chance(0.3)
  const roof = rng.chance(0.7) ? "thai" : "flat"
  const vcol = darken(s.land, 0.12)
  L.villa(c, {
    x: X(villaW / W / 2 + 0.02),
    baseY: poolTop,
    w: villaW,
    h: H * rng.range(0.26, 0.32),
    color: vcol,
    lit,
    light: s.light,
    roof,
    panes: rng.int(3, 5),
    glass: item(s.stops, s.stops.length - 2)[1],
  })
  L.infinityPool(c, rng.fork("pool"), s, { top: poolTop, bottom: poolBottom, tint: accent.color, sunX: sunX * W })
  // teak deck in the foreground
  const deck = mix(mix(s.land, "#6B4A32", 0.45), s.haze, 0.08)
  const dTop = poolBottom + H * 0.012
  L.shadedBand(c, dTop, H - dTop, lighten(deck, 0.1), darken(deck, 0.35))
  let boards = ""
  for (let k = 1; k < 5; k++) boards += `M0 ${(dTop + (k * (H - dTop)) / 5).toFixed(1)}h${W}v1h${-W}Z`
  c.path(boards, { fill: darken(deck, 0.4), opacity: 0.4 })
  const loungers = rng.int(1, 3)
  const cushion = mix(BRAND.ivory, accent.color, 0.2)
  for (let i = 0; i < loungers; i++) {
    L.lounger(c, {
      x: X(0.04 + i * 0.19),
      y: H * 0.99,
      w: W * 0.17,
      color: darken(s.land, 0.35),
      cushion: mix(cushion, s.land, 0.25),
      dir: side === "left" ? 1 : -1,
    })
  }
  const umbrella = rng.chance(0.45)
  if (umbrella)
    L.parasol(c, {
      x: X(0.04 + loungers * 0.19 + 0.03),
      y: H * 0.99,
      h: H * 0.3,
      color: darken(s.land, 0.35),
      canopy: mix(accent.color, s.land, 0.35),
    })
  const palms = rng.int(1, 3)
  for (let i = 0; i < palms; i++) {
    const px = X(rng.range(0.02, 0.3))
    L.palm(c, rng.fork(`palm${i}`), {
      x: px,
      baseY: poolTop + H * 0.005,
      h: H * rng.range(0.42, 0.62),
      lean: (side === "left" ? 1 : -1) * rng.range(0.2, 0.6),
      color: darken(s.land, 0.18),
      fronds: rng.int(8, 11),
    })
  }
  const sea = islets === "karst" ? "limestone islets" : "green islands"
  const extras = listJoin([palms > 1 ? "palms" : "a palm", umbrella ? "a parasol" : null, loungers > 1 ? "sun loungers" : "a sun lounger"])
  return finishScene(c, ctx, `an infinity-pool villa above a bay dotted with ${sea} ${s.phrase}, with ${extras} on the deck`)
}

// --------------------------------------------------------------------------- beachfront pavilion
export function beachPavilion(ctx: SceneContext) {
  const { rng, params, W, H } = ctx
  const scenery = sceneryOf(params)
  const { c, s } = sceneCanvas(ctx, TIMES)
  const accent = pickAccent(rng.fork("accent"))
  const side = rng.chance(0.5) ? "left" : "right"
  const X = (u: number) => (side === "left" ? u * W : (1 - u) * W)
  const islets = seaIslets(scenery, rng.fork("isl"))
  const sunX = side === "left" ? rng.range(0.55, 0.85) : rng.range(0.15, 0.45)
  bay(c, rng.fork("bay"), s, {
    horizon: rng.range(0.5, 0.58),
    sunX,
    islets,
    isletPlan: farPlan(rng.fork("plan"), rng.int(1, 4)),
    boat: rng.chance(0.35) ? { y: 0.3, len: 0.08, x: side === "left" ? 0.72 : 0.28 } : false,
    clouds: rng.int(2, 5),
  })
  const sand = rng.pick(["#EADBC0", "#E6D3B3", "#EFE2CB"])
  // the shoreline sits high (0.68–0.74 H) on the pavilion's side and sweeps down (0.88–0.96 H) to the other edge
  const [left, right] = side === "left" ? [SHORE_HIGH, SHORE_LOW] : [SHORE_LOW, SHORE_HIGH]
  const ya = H * rng.range(...left)
  const yb = H * rng.range(...right)
  const shore = L.beach(c, rng.fork("beach"), s, { xa: -10, ya, xb: W * 1.02, yb, sag: rng.range(-0.02, 0.03), sand, side: "left" })
  const lit = litTime(s) || rng.chance(0.25)
  const col = darken(s.land, 0.15)
  const px = X(rng.range(0.22, 0.32))
  const shoreY = shore.reduce((best, p) => (Math.abs(p[0] - px) < Math.abs(best[0] - px) ? p : best))[1]
  const baseY = shoreY + H * rng.range(0.1, 0.14)
  const pw = W * rng.range(0.2, 0.26)
  // even-numbered palms stand behind the pavilion, odd ones frame the foreground
  const palms = rng.int(2, 4)
  for (let i = 0; i < palms; i += 2) {
    L.palm(c, rng.fork(`palmb${i}`), {
      x: X(rng.range(0.02, 0.5)),
      baseY: baseY - H * 0.04,
      h: H * rng.range(0.45, 0.6),
      lean: (side === "left" ? 1 : -1) * rng.range(0.2, 0.6),
      color: mix(col, s.haze, 0.15),
      fronds: rng.int(8, 10),
    })
  }
  L.sala(c, { x: px, baseY, w: pw, h: H * rng.range(0.32, 0.38), color: col, lit, light: s.light, glowOpacity: 0.45 })
  if (lit) {
    for (let i = 0; i < 3; i++) L.lantern(c, { x: px + (i - 1) * pw * 0.62, y: baseY + H * 0.015, r: H * 0.006, light: s.light })
  }
  for (let i = 1; i < palms; i += 2) {
    L.palm(c, rng.fork(`palmf${i}`), {
      x: X(rng.range(0.0, 0.12)),
      baseY: H * 1.02,
      h: H * rng.range(0.75, 0.95),
      lean: (side === "left" ? 1 : -1) * rng.range(0.3, 0.7),
      color: darken(s.land, 0.25),
      fronds: rng.int(9, 11),
    })
  }
  const daybed = rng.chance(0.5)
  if (daybed)
    L.lounger(c, {
      x: X(0.5),
      y: H * 0.95,
      w: W * 0.1,
      color: darken(s.land, 0.25),
      cushion: mix(BRAND.ivory, accent.color, 0.25),
      dir: side === "left" ? -1 : 1,
    })
  const sea = islets === "karst" ? "limestone islets offshore" : "islands on the horizon"
  return finishScene(c, ctx, `a ${lit ? "lantern-lit " : ""}beachfront pavilion among palms ${s.phrase}, with ${sea}`)
}

// --------------------------------------------------------------------------- city tower
function drawTower(
  c: Canvas,
  rng: Rng,
  s: Sky,
  {
    tx,
    top,
    horizon,
    tw,
    th,
    shape,
    crown,
    windows,
  }: { tx: number; top: number; horizon: number; tw: number; th: number; shape: string; crown: string; windows?: boolean },
) {
  const body = darken(s.land, 0.05)
  const face = c.linear(stopList([0, mix(body, s.haze, 0.2)], [0.55, body], [1, darken(body, 0.2)]), ACROSS)
  const blocks: Array<readonly [x: number, y: number, w: number, h: number]> = []
  if (shape === "twin") {
    blocks.push([tx - tw * 0.55, top + th * 0.06, tw * 0.5, th * 0.94], [tx + tw * 0.05, top, tw * 0.5, th])
    c.rect(tx - tw * 0.1, top + th * 0.35, tw * 0.2, th * 0.04, { fill: body })
  } else if (shape === "stepped") {
    blocks.push(
      [tx - tw / 2, top + th * 0.3, tw, th * 0.7],
      [tx - tw * 0.38, top + th * 0.12, tw * 0.76, th * 0.2],
      [tx - tw * 0.26, top, tw * 0.52, th * 0.13],
    )
  } else blocks.push([tx - tw / 2, top, tw, th])
  for (const [x, y, w, h] of blocks) {
    if (shape === "curved" && blocks.length === 1)
      c.path(
        `M${n(x)} ${n(horizon)}V${n(y + h * 0.08)}Q${n(x + w * 0.1)} ${n(y - h * 0.02)} ${n(x + w)} ${n(y - h * 0.06)}V${n(horizon)}Z`,
        { fill: face },
      )
    else
      c.path(
        `M${n(x)} ${n(horizon)}V${n(y + h * 0.03)}L${n(x + w * 0.08)} ${n(y)}H${n(x + w * 0.92)}L${n(x + w)} ${n(y + h * 0.03)}V${n(horizon)}Z`,
        { fill: face },
      )
  }
  const [bx, by, bw] = item(blocks, blocks.length - 1)
  const cx = bx + bw / 2
  if (crown === "spire")
    c.path(`M${n(cx - bw * 0.05)} ${n(by)}L${n(cx)} ${n(by - th * 0.2)}L${n(cx + bw * 0.05)} ${n(by)}Z`, { fill: body })
  else if (crown === "lantern") {
    c.rect(cx - bw * 0.3, by - th * 0.06, bw * 0.6, th * 0.06, { fill: s.light, opacity: 0.85 })
    c.path(`M${n(cx - bw * 0.34)} ${n(by - th * 0.06)}L${n(cx)} ${n(by - th * 0.12)}L${n(cx + bw * 0.34)} ${n(by - th * 0.06)}Z`, {
      fill: body,
    })
  } else if (crown === "mast") c.rect(cx - bw * 0.01, by - th * 0.12, bw * 0.02, th * 0.12, { fill: body })
  if (windows) {
    let d = ""
    const wr = rng.fork("win")
    for (const [x, y, w, h] of blocks) {
      const rows = Math.max(4, Math.round(h / (c.H * 0.014)))
      const cols = Math.max(3, Math.round(w / (c.W * 0.011)))
      for (let r = 1; r < rows; r++)
        for (let k = 0; k < cols; k++) {
          if (!wr.chance(0.4)) continue
          d += `M${n(x + w * 0.1 + (k * w * 0.8) / cols)} ${n(y + h * 0.04 + (r * h * 0.93) / rows)}h${n(((w * 0.8) / cols) * 0.55)}v${n(((h * 0.93) / rows) * 0.45)}h${n((-(w * 0.8) / cols) * 0.55)}Z`
        }
    }
    c.path(d, { fill: s.light, opacity: 0.8 })
    c.rect(bx + bw * 0.08, by + th * 0.012, bw * 0.84, th * 0.015, { fill: s.light, opacity: 0.9 })
  }
  return blocks
}

export function cityTower(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { dusk: 3, blue: 3, night: 1, sunset: 2, golden: 1 })
  const fg = rng.weighted([
    ["river", 5],
    ["rooftop", 3],
    ["bridge", 2],
  ])
  const horizon = H * (fg === "rooftop" ? rng.range(0.6, 0.66) : rng.range(0.64, 0.72))
  const right = rng.chance(0.5)
  const tx = W * (right ? rng.range(0.6, 0.76) : rng.range(0.22, 0.38))
  skyLayer(c, rng, s, { horizon, sunX: right ? rng.range(0.12, 0.35) : rng.range(0.65, 0.88), clouds: rng.int(2, 4) })
  L.skyline(c, rng.fork("far"), {
    baseY: horizon,
    maxH: H * 0.28,
    minH: H * 0.08,
    color: depthColor(s, 0.7),
    crest: depthColor(s, 0.8),
    light: s.light,
    windows: 0.06,
  })
  L.mist(c, rng.fork("m"), { y: horizon - H * 0.05, h: H * 0.12, color: s.haze, opacity: 0.4 })
  L.skyline(c, rng.fork("mid"), {
    baseY: horizon,
    maxH: H * 0.22,
    minH: H * 0.06,
    color: depthColor(s, 0.42),
    light: s.light,
    windows: 0.18,
    profile: (u) => (Math.abs(u - tx / W) < 0.1 ? 0.5 : 1),
  })
  const shape = rng.pick(["slender", "slender", "twin", "stepped", "curved"])
  const crown = rng.pick(["spire", "lantern", "mast", "none"])
  const tw = W * (shape === "twin" ? rng.range(0.13, 0.16) : rng.range(0.09, 0.13))
  const th = H * rng.range(0.5, 0.6)
  const top = horizon - th
  const tower = (windows: boolean) => drawTower(c, rng, s, { tx, top, horizon, tw, th, shape, crown, windows })
  L.glow(c, tx, top + th * 0.05, tw * 1.6, s.light, 0.3, { sx: 1.2, sy: 0.5 })
  tower(true)
  L.skyline(c, rng.fork("near"), {
    baseY: horizon + 2,
    maxH: H * 0.1,
    minH: H * 0.03,
    color: darken(s.land, 0.1),
    light: s.light,
    windows: 0.3,
    profile: (u) => (Math.abs(u - tx / W) < 0.08 ? 0.3 : 1),
  })
  let extra = ""
  if (fg === "rooftop") {
    // rooftop terrace with an infinity pool facing the tower
    const poolTop = horizon + H * 0.06
    c.rect(0, horizon, W, poolTop - horizon, { fill: darken(s.land, 0.15) })
    L.infinityPool(c, rng.fork("pool"), s, { top: poolTop, bottom: H * 0.86, tint: ACCENTS.lagoon })
    L.shadedBand(c, H * 0.872, H, mix(s.land, "#4A3A2E", 0.4), darken(s.land, 0.4))
    for (let i = 0; i < 2; i++)
      L.lounger(c, {
        x: W * (right ? 0.08 + i * 0.17 : 0.75 - i * 0.17),
        y: H * 0.99,
        w: W * 0.15,
        color: darken(s.land, 0.35),
        cushion: mix(BRAND.ivory, s.land, 0.3),
        dir: right ? 1 : -1,
      })
    extra = ", seen across a rooftop pool terrace"
  } else {
    L.seaBase(c, s, { top: horizon + 2, colors: [mix(s.sea[0], s.land, 0.35), s.sea[1]] })
    L.reflect(c, horizon + 2, () => tower(true), { opacity: 0.45, fade: 0.8 })
    L.sunPath(
      c,
      rng.fork("lp"),
      { ...s, glint: s.light, body: { ...s.body, glow: s.light } },
      { x: tx, top: horizon + 3, width: tw * 0.6, opacity: 0.45, count: 26 },
    )
    if (fg === "bridge") {
      // cable-stayed river bridge with a single pylon
      const py = horizon + H * 0.07
      const px = W * (right ? 0.22 : 0.78)
      const col = darken(s.land, 0.2)
      const bridge = () => {
        c.rect(-10, py, W + 20, H * 0.012, { fill: col })
        c.path(
          `M${n(px - W * 0.012)} ${n(py + H * 0.05)}L${n(px - W * 0.004)} ${n(py - H * 0.3)}L${n(px + W * 0.004)} ${n(py - H * 0.3)}L${n(px + W * 0.012)} ${n(py + H * 0.05)}Z`,
          { fill: col },
        )
        let cd = ""
        for (let k = 1; k <= 9; k++) {
          for (const sg of [-1, 1]) cd += `M${n(px)} ${n(py - H * (0.28 - k * 0.012))}L${n(px + sg * k * W * 0.045)} ${n(py)}`
        }
        c.path(cd, { fill: "none", stroke: mix(col, s.light, 0.25), "stroke-width": 1.2, opacity: 0.8 })
      }
      L.reflect(c, py + H * 0.012, bridge, { opacity: 0.3, fade: 0.5 })
      bridge()
      extra = ", a cable-stayed bridge spanning the water"
    }
    L.shimmer(c, rng.fork("sh"), s, { top: horizon + 2, count: 70, opacity: 0.2, light: s.light })
    if (fg === "river" && rng.chance(0.6)) {
      const by = horizon + (H - horizon) * 0.5
      const bx = W * (right ? rng.range(0.12, 0.3) : rng.range(0.55, 0.7))
      L.glow(c, bx + W * 0.04, by - H * 0.01, W * 0.04, s.light, 0.4)
      L.longtail(c, { x: bx, y: by, L: W * 0.1, color: darken(s.land, 0.25), dir: 1 })
      extra = ", a boat passing on the river"
    }
  }
  const what = {
    slender: "a slender hotel tower",
    twin: "twin hotel towers",
    stepped: "a stepped hotel tower",
    curved: "a hotel tower with a sweeping roofline",
  }[shape]
  const water = fg === "rooftop" ? "over the city" : "above the river"
  return finishScene(c, ctx, `${what} with lit windows ${water} ${s.phrase}, among the city lights${extra}`)
}

// --------------------------------------------------------------------------- jungle tented camp
export function jungleCamp(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { dusk: 3, blue: 2, golden: 2, sunset: 1 })
  const horizon = H * rng.range(0.38, 0.44)
  skyLayer(c, rng, s, { horizon, sunX: rng.range(0.2, 0.8), clouds: 2 })
  const land = mix(s.land, "#1E3B32", 0.5)
  ridges(c, rng.fork("r"), s, { ...FOOTHILLS, top: horizon, bottom: H * 0.6, amp: 0.16, peaks: 0.35, land })
  const river = rng.chance(0.6)
  if (river) {
    const ry = H * 0.64
    const rc = c.linear(ramp(mix(s.sea[0], s.haze, 0.35), mix(s.sea[0], s.sea[1], 0.4)))
    c.path(
      `M-10 ${n(ry)}C${n(W * 0.3)} ${n(ry - H * 0.03)} ${n(W * 0.6)} ${n(ry + H * 0.02)} ${n(W + 10)} ${n(ry - H * 0.02)}V${n(ry + H * 0.07)}C${n(W * 0.6)} ${n(ry + H * 0.1)} ${n(W * 0.3)} ${n(ry + H * 0.05)} -10 ${n(ry + H * 0.09)}Z`,
      { fill: rc },
    )
    L.glow(c, W * 0.5, ry + H * 0.03, W * 0.4, s.body.glow, 0.2, { sx: 1.5, sy: 0.1 })
  }
  L.canopyBand(c, rng.fork("mid"), {
    baseY: H * 0.8,
    h: H * 0.14,
    color: depthColor(s, 0.22, land),
    crest: depthColor(s, 0.32, land),
    scale: 1.1,
  })
  L.mist(c, rng.fork("lm"), { y: H * 0.74, h: H * 0.06, color: s.haze, opacity: 0.25, puffs: 1 })
  const count = rng.int(2, 3)
  const tents = []
  for (let i = 0; i < count; i++) {
    const u = (i + 0.5) / count + rng.range(-0.05, 0.05)
    tents.push({ x: W * (0.14 + u * 0.72), w: W * rng.range(0.2, 0.24) * (i % 2 ? 0.85 : 1) })
  }
  // ground and deck walkway
  L.shadedBand(c, H * 0.86, H, darken(land, 0.3), darken(land, 0.55))
  tents.forEach((t, i) =>
    L.tent(c, { x: t.x, baseY: H * (0.9 + (i % 2) * 0.02), w: t.w, h: H * 0.26, color: darken(land, 0.4), lit: true, light: s.light }),
  )
  for (let i = 0; i < count + 1; i++) L.lantern(c, { x: W * (0.08 + i * (0.84 / count)), y: H * 0.9, r: H * 0.008, light: s.light })
  // ferns and grasses in front
  L.grassBlades(c, rng, { count: 90, minH: 0.03, maxH: 0.08, minY: 0.97, color: darken(land, 0.6) })
  const frameSide = rng.chance(0.5) ? "left" : "right"
  L.palm(c, rng.fork("tree"), {
    x: frameSide === "left" ? W * 0.03 : W * 0.97,
    baseY: H * 1.02,
    h: H * 0.85,
    lean: frameSide === "left" ? 0.4 : -0.4,
    color: darken(land, 0.6),
    fronds: 10,
  })
  return finishScene(
    c,
    ctx,
    `a jungle camp of ${count === 2 ? "two" : "three"} lantern-lit safari tents ${river ? "above a river valley " : ""}beneath misty hills ${s.phrase}`,
    0.3,
  )
}

// --------------------------------------------------------------------------- hillside retreat
export function hillsideRetreat(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, TIMES)
  const side = rng.chance(0.5) ? "left" : "right"
  const X = (u: number) => (side === "left" ? u * W : (1 - u) * W)
  const horizon = H * rng.range(0.42, 0.5)
  skyLayer(c, rng, s, { horizon, sunX: side === "left" ? rng.range(0.6, 0.85) : rng.range(0.15, 0.4), clouds: rng.int(2, 4) })
  const land = mix(s.land, "#27443A", 0.45)
  ridges(c, rng.fork("r"), s, {
    top: horizon,
    bottom: H * 0.72,
    count: 4,
    amp: 0.13,
    peaks: 0.35,
    land,
    fromDepth: 0.92,
    toDepth: 0.45,
    mistOpacity: 0.5,
  })
  // the hillside slope where the pavilions step down
  const slope = (x: number) => {
    const t = side === "left" ? x / W : 1 - x / W
    return H * (0.48 + 0.42 * Math.pow(t, 1.3))
  }
  const pts: Point[] = []
  for (let i = 0; i <= 30; i++) pts.push([(i / 30) * W, slope((i / 30) * W)])
  const hillCol = darken(land, 0.15)
  c.path(`M-10 ${H + 10}L${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join("L")}L${W + 10} ${H + 10}Z`, {
    fill: c.linear(ramp(mix(hillCol, s.haze, 0.1), darken(hillCol, 0.25))),
  })
  // terraced contour lines
  let td = ""
  for (let k = 1; k < 9; k++) {
    const off = k * H * 0.045
    td += pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${(y + off).toFixed(1)}`).join("")
  }
  c.path(td, { fill: "none", stroke: mix(hillCol, s.haze, 0.35), "stroke-width": 1.5, opacity: 0.35 })
  const count = rng.int(2, 4)
  const lit = litTime(s) || rng.chance(0.5)
  const spots = []
  for (let i = 0; i < count; i++) spots.push(0.12 + (i / count) * 0.55 + rng.range(-0.02, 0.02))
  // trees sit between the pavilions, slightly up-slope
  spots.forEach((u, i) => {
    const x = X(u + 0.55 / count / 2)
    if (rng.chance(0.8))
      L.tree(c, rng.fork(`t${i}`), { x, baseY: slope(x) + H * 0.03, h: H * rng.range(0.16, 0.26), color: darken(land, 0.3) })
  })
  spots.forEach((u, i) => {
    const x = X(u)
    const baseY = slope(x) + H * 0.04
    const w = W * rng.range(0.16, 0.2) * (1 - i * 0.1)
    L.villa(c, {
      x,
      baseY,
      w,
      h: H * 0.2 * (1 - i * 0.1),
      color: darken(land, 0.4),
      lit,
      light: s.light,
      panes: 3,
      glass: item(s.stops, s.stops.length - 2)[1],
    })
  })
  const fx = X(0.03)
  L.tree(c, rng.fork("front"), { x: fx, baseY: H * 1.05, h: H * 0.55, color: darken(land, 0.5) })
  return finishScene(
    c,
    ctx,
    `a hillside retreat of ${lit ? "softly lit " : ""}pavilions stepping down a terraced slope above misty valleys ${s.phrase}`,
    0.25,
  )
}

const COMPOSITIONS: Record<Composition, Scene> = {
  pool: poolVilla,
  pavilion: beachPavilion,
  city: cityTower,
  camp: jungleCamp,
  hillside: hillsideRetreat,
}

export function hotelScene(ctx: SceneContext): Picture {
  const kind = hotelComposition(ctx.params, ctx.rng.fork("composition"))
  return COMPOSITIONS[kind](ctx)
}
