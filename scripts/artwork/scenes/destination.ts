// Destination heroes (1920×1080): one composition per illustration, the destination record choosing its own.
import * as L from "../layers"
import { depthColor, mix, darken, lighten, BRAND, ACCENTS } from "../palette"
import { sceneCanvas, finishScene } from "./common"
import { item, smooth, ellipsePath, stopList, ramp, vertical, horizontal } from "../svg"
import { noise1D } from "../random"
import { bay, skyLayer, ridges, ridgeYAt, redrawRidge, scenicLandscape, type IsletPlan } from "./landscape"
import type { Point } from "../svg"
import { textOf, type Picture, type Scene, type SceneContext } from "../job"
import type { Illustration } from "../../../src/content/schemas/destination"

function limestoneBay(ctx: SceneContext) {
  const { rng } = ctx
  const { c, s } = sceneCanvas(ctx, { sunset: 3, golden: 2 })
  const plan: IsletPlan[] = [
    { x: 0.3, y: 0.004, w: 0.06, h: 0.05, depth: 0.86 },
    { x: 0.44, y: 0.004, w: 0.035, h: 0.085, depth: 0.84 },
    { x: 0.5, y: 0.005, w: 0.07, h: 0.07, depth: 0.82 },
    { x: 0.88, y: 0.006, w: 0.05, h: 0.1, depth: 0.8 },
    { x: 0.56, y: 0.03, w: 0.075, h: 0.22, depth: 0.55, lean: 0.25 },
    { x: 0.76, y: 0.06, w: 0.12, h: 0.2, depth: 0.42, lean: -0.1 },
    { x: 0.95, y: 0.13, w: 0.17, h: 0.5, depth: 0.16, lean: -0.3, form: "tower" },
  ]
  bay(c, rng.fork("bay"), s, {
    horizon: 0.6,
    sunX: 0.66,
    isletPlan: plan,
    boat: { x: 0.6, y: 0.5, len: 0.13, dir: -1 },
    accent: ACCENTS.coral,
  })
  L.headland(c, rng.fork("head"), { reach: 0.46, yTop: c.H * 0.82, color: darken(s.land, 0.2), crest: mix(s.land, s.haze, 0.12) })
  return finishScene(c, ctx, `limestone islets in the Andaman Sea ${s.phrase}, with a longtail boat crossing the bay`)
}

function riverTemple(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "dusk")
  const horizon = H * 0.66
  const px = W * 0.66
  const ph = H * 0.46
  skyLayer(c, rng, s, { horizon, sunX: 0.28, clouds: 3 })
  // city beyond the temple stays low around the prang so its outline reads clearly
  const dip = (u: number) => 1 - 0.75 * Math.exp(-Math.pow((u - px / W) / 0.13, 2))
  L.skyline(c, rng.fork("far"), {
    baseY: horizon,
    maxH: H * 0.2,
    minH: H * 0.04,
    color: depthColor(s, 0.72),
    crest: depthColor(s, 0.82),
    light: s.light,
    windows: 0.06,
    profile: dip,
  })
  L.mist(c, rng.fork("m1"), { y: horizon - H * 0.03, h: H * 0.09, color: s.haze, opacity: 0.5, puffs: 2 })
  L.skyline(c, rng.fork("mid"), {
    baseY: horizon,
    x1: W * 0.36,
    maxH: H * 0.13,
    minH: H * 0.03,
    color: depthColor(s, 0.45),
    light: s.light,
    windows: 0.14,
  })
  // Wat Arun-style temple, floodlit, on the far bank
  const gold = c.linear(
    stopList([0, lighten(BRAND.goldLight, 0.3)], [0.45, BRAND.goldLight], [1, mix(BRAND.gold, BRAND.goldDeep, 0.5)]),
    vertical(horizon - ph, horizon),
  )
  const goldSide = c.linear(
    ramp(mix(BRAND.goldLight, s.haze, 0.25), mix(BRAND.goldDeep, s.haze, 0.3)),
    vertical(horizon - ph * 0.45, horizon),
  )
  const shade = mix(BRAND.goldDeep, s.land, 0.3)
  const drawTemple = (ts: boolean) => {
    for (const dx of [-0.36, 0.36])
      L.prang(c, { x: px + dx * ph, baseY: horizon, h: ph * 0.4, fill: goldSide, tierShade: ts ? shade : null })
    for (const dx of [-0.2, 0.2]) L.prang(c, { x: px + dx * ph, baseY: horizon, h: ph * 0.24, fill: goldSide })
    L.prang(c, { x: px, baseY: horizon, h: ph, fill: gold, tierShade: ts ? shade : null })
  }
  L.glow(c, px, horizon - ph * 0.3, ph * 0.95, BRAND.goldLight, 0.3, { sx: 1.1, sy: 0.9 })
  drawTemple(true)
  L.canopyBand(c, rng.fork("bank"), {
    baseY: horizon + 2,
    h: H * 0.04,
    color: darken(s.land, 0.05),
    crest: mix(s.land, s.haze, 0.2),
    bottom: horizon + 4,
    density: 1.4,
  })
  // river
  L.seaBase(c, s, { top: horizon + 2, colors: [mix(s.sea[0], "#3A3550", 0.35), s.sea[1]] })
  L.reflect(c, horizon + 2, () => drawTemple(false), { opacity: 0.6, fade: 0.75 })
  L.sunPath(
    c,
    rng.fork("goldpath"),
    { ...s, glint: BRAND.goldLight, body: { ...s.body, glow: BRAND.gold } },
    { x: px, top: horizon + 4, width: H * 0.09, opacity: 0.5, count: 44 },
  )
  L.shimmer(c, rng.fork("sh"), s, { top: horizon + 2, count: 120, opacity: 0.18, light: mix(s.light, s.glint, 0.5) })
  // a lit river boat passing
  const by = horizon + (H - horizon) * 0.42
  const bx = W * 0.4
  const bl = W * 0.12
  L.glow(c, bx + bl * 0.45, by - bl * 0.09, bl * 0.3, s.light, 0.4, { sx: 1.4, sy: 0.6 })
  c.rect(bx + bl * 0.28, by - bl * 0.145, bl * 0.38, bl * 0.09, { fill: s.light, opacity: 0.55 })
  L.longtail(c, { x: bx, y: by, L: bl, color: darken(s.land, 0.2), accent: BRAND.gold, dir: 1 })
  L.wake(c, rng.fork("wake"), { x: bx, y: by + 2, len: bl, dir: 1, color: s.light, opacity: 0.3 })
  // dark teak landing in the foreground, lower-left, with mooring posts
  const dy = H * 0.9
  const deck = darken(s.land, 0.35)
  c.path(`M-10 ${dy}L${W * 0.36} ${dy + H * 0.015}L${W * 0.33} ${H + 10}L-10 ${H + 10}Z`, { fill: deck })
  c.path(`M-10 ${dy}L${W * 0.36} ${dy + H * 0.015}L${W * 0.36} ${dy + H * 0.019}L-10 ${dy + H * 0.004}Z`, {
    fill: mix(s.light, deck, 0.6),
    opacity: 0.5,
  })
  for (const [x, hh] of [
    [0.08, 0.11],
    [0.22, 0.09],
    [0.33, 0.075],
  ] as const) {
    c.rect(W * x, dy - H * hh + H * 0.01, W * 0.012, H * hh, { fill: deck })
    c.rect(W * x, dy - H * hh + H * 0.01, W * 0.012, H * 0.006, { fill: mix(s.light, deck, 0.5), opacity: 0.6 })
  }
  return finishScene(
    c,
    ctx,
    `the Chao Phraya River ${s.phrase} with a floodlit temple prang on the far bank, the city skyline beyond and a lit river boat passing`,
    0.25,
    0.55,
  )
}

function palmBeach(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "golden")
  const plan: IsletPlan[] = [
    { x: 0.2, y: 0.004, w: 0.16, h: 0.05, depth: 0.85 },
    { x: 0.45, y: 0.004, w: 0.08, h: 0.03, depth: 0.88 },
  ]
  bay(c, rng.fork("bay"), s, { horizon: 0.58, sunX: 0.38, isletPlan: plan, islets: "round", turquoise: true, coastAmp: 0.02 })
  L.beach(c, rng.fork("beach"), s, { xa: W * 0.3, ya: H * 1.02, xb: W * 1.01, yb: H * 0.7, sag: -0.04 })
  const palms = [
    { x: 0.93, h: 0.78, lean: -0.75, f: 11 },
    { x: 0.86, h: 0.62, lean: -0.55, f: 10 },
    { x: 0.99, h: 0.52, lean: -0.35, f: 9 },
    { x: 0.74, h: 0.42, lean: -0.5, f: 9 },
  ]
  palms.forEach((p, i) => {
    const col = i === 3 ? mix(s.land, s.haze, 0.2) : darken(s.land, 0.08)
    L.palm(c, rng.fork(`palm${i}`), { x: W * p.x, baseY: H * (0.84 + i * 0.03), h: H * p.h, lean: p.lean, color: col, fronds: p.f })
  })
  return finishScene(c, ctx, `a palm-fringed beach on a turquoise bay ${s.phrase}, with distant green islands`)
}

function jungleCove(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "blue")
  const horizon = H * 0.56
  skyLayer(c, rng, s, { horizon, sunX: 0.72, clouds: 3 })
  L.seaBase(c, s, { top: horizon })
  L.sunPath(c, rng.fork("p"), s, { x: W * 0.72, top: horizon, width: H * 0.05, opacity: 0.4 })
  // jungle hills enclosing the cove on both sides
  const hill = (side: string, i: number, depth: number, reach: number, top: number) => {
    const col = depthColor(s, depth)
    const x0 = side === "left" ? -20 : W * (1 - reach)
    const x1 = side === "left" ? W * reach : W + 20
    const env = (u: number) => {
      const t = side === "left" ? 1 - u / reach : (u - (1 - reach)) / reach
      return Math.max(0, Math.min(1, Math.pow(Math.max(0, t), 0.6)))
    }
    const draw = () =>
      L.ridge(c, rng.fork(`h${side}${i}`), {
        baseY: horizon + H * 0.01 * (3 - i),
        amp: H * top,
        freq: 2,
        x0,
        x1,
        envelope: env,
        color: col,
        crest: mix(col, s.haze, 0.15),
        bottom: horizon + H * 0.015 * (3 - i) + 2,
      })
    L.reflect(c, horizon + H * 0.01 * (3 - i), draw, { opacity: 0.45, fade: 0.5 })
    draw()
  }
  hill("right", 0, 0.75, 0.55, 0.24)
  hill("left", 0, 0.7, 0.4, 0.18)
  L.mist(c, rng.fork("m"), { y: horizon - H * 0.04, h: H * 0.08, color: s.haze, opacity: 0.35 })
  hill("right", 1, 0.4, 0.35, 0.32)
  // small beach and a moored longtail in the cove
  c.path(
    `M${W * 0.52} ${horizon + H * 0.03}Q${W * 0.62} ${horizon + H * 0.05} ${W * 0.7} ${horizon + H * 0.03}L${W * 0.7} ${horizon + H * 0.035}L${W * 0.52} ${horizon + H * 0.035}Z`,
    { fill: mix("#E3D2B0", s.haze, 0.45) },
  )
  L.canopyBand(c, rng.fork("jungle"), {
    baseY: horizon + H * 0.03,
    h: H * 0.09,
    color: depthColor(s, 0.3),
    crest: depthColor(s, 0.4),
    x0: W * 0.62,
    bottom: horizon + H * 0.04,
  })
  L.longtail(c, { x: W * 0.58, y: horizon + H * 0.12, L: W * 0.09, color: darken(s.land, 0.1), accent: ACCENTS.lotus, canopy: false })
  L.shimmer(c, rng.fork("sh"), s, { top: horizon, count: 90, opacity: 0.18 })
  // dark jungle foreground on the left
  L.headland(c, rng.fork("fgh"), { side: "left", reach: 0.34, yTop: H * 0.74, color: darken(s.land, 0.2) })
  L.canopyBand(c, rng.fork("fg"), {
    baseY: H * 0.76,
    h: H * 0.1,
    color: darken(s.land, 0.2),
    crest: mix(s.land, s.haze, 0.1),
    x0: -30,
    x1: W * 0.32,
    slope: (x) => Math.pow(Math.max(0, x / (W * 0.34)), 1.8) * H * 0.27,
  })
  L.palm(c, rng.fork("palm"), { x: W * 0.17, baseY: H * 0.8, h: H * 0.5, lean: 0.6, color: darken(s.land, 0.2), fronds: 10 })
  return finishScene(
    c,
    ctx,
    `a quiet cove between jungle-covered hills ${s.phrase}, with a longtail boat moored off a small beach`,
    0.25,
    0.45,
  )
}

function limestoneCliffs(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "morning")
  const horizon = H * 0.62
  const plan: IsletPlan[] = [
    { x: 0.12, y: 0.004, w: 0.05, h: 0.08, depth: 0.84 },
    { x: 0.27, y: 0.006, w: 0.07, h: 0.13, depth: 0.78 },
    { x: 0.4, y: 0.012, w: 0.045, h: 0.2, depth: 0.62, form: "tower" },
    { x: 0.5, y: 0.02, w: 0.08, h: 0.15, depth: 0.55, form: "dome" },
  ]
  bay(c, rng.fork("bay"), s, { horizon: 0.62, sunX: 0.3, isletPlan: plan, turquoise: true })
  const baseY = horizon + H * 0.07
  const rock = mix("#8E8574", s.land, 0.35)
  L.reflect(c, baseY, () => L.cliffWall(c, rng.fork("cliff"), s, { side: "right", xEdge: W * 0.68, baseY, color: rock }), {
    opacity: 0.5,
    fade: 0.6,
  })
  L.cliffWall(c, rng.fork("cliff"), s, {
    xEdge: W * 0.68,
    baseY,
    color: rock,
    crest: lighten(rock, 0.15),
    jungle: mix(rock, "#2E4A3A", 0.55),
  })
  ;(
    [
      [0.52, 0.4, 1, true],
      [0.6, 0.62, -1, false],
    ] as const
  ).forEach(([x, y, dir, canopy], i) => {
    const by = horizon + (H - horizon) * y
    L.reflect(c, by, () => L.longtail(c, { x: W * x, y: by, L: W * 0.1, color: darken(s.land, 0.05), dir, canopy }), { opacity: 0.3 })
    L.longtail(c, { x: W * x, y: by, L: W * 0.1, color: darken(s.land, 0.05), accent: [ACCENTS.coral, ACCENTS.saffron][i], dir, canopy })
  })
  return finishScene(c, ctx, `towering limestone cliffs over turquoise water ${s.phrase}, with longtail boats waiting below`)
}

function seasidePavilion(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "morning")
  const horizon = H * 0.6
  skyLayer(c, rng, s, { horizon, sunX: 0.3, clouds: 5 })
  // hills behind the town with a hilltop chedi
  const rr = ridges(c, rng.fork("r"), s, {
    top: horizon - H * 0.04,
    bottom: horizon,
    count: 3,
    amp: 0.11,
    peaks: 0.2,
    land: mix(s.land, "#3B5B4F", 0.3),
    fromDepth: 0.85,
    toDepth: 0.55,
    mistOpacity: 0.3,
  })
  const cx = W * 0.24
  L.chedi(c, { x: cx, baseY: ridgeYAt(item(rr, 2), cx) + 4, h: H * 0.08, color: depthColor(s, 0.5) })
  L.seaBase(c, s, { top: horizon })
  L.sunPath(c, rng.fork("p"), s, { x: W * 0.3, top: horizon, width: H * 0.07, opacity: 0.5 })
  // long teak pier with a royal pavilion at its end
  const py = horizon + H * 0.09
  const col = darken(s.land, 0.1)
  const draw = () => {
    L.pier(c, { x0: W * 0.5, x1: W + 10, y: py, h: H * 0.05, color: col })
    L.sala(c, { x: W * 0.54, baseY: py - H * 0.004, w: W * 0.11, h: H * 0.21, color: col, lit: false })
  }
  L.reflect(c, py + H * 0.05, draw, { opacity: 0.4, fade: 0.6 })
  draw()
  L.shimmer(c, rng.fork("sh"), s, { top: horizon, count: 90, opacity: 0.2 })
  L.beach(c, rng.fork("b"), s, { xa: -10, ya: H * 0.86, xb: W * 0.5, yb: H * 1.02, sag: 0.02, side: "left" })
  return finishScene(
    c,
    ctx,
    `a royal seaside pavilion at the end of a long teak pier ${s.phrase}, with green hills and a hilltop chedi behind`,
    0.25,
    0.5,
  )
}

function mountainChedi(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "golden")
  const horizon = H * 0.5
  skyLayer(c, rng, s, { horizon, sunX: 0.78, sunAlt: 0.12, clouds: 3 })
  const land = mix(s.land, "#1B3A3A", 0.6)
  const rr = ridges(c, rng.fork("r"), s, {
    top: horizon - H * 0.03,
    bottom: H * 0.98,
    count: 6,
    amp: 0.19,
    peaks: 0.55,
    land,
    mistOpacity: 0.28,
  })
  // a dedicated forested summit between the 3rd and 4th ridge carries the chedi
  const chX = W * 0.68
  const [far, near] = [item(rr, 2), item(rr, 3)]
  const hillBase = (far.baseY + near.baseY) / 2 + H * 0.04
  const hillCol = mix(far.color, near.color, 0.6)
  // smooth summit peaking exactly at chX, with a fine treeline on its flanks
  const hn = noise1D(rng.fork("hill"), 3)
  const hillY = (x: number) => {
    const u = x / W
    const env = Math.exp(-Math.pow((u - chX / W) / 0.13, 2))
    return hillBase - H * 0.22 * env * (0.92 + 0.08 * hn(u * 6)) - H * 0.03 * (1 - env) * (0.5 + 0.5 * hn(u * 3 + 7))
  }
  const hp: Point[] = []
  for (let i = 0; i <= 120; i++) hp.push([-10 + (i / 120) * (W + 20), hillY(-10 + (i / 120) * (W + 20))])
  const summitY = hillY(chX)
  let tl = ""
  for (const [x, y] of hp) {
    if (Math.abs(x - chX) < W * 0.035 || Math.abs(x - chX) > W * 0.2) continue
    for (let k = 0; k < 2; k++) {
      const r = H * rng.range(0.008, 0.016)
      const cx = x + rng.range(-6, 6)
      const cy = y + r * 0.4
      tl += ellipsePath(cx, cy, r, r * 0.85)
    }
  }
  const hillFill = c.linear(ramp(mix(hillCol, s.haze, 0.15), hillCol), vertical(summitY, hillBase + H * 0.1))
  c.path(`${smooth(hp, false)}L${W + 10} ${H}L-10 ${H}Z`, { fill: hillFill })
  c.path(tl, { fill: hillFill })
  const chH = H * 0.24
  const chY = summitY + H * 0.006
  L.glow(c, chX, chY - chH * 0.45, chH * 1.1, BRAND.goldLight, 0.42)
  const gold = c.linear(
    stopList([0, lighten(BRAND.goldLight, 0.25)], [0.55, BRAND.gold], [1, mix(BRAND.goldDeep, hillCol, 0.3)]),
    horizontal(chX - chH * 0.3, chX + chH * 0.3),
  )
  L.chedi(c, { x: chX, baseY: chY, h: chH, fill: gold })
  L.mist(c, rng.fork("m4"), { y: hillBase + H * 0.03, h: H * 0.08, color: s.haze, opacity: 0.3 })
  for (const r of rr.slice(4)) redrawRidge(c, s, r)
  // fine forested foreground ridge in the lower-left
  L.canopyBand(c, rng.fork("fg"), {
    baseY: H * 0.92,
    h: H * 0.09,
    color: darken(land, 0.25),
    crest: darken(land, 0.1),
    x1: W * 0.62,
    slope: (x) => Math.pow(x / (W * 0.62), 2) * H * 0.1,
    scale: 0.5,
  })
  return finishScene(
    c,
    ctx,
    `misty mountain ridges in northern Thailand ${s.phrase}, with a golden chedi on a forested summit catching the light`,
    0.25,
    0.5,
  )
}

/** The scenes of a destination's own picture, by its `illustration` (ILLUSTRATIONS in src/content/schemas/destination.ts). */
export const ILLUSTRATION_SCENES: Record<Illustration, Scene> = {
  "limestone-bay": limestoneBay,
  "river-temple": riverTemple,
  "palm-beach": palmBeach,
  "jungle-cove": jungleCove,
  "limestone-cliffs": limestoneCliffs,
  "seaside-pavilion": seasidePavilion,
  "mountain-chedi": mountainChedi,
}

export function destinationScene(ctx: SceneContext): Picture {
  const { illustration } = ctx.params
  if (illustration) return ILLUSTRATION_SCENES[illustration](ctx)
  const region = textOf(ctx.params, "region")
  return scenicLandscape(ctx, { region: region ? region.toLowerCase() : undefined })
}
