// Experience cards (1200×800): scene chosen from category / name / slug keywords;
// falls back to a scenic landscape of the experience's region.
import * as L from "../layers"
import * as V from "../vehicles"
import { depthColor, mix, darken, lighten, BRAND, ACCENTS } from "../palette"
import { item, n, smooth, rectPath, stops, stopList, ramp, alphaRamp, vertical, horizontal, ACROSS } from "../svg"
import { sceneCanvas, newCanvas, pickSky, pickAccent, finishScene, keywords, has, listJoin } from "./common"
import { bay, skyLayer, ridges, FOOTHILLS, ridgeYAt, redrawRidge } from "./landscape"
import { beachPavilion } from "./hotel"
import { seaVehicleScene } from "./vehicle"
import { isCoast, isletsOf, sceneryOf } from "./scenery"
import type { Canvas, Point } from "../svg"
import type { Rng } from "../random"
import type { Sky } from "../palette"
import type { Picture, SceneContext } from "../job"
import type { Scenery } from "../../../src/content/schemas/destination"

// --------------------------------------------------------------------------- temples
export function templeScene(ctx: SceneContext, opts: { text?: string; variant?: "ruins" | "white" | "hill" | "hall" } = {}): Picture {
  const { rng, W, H } = ctx
  const c = newCanvas(ctx)
  const text = opts.text ?? keywords(ctx)
  const variant =
    opts.variant ?? (has(text, "ayutthaya", "ruin") ? "ruins" : has(text, "white") ? "white" : has(text, "suthep", "doi") ? "hill" : "hall")
  const s = pickSky(
    rng.fork("sky"),
    ctx.time ?? (variant === "white" ? { morning: 2, golden: 1 } : { golden: 3, sunset: 2, dusk: 2, blue: 1 }),
  )
  const horizon = H * (variant === "hill" ? 0.5 : 0.72)
  const sunX = rng.range(0.15, 0.3)
  skyLayer(c, rng, s, { horizon, sunX, clouds: 3 })
  let alt
  if (variant === "hill") {
    const rr = ridges(c, rng.fork("r"), s, {
      top: horizon,
      bottom: H * 0.95,
      amp: 0.16,
      peaks: 0.4,
      land: mix(s.land, "#1E3B3A", 0.5),
      mistOpacity: 0.35,
    })
    const cx = W * 0.62
    const cy = ridgeYAt(item(rr, 2), cx) + H * 0.01
    L.glow(c, cx, cy - H * 0.12, H * 0.3, BRAND.goldLight, 0.45)
    const gold = c.linear(
      stopList([0, lighten(BRAND.goldLight, 0.25)], [0.6, BRAND.gold], [1, BRAND.goldDeep]),
      horizontal(cx - H * 0.1, cx + H * 0.1),
    )
    L.chedi(c, { x: cx, baseY: cy, h: H * 0.3, fill: gold })
    for (const r of rr.slice(3)) redrawRidge(c, s, r)
    alt = `a golden chedi on a forested mountaintop ${s.phrase}, above layers of misty ridges`
  } else {
    L.ridge(c, rng.fork("far"), { baseY: horizon, amp: H * 0.08, freq: 2, color: depthColor(s, 0.85), crest: depthColor(s, 0.9) })
    L.mist(c, rng.fork("m"), { y: horizon - H * 0.02, h: H * 0.08, color: s.haze, opacity: 0.4 })
    L.canopyBand(c, rng.fork("trees"), {
      baseY: horizon + H * 0.01,
      h: H * 0.1,
      color: depthColor(s, 0.45),
      crest: depthColor(s, 0.55),
      scale: 0.8,
    })
    if (variant === "ruins") {
      const col = mix("#7A5A48", s.land, 0.55)
      const rc = c.linear(ramp(mix(col, s.body.glow, 0.3), darken(col, 0.2)), vertical(horizon - H * 0.5, horizon + H * 0.1))
      const xs = [0.5, 0.64, 0.78, 0.36]
      xs.forEach((u, i) =>
        L.prang(c, {
          x: W * u,
          baseY: horizon + H * 0.12,
          h: H * (i === 1 ? 0.62 : 0.42 - i * 0.03),
          fill: rc,
          tierShade: darken(col, 0.4),
        }),
      )
      L.chedi(c, { x: W * 0.9, baseY: horizon + H * 0.12, h: H * 0.34, fill: rc })
      alt = `weathered temple prangs and a bell-shaped chedi among trees ${s.phrase}`
    } else {
      const white = variant === "white"
      const col = white ? mix("#F2F1EC", s.haze, 0.25) : darken(s.land, 0.05)
      const trim = white ? mix("#C9D2DA", s.haze, 0.2) : BRAND.gold
      const tx = W * rng.range(0.58, 0.66)
      if (!white) L.glow(c, tx, horizon - H * 0.1, W * 0.3, s.body.glow, 0.25)
      L.thaiTemple(c, {
        x: tx,
        baseY: horizon + H * 0.14,
        w: W * 0.42,
        h: H * 0.62,
        color: col,
        trim,
        lit: !white && ["dusk", "blue", "sunset"].includes(s.name),
        light: s.light,
        wall: white ? lighten(col, 0.1) : undefined,
      })
      // slim chedi behind / beside the hall
      const chX = tx + W * 0.28
      L.chedi(c, {
        x: chX,
        baseY: horizon + H * 0.1,
        h: H * 0.42,
        fill: white ? col : c.linear(ramp(BRAND.goldLight, BRAND.goldDeep), horizontal(chX - 40, chX + 40)),
      })
      alt = white
        ? `an ornate white temple with silver-trimmed gables ${s.phrase}`
        : `a Thai temple hall with tiered gilded gables and a golden chedi ${s.phrase}`
    }
    // temple courtyard / water
    L.shadedBand(c, horizon + H * 0.12, H, mix(s.land, s.haze, 0.15), darken(s.land, 0.3))
    L.palm(c, rng.fork("p"), { x: W * 0.08, baseY: H * 1.02, h: H * 0.7, lean: 0.45, color: darken(s.land, 0.3), fronds: 9 })
  }
  return finishScene(c, ctx, alt, 0.28)
}

// --------------------------------------------------------------------------- town & markets
export function oldTownScene(ctx: SceneContext, { night = false }: { night?: boolean } = {}) {
  const { rng, W, H } = ctx
  const c = newCanvas(ctx)
  const s = pickSky(rng.fork("sky"), ctx.time ?? (night ? "night" : { morning: 2, golden: 2 }))
  const horizon = H * 0.8
  skyLayer(c, rng, s, { horizon, sunX: rng.range(0.6, 0.85), clouds: 2 })
  const colors = ["#9CC5B4", "#E8B4A8", "#F1D38E", "#A9C1DA", "#E9E1CF", "#C7A6C9"]
  L.shophouses(c, rng.fork("far"), s, { x0: -W * 0.05, x1: W * 1.05, baseY: H * 0.86, h: H * 0.55, colors, lit: night, light: s.light })
  // street
  L.shadedBand(c, H * 0.86, H * 0.14, mix("#5A5550", s.land, 0.5), darken(s.land, 0.35))
  // lanterns strung across the street
  const cords = [0, 1].map((k) => H * (0.22 + k * 0.12)).map((y0) => L.cord(c, y0, y0 + H * 0.08, y0, 9))
  c.path(cords.map((cd) => cd.d).join(""), { fill: "none", stroke: darken(s.land, 0.3), "stroke-width": 1.5, opacity: 0.7 })
  const red = mix("#C8463C", s.haze, 0.15)
  for (const [x, y] of cords.flatMap((cd) => cd.pts)) {
    if (night) L.glow(c, x, y + H * 0.02, H * 0.04, "#F2A05A", 0.5)
    c.ellipse(x, y + H * 0.02, H * 0.011, H * 0.015, { fill: night ? "#F08A4B" : red })
  }
  if (night) {
    // street-food stalls: canopies with warm light and steam
    for (let i = 0; i < 3; i++) {
      const sx = W * (0.15 + i * 0.3 + rng.range(-0.03, 0.03))
      L.glow(c, sx, H * 0.84, W * 0.1, s.light, 0.45, { sx: 1.4, sy: 0.6 })
      c.path(
        `M${n(sx - W * 0.08)} ${n(H * 0.74)}L${n(sx + W * 0.08)} ${n(H * 0.74)}L${n(sx + W * 0.07)} ${n(H * 0.7)}L${n(sx - W * 0.07)} ${n(H * 0.7)}Z`,
        { fill: mix(ACCENTS.terracotta, s.land, 0.3) },
      )
      c.rect(sx - W * 0.07, H * 0.8, W * 0.14, H * 0.06, { fill: darken(s.land, 0.2) })
      c.rect(sx - W * 0.075, H * 0.74, W * 0.004, H * 0.12, { fill: darken(s.land, 0.2) })
      c.rect(sx + W * 0.071, H * 0.74, W * 0.004, H * 0.12, { fill: darken(s.land, 0.2) })
      for (let k = 0; k < 3; k++)
        L.glow(c, sx + rng.range(-0.04, 0.04) * W, H * rng.range(0.62, 0.7), W * 0.025, "#FFFFFF", 0.12, { sx: 0.6, sy: 1.6 })
    }
  }
  return finishScene(
    c,
    ctx,
    night
      ? "a lantern-lit old-town street at night with glowing street-food stalls beneath colorful shophouses"
      : `a street of pastel Sino-Portuguese shophouses with arcaded walkways and red lanterns ${s.phrase}`,
    0.3,
  )
}

export function canalScene(ctx: SceneContext, { market = true }: { market?: boolean } = {}) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { morning: 3, golden: 2 })
  const horizon = H * 0.5
  skyLayer(c, rng, s, { horizon, sunX: rng.range(0.55, 0.8), clouds: 3 })
  L.canopyBand(c, rng.fork("trees"), {
    baseY: horizon + H * 0.06,
    h: H * 0.14,
    color: depthColor(s, 0.55),
    crest: depthColor(s, 0.65),
    scale: 0.9,
  })
  L.palm(c, rng.fork("palm"), { x: W * 0.8, baseY: horizon + H * 0.08, h: H * 0.38, lean: -0.3, color: depthColor(s, 0.5), fronds: 9 })
  // stilt houses along the far bank
  const waterTop = H * 0.64
  const houseCol = mix("#6E5443", s.land, 0.45)
  let x = -W * 0.02
  while (x < W) {
    const w = W * rng.range(0.1, 0.16)
    const h = H * rng.range(0.09, 0.13)
    const y = waterTop - H * 0.03
    c.rect(x, y - h, w, h, { fill: houseCol })
    c.path(`M${n(x - w * 0.08)} ${n(y - h)}L${n(x + w * 0.5)} ${n(y - h - h * 0.8)}L${n(x + w * 1.08)} ${n(y - h)}Z`, {
      fill: darken(houseCol, 0.25),
    })
    c.rect(x + w * 0.3, y - h * 0.7, w * 0.2, h * 0.45, { fill: darken(houseCol, 0.45) })
    let st = ""
    for (let k = 0; k < 5; k++) st += rectPath(x + (k * w) / 4, y, w * 0.03, H * 0.035)
    c.path(st, { fill: darken(houseCol, 0.3) })
    x += w + W * rng.range(0.01, 0.05)
  }
  L.seaBase(c, s, { top: waterTop, colors: [mix(s.sea[0], "#8A8A60", 0.35), mix(s.sea[1], "#3A4A3A", 0.4)] })
  L.shimmer(c, rng.fork("sh"), s, { top: waterTop, count: 60, opacity: 0.18 })
  const boats = market ? rng.int(2, 3) : 1
  const fruit = ["#E9A23B", "#D9643A", "#8DB53C", "#D95C7A", "#F2D04B", "#6BA34A"]
  for (let i = 0; i < boats; i++) {
    const bx = W * (0.08 + i * 0.3 + rng.range(0, 0.05))
    const by = H * (0.8 + (i % 2) * 0.08)
    const bl = W * 0.28
    L.longtail(c, { x: bx, y: by, L: bl, color: darken(s.land, 0.2), dir: 1, canopy: !market })
    if (market) {
      let k = 0
      for (let j = 0; j < 26; j++) {
        const fx = bx + bl * rng.range(0.15, 0.7)
        const fy = by - bl * 0.06 - bl * 0.035 * Math.abs(Math.sin(j)) * rng.next()
        c.circle(fx, fy, bl * rng.range(0.012, 0.02), { fill: mix(item(fruit, (k++ + i) % fruit.length), s.haze, 0.1) })
      }
      // marigold garland
      for (let j = 0; j < 12; j++)
        c.circle(bx + bl * (0.2 + j * 0.045), by - bl * 0.045 + Math.sin(j * 0.9) * 2, bl * 0.008, { fill: "#F0A02A" })
    }
  }
  return finishScene(
    c,
    ctx,
    market
      ? `a floating market on a canal lined with stilt houses ${s.phrase}, with boats piled high with fruit and marigolds`
      : `a quiet canal lined with wooden stilt houses ${s.phrase}, with a longtail boat gliding past`,
    0.28,
  )
}

// --------------------------------------------------------------------------- table scenes
function windowView(c: Canvas, rng: Rng, s: Sky, scenery: Scenery, { x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  // landscape seen through a window opening (clipped)
  const clip = c.clip(rectPath(x, y, w, h))
  c.group({ "clip-path": clip }, () => {
    const horizon = y + h * 0.62
    const sky = c.linear(s.stops, vertical(y, horizon))
    c.rect(x, y, w, horizon - y + 2, { fill: sky })
    L.glow(c, x + w * 0.7, horizon - h * 0.12, h * 0.5, s.body.glow, 0.6)
    if (isCoast(scenery)) {
      c.rect(x, horizon, w, h, { fill: c.linear(ramp(s.sea[0], s.sea[1])) })
      const isl = mix(s.land, s.haze, 0.5)
      c.path(`M${n(x + w * 0.1)} ${n(horizon)}Q${n(x + w * 0.25)} ${n(horizon - h * 0.12)} ${n(x + w * 0.4)} ${n(horizon)}Z`, { fill: isl })
      L.palm(c, rng.fork("wp"), { x: x + w * 0.85, baseY: y + h, h: h * 0.75, lean: -0.4, color: mix(s.land, s.haze, 0.2), fronds: 8 })
    } else {
      c.path(
        `M${n(x)} ${n(horizon)}Q${n(x + w * 0.3)} ${n(horizon - h * 0.25)} ${n(x + w * 0.6)} ${n(horizon - h * 0.05)}T${n(x + w)} ${n(horizon - h * 0.1)}V${n(y + h)}H${n(x)}Z`,
        { fill: mix(s.land, s.haze, 0.45) },
      )
      c.rect(x, horizon + h * 0.05, w, h, { fill: mix(s.land, s.haze, 0.25) })
    }
  })
}

export function cookingScene(ctx: SceneContext) {
  const { rng, params, W, H } = ctx
  const scenery = sceneryOf(params)
  const { c, s } = sceneCanvas(ctx, { golden: 3, morning: 2 })
  // warm interior wall
  const wall = mix("#E9D8BE", s.body.glow, 0.12)
  L.shadedBand(c, 0, H, lighten(wall, 0.05), darken(wall, 0.18))
  const win = { x: W * 0.18, y: H * 0.08, w: W * 0.64, h: H * 0.5 }
  windowView(c, rng, s, scenery, win)
  // frame & mullion
  const wood = mix("#6B4A32", s.land, 0.2)
  c.path(
    `M${n(win.x - 14)} ${n(win.y - 14)}h${n(win.w + 28)}v${n(win.h + 28)}h${n(-win.w - 28)}Z M${n(win.x)} ${n(win.y)}v${n(win.h)}h${n(win.w)}v${n(-win.h)}Z`,
    { fill: wood, "fill-rule": "evenodd" },
  )
  c.rect(win.x + win.w / 2 - 6, win.y, 12, win.h, { fill: wood })
  L.glow(c, W * 0.5, H * 0.35, W * 0.55, s.body.glow, 0.18)
  // table top
  const tableY = H * 0.66
  const top = mix("#8A6446", s.body.glow, 0.1)
  L.shadedBand(c, tableY, H - tableY, lighten(top, 0.12), darken(top, 0.35))
  let grain = ""
  for (let i = 0; i < 10; i++) grain += `M0 ${n(tableY + (i + 1) * H * 0.033 + rng.range(-3, 3))}h${W}v1h${-W}Z`
  c.path(grain, { fill: darken(top, 0.3), opacity: 0.25 })
  c.rect(0, tableY, W, H * 0.008, { fill: lighten(top, 0.3), opacity: 0.6 })
  // wok with steam
  const wx = W * 0.5
  const wy = H * 0.8
  const wr = W * 0.17
  c.ellipse(wx, wy + H * 0.07, wr * 1.05, H * 0.03, { fill: "#000", opacity: 0.25 })
  const steel = c.linear(stops("#4A4F57 0, #1C1F24 0.5, #0E1014 1"), vertical(wy - H * 0.02, wy + H * 0.07))
  c.path(`M${n(wx - wr)} ${n(wy)}Q${n(wx)} ${n(wy + H * 0.16)} ${n(wx + wr)} ${n(wy)}Z`, { fill: steel })
  c.ellipse(wx, wy, wr, H * 0.025, { fill: "#2A2E35" })
  c.path(
    `M${n(wx + wr * 0.95)} ${n(wy - H * 0.005)}L${n(wx + wr * 1.6)} ${n(wy - H * 0.03)}L${n(wx + wr * 1.62)} ${n(wy - H * 0.018)}L${n(wx + wr * 0.95)} ${n(wy + H * 0.008)}Z`,
    { fill: mix("#6B4A32", "#000", 0.3) },
  )
  // stir-fry inside the wok
  for (let i = 0; i < 22; i++) {
    const a = rng.range(0, Math.PI * 2)
    const r = rng.next()
    c.ellipse(wx + Math.cos(a) * wr * 0.75 * r, wy + Math.sin(a) * H * 0.015 * r, W * rng.range(0.006, 0.012), H * 0.005, {
      fill: rng.pick(["#5E9A3C", "#D9462F", "#F2C14E", "#8DB53C", "#E9E1CF"]),
    })
  }
  for (let i = 0; i < 3; i++)
    L.glow(c, wx + (i - 1) * wr * 0.35, wy - H * (0.12 + i * 0.03), W * 0.05, "#FFFFFF", 0.18, { sx: 0.55, sy: 1.8 })
  // ingredients: bowl of chillies, limes, lemongrass, garlic, mortar and pestle
  const bowl = (x: number, y: number, r: number, fill: string, contents: string) => {
    c.path(`M${n(x - r)} ${n(y)}Q${n(x)} ${n(y + r * 0.9)} ${n(x + r)} ${n(y)}Z`, { fill })
    c.ellipse(x, y, r, r * 0.18, { fill: lighten(fill, 0.15) })
    for (let i = 0; i < 9; i++)
      c.ellipse(x + rng.range(-0.7, 0.7) * r, y - r * 0.02, r * 0.12, r * 0.06, {
        fill: contents,
        transform: `rotate(${n(rng.range(-40, 40))} ${n(x)} ${n(y)})`,
      })
  }
  bowl(W * 0.16, H * 0.84, W * 0.07, mix("#F2EEE6", s.haze, 0.1), "#C8352B")
  bowl(W * 0.84, H * 0.9, W * 0.065, mix("#2F5A4A", s.land, 0.2), "#E9E1CF")
  for (let i = 0; i < 3; i++) {
    const lx = W * (0.24 + i * 0.035)
    const ly = H * 0.95 - i * 4
    c.circle(lx, ly, W * 0.02, { fill: "#7FB03A" })
    c.circle(lx - W * 0.005, ly - W * 0.006, W * 0.007, { fill: "#B5D66A", opacity: 0.6 })
  }
  for (let i = 0; i < 3; i++)
    c.path(
      `M${n(W * 0.66)} ${n(H * (0.9 + i * 0.02))}L${n(W * 0.95)} ${n(H * (0.86 + i * 0.02))}L${n(W * 0.95)} ${n(H * (0.868 + i * 0.02))}L${n(W * 0.66)} ${n(H * (0.91 + i * 0.02))}Z`,
      { fill: mix("#C9C77A", "#6E8F3A", i * 0.3) },
    )
  // mortar & pestle
  c.path(
    `M${n(W * 0.34)} ${n(H * 0.76)}Q${n(W * 0.34)} ${n(H * 0.86)} ${n(W * 0.38)} ${n(H * 0.86)}L${n(W * 0.42)} ${n(H * 0.86)}Q${n(W * 0.46)} ${n(H * 0.86)} ${n(W * 0.46)} ${n(H * 0.76)}Z`,
    { fill: mix("#8C857B", s.land, 0.2) },
  )
  c.path(`M${n(W * 0.41)} ${n(H * 0.77)}L${n(W * 0.45)} ${n(H * 0.66)}L${n(W * 0.46)} ${n(H * 0.665)}L${n(W * 0.425)} ${n(H * 0.775)}Z`, {
    fill: mix("#6B4A32", s.land, 0.2),
  })
  const view = isCoast(scenery) ? "a sea view" : "a view of green hills"
  return finishScene(c, ctx, `a wok, fresh chillies, limes and lemongrass on a wooden table by a window with ${view} ${s.phrase}`, 0.3)
}

export function dinnerTableScene(ctx: SceneContext, { long = false, lanterns = false }: { long?: boolean; lanterns?: boolean } = {}) {
  const { rng, params, W, H } = ctx
  const c = newCanvas(ctx)
  const scenery = sceneryOf(params)
  const s = pickSky(rng.fork("sky"), ctx.time ?? (lanterns ? "dusk" : { sunset: 3, dusk: 2 }))
  const horizon = H * 0.5
  if (isCoast(scenery))
    bay(c, rng.fork("bay"), s, { horizon: 0.5, sunX: rng.range(0.55, 0.75), islets: isletsOf(scenery), nearIslet: false, clouds: 3 })
  else {
    skyLayer(c, rng, s, { horizon, sunX: 0.65, clouds: 3 })
    ridges(c, rng.fork("r"), s, { top: horizon, bottom: H * 0.7, count: 4, amp: 0.12, land: mix(s.land, "#1E3B3A", 0.5) })
  }
  // terrace balustrade
  const railY = H * 0.62
  const stone = mix("#CFC2AE", s.land, 0.55)
  c.rect(0, railY, W, H * 0.015, { fill: lighten(stone, 0.1) })
  let bal = ""
  for (let x = W * 0.01; x < W; x += W * 0.03) bal += rectPath(x, railY + H * 0.015, W * 0.012, H * 0.06)
  c.path(bal, { fill: stone })
  L.shadedBand(c, railY + H * 0.075, H, darken(stone, 0.2), darken(stone, 0.55))
  if (lanterns) {
    const { d, pts } = L.cord(c, H * 0.1, H * 0.22, H * 0.08, 10)
    c.path(d, { fill: "none", stroke: darken(s.land, 0.3), "stroke-width": 1.2 })
    for (const [x, y] of pts) L.lantern(c, { x, y: y + H * 0.02, r: H * 0.012, light: s.light })
  }
  // table with white cloth, seen slightly from above
  const tY = H * 0.76
  const tw = long ? W * 0.66 : W * 0.5
  const tx = W / 2
  const depth = H * (long ? 0.1 : 0.12)
  const cloth = mix(mix(BRAND.ivory, s.body.glow, 0.15), item(s.stops, 1)[1], 0.12)
  c.ellipse(tx, tY + depth + H * 0.08, tw * 0.6, H * 0.03, { fill: "#000", opacity: 0.3 })
  c.path(
    `M${n(tx - tw / 2)} ${n(tY)}L${n(tx + tw / 2)} ${n(tY)}L${n(tx + tw / 2 + W * 0.05)} ${n(tY + depth)}L${n(tx - tw / 2 - W * 0.05)} ${n(tY + depth)}Z`,
    { fill: c.linear(ramp(mix(cloth, s.body.glow, 0.2), lighten(cloth, 0.05))) },
  )
  c.path(
    `M${n(tx - tw / 2 - W * 0.05)} ${n(tY + depth)}L${n(tx + tw / 2 + W * 0.05)} ${n(tY + depth)}L${n(tx + tw / 2 + W * 0.052)} ${n(tY + depth + H * 0.07)}Q${n(tx)} ${n(tY + depth + H * 0.085)} ${n(tx - tw / 2 - W * 0.052)} ${n(tY + depth + H * 0.07)}Z`,
    { fill: c.linear(ramp(mix(cloth, s.land, 0.25), mix(cloth, s.land, 0.5))) },
  )
  // place settings, glasses and candles
  const seats = long ? 5 : 2
  for (let i = 0; i < seats; i++) {
    const px = tx - tw / 2 + ((i + 0.5) * tw) / seats
    c.ellipse(px, tY + depth * 0.55, W * 0.04, H * 0.016, { fill: "#FFFFFF", opacity: 0.95 })
    c.ellipse(px, tY + depth * 0.55, W * 0.026, H * 0.009, { fill: mix(cloth, s.sea[0], 0.2) })
    const gx = px + W * 0.03
    c.path(
      `M${n(gx - 5)} ${n(tY - H * 0.05)}Q${n(gx)} ${n(tY - H * 0.015)} ${n(gx + 5)} ${n(tY - H * 0.05)}Z M${n(gx - 0.8)} ${n(tY - H * 0.03)}h1.6v${n(H * 0.035)}h-1.6Z M${n(gx - 5)} ${n(tY + H * 0.004)}h10v2h-10Z`,
      { fill: mix("#FFFFFF", s.haze, 0.3), opacity: 0.8 },
    )
  }
  const candles = long ? 5 : 2
  for (let i = 0; i < candles; i++) {
    const cx = tx - tw * 0.35 + (i * tw * 0.7) / Math.max(1, candles - 1)
    L.glow(c, cx, tY - H * 0.06, H * 0.08, s.light, 0.55)
    c.rect(cx - W * 0.005, tY - H * 0.045, W * 0.01, H * 0.05, { fill: BRAND.ivory })
    c.ellipse(cx, tY - H * 0.055, W * 0.003, H * 0.01, { fill: "#FFE2A0" })
  }
  L.frangipani(c, { x: tx, y: tY + depth * 0.5, r: W * 0.016, rot: 20 })
  const view = isCoast(scenery) ? "the sea" : "the mountains"
  return finishScene(
    c,
    ctx,
    long
      ? `a long candlelit dinner table on a terrace above ${view} ${s.phrase}`
      : `a table set for two with candles on a terrace above ${view} ${s.phrase}${lanterns ? ", beneath strings of lanterns" : ""}`,
    0.3,
  )
}

// --------------------------------------------------------------------------- spa
export function spaScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const c = newCanvas(ctx)
  const accent = pickAccent(rng.fork("a"), ["celadon", "jade", "lotus", "lagoon"])
  const warm = rng.chance(0.5)
  const bgTop = warm ? "#3A2E2A" : "#22302E"
  const bgBot = warm ? "#1B1514" : "#111A19"
  L.shadedBand(c, 0, H, bgTop, bgBot)
  // bokeh
  for (let i = 0; i < 14; i++)
    L.glow(
      c,
      rng.range(0, W),
      rng.range(0, H * 0.55),
      W * rng.range(0.03, 0.07),
      rng.pick(["#F5C98A", "#F0D9B0", mix(accent.color, "#FFFFFF", 0.4)]),
      rng.range(0.15, 0.35),
    )
  // soft leaf shadow
  const leaf = mix(accent.color, bgBot, 0.55)
  for (let i = 0; i < 3; i++) {
    const lx = W * (0.78 + i * 0.06)
    c.path(
      `M${n(W + 10)} ${n(H * (0.05 + i * 0.1))}Q${n(lx)} ${n(H * (0.1 + i * 0.1))} ${n(lx - W * 0.12)} ${n(H * (0.32 + i * 0.08))}Q${n(lx + W * 0.02)} ${n(H * (0.24 + i * 0.1))} ${n(W + 10)} ${n(H * (0.18 + i * 0.1))}Z`,
      { fill: leaf, opacity: 0.8 },
    )
  }
  // surface
  const sY = H * 0.68
  const surf = warm ? "#6B4E3A" : "#4D5A55"
  L.shadedBand(c, sY, H - sY, lighten(surf, 0.12), darken(surf, 0.45))
  c.rect(0, sY, W, 2, { fill: lighten(surf, 0.35), opacity: 0.6 })
  // candles
  const light = "#FFD28A"
  const candles = rng.int(2, 3)
  for (let i = 0; i < candles; i++) {
    const cx = W * (0.16 + i * 0.1)
    const ch = H * (0.16 - i * 0.03)
    const cw = W * 0.045
    L.glow(c, cx, sY - ch - H * 0.03, H * 0.18, light, 0.4)
    c.rect(cx - cw / 2, sY - ch, cw, ch, { fill: c.linear(ramp("#FFF3DF", "#E8D6BC"), ACROSS) })
    c.ellipse(cx, sY - ch, cw / 2, cw * 0.12, { fill: "#F6E7CE" })
    c.ellipse(cx, sY - ch - H * 0.022, W * 0.004, H * 0.018, { fill: "#FFE9B8" })
    c.ellipse(cx, sY + 2, cw * 0.6, H * 0.006, { fill: light, opacity: 0.25 })
  }
  // stacked basalt stones
  const sx = W * 0.6
  let y = sY + H * 0.05
  const stones = rng.int(3, 5)
  for (let i = 0; i < stones; i++) {
    const rx = W * (0.12 - i * 0.018) * rng.range(0.9, 1.05)
    const ry = H * (0.05 - i * 0.004)
    const cy = y - ry * 0.9
    const g = c.radial(stops("#5C5F63 0, #2B2E33 0.7, #17191C 1"), { cx: sx - rx * 0.3, cy: cy - ry * 0.5, r: rx * 1.3 })
    c.ellipse(sx + rng.range(-0.01, 0.01) * W, cy, rx, ry, { fill: g })
    c.ellipse(sx - rx * 0.35, cy - ry * 0.45, rx * 0.35, ry * 0.18, { fill: "#FFFFFF", opacity: 0.1 })
    y = cy - ry * 0.85
  }
  c.ellipse(sx, sY + H * 0.055, W * 0.13, H * 0.012, { fill: "#000", opacity: 0.3 })
  // frangipani flowers
  const flowers = rng.int(2, 3)
  for (let i = 0; i < flowers; i++)
    L.frangipani(c, { x: W * (0.8 + i * 0.07) - (i === 2 ? W * 0.2 : 0), y: sY + H * (0.1 + i * 0.06), r: W * 0.04, rot: rng.range(0, 72) })
  L.frangipani(c, { x: sx + W * 0.02, y: y - H * 0.005, r: W * 0.03, rot: rng.range(0, 72) })
  return finishScene(
    c,
    ctx,
    // alt texts write small numbers as words (data/translations/style-guide.en.md)
    `a spa still life of stacked basalt stones, frangipani flowers and ${["two", "three"][candles - 2]} lit candles in warm, soft light`,
    0.35,
  )
}

// --------------------------------------------------------------------------- nature
function elephant(c: Canvas, { x, y, h, color, dir = 1 }: { x: number; y: number; h: number; color: string; dir?: number }) {
  const k = h / 100
  const tf = `translate(${n(x)} ${n(y)}) scale(${(dir * k).toFixed(4)} ${k.toFixed(4)})`
  c.path(
    "M-62 -58Q-60 -92 -20 -96Q18 -98 30 -80Q40 -96 58 -86Q74 -76 72 -54Q70 -40 66 -30Q64 -10 70 0L64 0Q58 -14 56 -26Q52 -20 50 -34L48 -8L50 0L40 0L38 -28Q20 -30 0 -28L-4 0L-14 0L-16 -30Q-30 -32 -40 -36L-42 0L-52 0L-54 -38Q-64 -44 -62 -58Z M-62 -58Q-70 -50 -68 -34L-66 -34Q-66 -48 -60 -54Z",
    { fill: color, transform: tf },
  )
  c.path("M30 -80Q36 -62 46 -56Q50 -70 44 -82Z", { fill: darken(color, 0.2), transform: tf })
}

export function elephantScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { golden: 3, morning: 2 })
  const horizon = H * 0.46
  const sunX = rng.range(0.55, 0.75)
  skyLayer(c, rng, s, { horizon, sunX, clouds: 2 })
  const land = mix(s.land, "#22402F", 0.5)
  ridges(c, rng.fork("r"), s, { ...FOOTHILLS, top: horizon, bottom: H * 0.62, amp: 0.12, peaks: 0.3, land })
  // god rays
  for (let i = 0; i < 5; i++) {
    const x0 = W * (sunX + rng.range(-0.1, 0.1))
    const g = c.linear(alphaRamp(s.body.glow, 0.25, 0), { x1: 0, y1: 0, x2: 0, y2: 1 })
    c.path(
      `M${n(x0)} ${n(horizon - H * 0.25)}L${n(x0 - W * rng.range(0.15, 0.35))} ${n(H)}L${n(x0 - W * rng.range(0.05, 0.12))} ${n(H)}Z`,
      { fill: g, opacity: 0.5 },
    )
  }
  // forest edges behind the clearing, then the golden grassland in front of them
  const clearY = H * 0.7
  L.canopyBand(c, rng.fork("edgeL"), {
    baseY: clearY - H * 0.05,
    h: H * 0.14,
    color: depthColor(s, 0.35, land),
    crest: depthColor(s, 0.45, land),
    x1: W * 0.42,
  })
  L.canopyBand(c, rng.fork("edgeR"), {
    baseY: clearY - H * 0.05,
    h: H * 0.12,
    color: depthColor(s, 0.4, land),
    crest: depthColor(s, 0.5, land),
    x0: W * 0.74,
  })
  const grass = mix("#B59A5A", s.body.glow, 0.25)
  L.shadedBand(c, clearY - H * 0.055, H, mix(grass, s.haze, 0.3), darken(grass, 0.35))
  L.mist(c, rng.fork("gm"), { y: clearY - H * 0.05, h: H * 0.05, color: s.haze, opacity: 0.35 })
  // elephants at a distance
  const herd = rng.int(2, 3)
  const ecol = depthColor(s, 0.25, mix(land, "#3A3A3A", 0.5))
  const ex = W * rng.range(0.45, 0.6)
  elephant(c, { x: ex, y: clearY + H * 0.02, h: H * 0.15, color: ecol, dir: 1 })
  elephant(c, { x: ex + W * 0.11, y: clearY + H * 0.025, h: H * 0.09, color: ecol, dir: 1 })
  if (herd > 2)
    elephant(c, { x: ex - W * 0.16, y: clearY + H * 0.01, h: H * 0.12, color: depthColor(s, 0.32, mix(land, "#3A3A3A", 0.5)), dir: -1 })
  // tall grass and framing trees in the foreground
  L.grassBlades(c, rng, { count: 120, minH: 0.04, maxH: 0.12, minY: 0.95, color: darken(land, 0.3) })
  L.tree(c, rng.fork("ft"), { x: W * 0.05, baseY: H * 1.05, h: H * 0.95, color: darken(land, 0.45) })
  return finishScene(
    c,
    ctx,
    `${herd === 3 ? "three elephants" : "an elephant and her calf"} grazing at a distance in a forest clearing ${s.phrase}`,
    0.28,
  )
}

export function mountainScene(
  ctx: SceneContext,
  {
    waterfall = false,
    village = false,
    vineyard = false,
    jungle = false,
  }: { waterfall?: boolean; village?: boolean; vineyard?: boolean; jungle?: boolean } = {},
) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { golden: 3, morning: 3, sunset: 1, blue: 1 })
  const horizon = H * 0.45
  skyLayer(c, rng, s, { horizon, sunX: rng.range(0.2, 0.8), clouds: 3 })
  const land = mix(s.land, jungle ? "#1F4430" : "#1E3B3A", 0.55)
  const rr = ridges(c, rng.fork("r"), s, {
    top: horizon,
    bottom: H * (jungle || waterfall ? 0.8 : 0.92),
    count: jungle || waterfall ? 4 : 5,
    amp: 0.16,
    peaks: 0.35,
    land,
    mistOpacity: 0.3,
  })
  const bits: string[] = []
  if (waterfall) {
    const r = item(rr, 2)
    const wx = W * rng.range(0.5, 0.62)
    const top = ridgeYAt(r, wx) + H * 0.015
    const bottomY = item(rr, 3).baseY - H * 0.02
    // dark cliff face behind the fall
    c.path(
      `M${n(wx - W * 0.07)} ${n(bottomY)}L${n(wx - W * 0.05)} ${n(top - H * 0.01)}Q${n(wx)} ${n(top - H * 0.03)} ${n(wx + W * 0.05)} ${n(top - H * 0.01)}L${n(wx + W * 0.08)} ${n(bottomY)}Z`,
      { fill: darken(r.color, 0.25) },
    )
    const fall = c.linear(alphaRamp("#FFFFFF", 0.9, 0.45))
    c.path(
      `M${n(wx - W * 0.015)} ${n(top)}C${n(wx - W * 0.014)} ${n(top + (bottomY - top) * 0.4)} ${n(wx - W * 0.022)} ${n(top + (bottomY - top) * 0.7)} ${n(wx - W * 0.03)} ${n(bottomY)}L${n(wx + W * 0.03)} ${n(bottomY)}C${n(wx + W * 0.022)} ${n(top + (bottomY - top) * 0.7)} ${n(wx + W * 0.015)} ${n(top + (bottomY - top) * 0.4)} ${n(wx + W * 0.015)} ${n(top)}Z`,
      { fill: fall },
    )
    let st = ""
    for (let i = 0; i < 8; i++)
      st += `M${n(wx + rng.range(-0.012, 0.012) * W)} ${n(top + rng.range(0, 0.3) * (bottomY - top))}v${n((bottomY - top) * rng.range(0.3, 0.6))}h1.5v${n(-(bottomY - top) * 0.3)}Z`
    c.path(st, { fill: s.sea[0], opacity: 0.3 })
    L.glow(c, wx, bottomY, W * 0.1, "#FFFFFF", 0.5, { sx: 1.6, sy: 0.45 })
    redrawRidge(c, s, item(rr, 3), { transform: `translate(0 ${n(H * 0.04)})` })
    bits.push("a waterfall")
  }
  if (village) {
    const r = item(rr, rr.length - 1)
    for (let i = 0; i < 5; i++) {
      const hx = W * (0.42 + i * 0.1 + rng.range(-0.02, 0.02))
      const hy = ridgeYAt(r, hx) + H * 0.07
      L.villa(c, {
        x: hx,
        baseY: hy,
        w: W * 0.09,
        h: H * 0.11,
        color: darken(land, 0.35),
        lit: s.name !== "morning",
        light: s.light,
        panes: 2,
        glass: s.haze,
      })
    }
    bits.push("a small village of wooden houses")
  }
  if (vineyard) {
    const top = H * 0.72
    c.path(`M-10 ${n(top)}Q${n(W * 0.5)} ${n(top - H * 0.1)} ${n(W + 10)} ${n(top + H * 0.02)}V${H + 10}H-10Z`, {
      fill: c.linear(ramp(mix("#6E8B4A", s.haze, 0.3), darken("#4A6132", 0.3))),
    })
    let d = ""
    for (let k = 0; k < 11; k++) {
      const y0 = top + k * H * 0.028
      d += `M-10 ${n(y0 + 6)}Q${n(W * 0.5)} ${n(y0 - H * 0.1 + k * 4 + 6)} ${n(W + 10)} ${n(y0 + H * 0.02 + 6)}`
    }
    c.path(d, { fill: "none", stroke: darken("#3E5228", 0.2), "stroke-width": 4, opacity: 0.6 })
    bits.push("rows of vines")
  }
  if (jungle || waterfall) {
    L.canopyBand(c, rng.fork("j1"), { baseY: H * 0.92, h: H * 0.12, color: darken(land, 0.1), crest: mix(land, s.haze, 0.15), scale: 1.2 })
    L.canopyBand(c, rng.fork("j2"), { baseY: H * 1.02, h: H * 0.08, color: darken(land, 0.35), scale: 1.5 })
    L.palm(c, rng.fork("jp1"), { x: W * 0.06, baseY: H * 1.02, h: H * 0.72, lean: 0.5, color: darken(land, 0.45), fronds: 10 })
    L.palm(c, rng.fork("jp2"), { x: W * 0.95, baseY: H * 1.02, h: H * 0.6, lean: -0.5, color: darken(land, 0.45), fronds: 9 })
    bits.push(jungle ? "dense jungle and palms" : "palms in the foreground")
  } else {
    // a viewpoint: dark rocky outcrop with a lone tree in the lower-left
    const fg = darken(land, 0.35)
    L.headland(c, rng.fork("out"), { side: "left", reach: 0.5, yTop: H * 0.78, color: fg })
    L.tree(c, rng.fork("lone"), { x: W * 0.16, baseY: H * 0.8, h: H * 0.42, color: fg })
    bits.push("a lone tree on a rocky viewpoint")
  }
  const extra = bits.length ? `, with ${listJoin(bits)}` : ""
  return finishScene(c, ctx, `layered mountain ridges and drifting mist ${s.phrase}${extra}`, 0.28)
}

export function caveScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "morning")
  c.rect(0, 0, W, H, { fill: c.linear(s.stops) })
  L.glow(c, W * 0.55, H * 0.05, H * 0.4, "#FFFFFF", 0.5)
  L.canopyBand(c, rng.fork("rim"), {
    baseY: H * 0.3,
    h: H * 0.08,
    color: mix(s.land, "#2E5A3A", 0.5),
    x0: W * 0.25,
    x1: W * 0.85,
    bottom: H * 0.32,
  })
  // cave interior with an irregular skylight opening
  const rock = "#231E1B"
  const pts: Point[] = []
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    const r = 1 + 0.12 * Math.sin(i * 2.3) + rng.range(-0.06, 0.06)
    pts.push([W * 0.55 + Math.cos(a) * W * 0.28 * r, H * 0.22 + Math.sin(a) * H * 0.2 * r])
  }
  c.path(`M-10 -10H${W + 10}V${H + 10}H-10Z ${smooth(pts, true)}`, {
    fill: c.linear(stopList([0, "#3A322C"], [0.5, rock], [1, "#0F0C0B"])),
    "fill-rule": "evenodd",
  })
  // stalactites and hanging roots around the opening
  let st = ""
  for (let i = 0; i < 30; i++) {
    const p = item(pts, Math.floor(rng.range(10, 24)) % 24)
    const sx = p[0] + rng.range(-20, 20)
    const sl = H * rng.range(0.02, 0.1)
    st += `M${n(sx - 4)} ${n(p[1] - 4)}L${n(sx + 4)} ${n(p[1] - 4)}L${n(sx)} ${n(p[1] + sl)}Z`
  }
  c.path(st, { fill: rock })
  // light shaft
  const beam = c.linear(alphaRamp("#FFF6DC", 0.55, 0.08))
  c.path(`M${n(W * 0.44)} ${n(H * 0.3)}L${n(W * 0.6)} ${n(H * 0.3)}L${n(W * 0.62)} ${n(H * 0.88)}L${n(W * 0.36)} ${n(H * 0.88)}Z`, {
    fill: beam,
  })
  L.glow(c, W * 0.5, H * 0.86, W * 0.25, "#FFE9B8", 0.45, { sx: 1.4, sy: 0.35 })
  // the pavilion in the beam
  L.sala(c, { x: W * 0.5, baseY: H * 0.86, w: W * 0.16, h: H * 0.28, color: mix("#B89A6A", rock, 0.35), lit: false })
  c.path(`M-10 ${n(H * 0.88)}Q${n(W * 0.5)} ${n(H * 0.84)} ${n(W + 10)} ${n(H * 0.9)}V${H + 10}H-10Z`, { fill: "#1A1512" })
  return finishScene(c, ctx, "a royal pavilion inside a vast cave, lit by a shaft of sunlight falling through an opening in the roof", 0.3)
}

// --------------------------------------------------------------------------- sea
export function snorkelScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const c = newCanvas(ctx)
  const accent = pickAccent(rng.fork("a"), ["coral", "saffron", "lotus", "orchid"])
  c.rect(0, 0, W, H, { fill: c.linear(stops("#8FD3CF 0, #3FA6AE 0.25, #1D6A84 0.65, #0C2F4A 1")) })
  // surface seen from below
  const sy = H * 0.08
  let sd = `M-10 -10H${W + 10}V${n(sy)}`
  for (let x = W + 10; x >= -10; x -= W / 24) sd += `L${n(x)} ${n(sy + Math.sin(x * 0.02) * 6 + rng.range(-3, 3))}`
  c.path(`${sd}Z`, { fill: "#CDEDE6", opacity: 0.7 })
  // light rays
  for (let i = 0; i < 7; i++) {
    const x0 = W * rng.range(0.05, 0.95)
    const g = c.linear(alphaRamp("#FFFFFF", 0.35, 0))
    c.path(
      `M${n(x0 - W * 0.02)} ${n(sy)}L${n(x0 + W * 0.02)} ${n(sy)}L${n(x0 + W * rng.range(0.06, 0.14))} ${n(H * 0.85)}L${n(x0 - W * rng.range(0.0, 0.06))} ${n(H * 0.85)}Z`,
      { fill: g, opacity: 0.6 },
    )
  }
  // caustic dapples near the top
  let cd = ""
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, W)
    const y = sy + rng.range(0.01, 0.12) * H
    cd += `M${n(x)} ${n(y)}h${n(rng.range(10, 40))}v2h${n(-rng.range(10, 40))}Z`
  }
  c.path(cd, { fill: "#FFFFFF", opacity: 0.25 })
  // reef layers: far (hazy) to near (accent)
  const layers = [
    { y: 0.78, col: mix("#2C7C8C", "#1D6A84", 0.5), sc: 0.6 },
    { y: 0.88, col: mix("#265E72", accent.color, 0.15), sc: 0.85 },
    { y: 1.0, col: mix("#16384A", accent.color, 0.35), sc: 1.2 },
  ]
  layers.forEach((ly, li) => {
    const base = H * ly.y
    L.canopyBand(c, rng.fork(`reef${li}`), { baseY: base, h: H * 0.08 * ly.sc, color: ly.col, scale: 0.8 * ly.sc })
    // branching corals and sea fans
    for (let k = 0; k < 4 + li * 2; k++) {
      const x = rng.range(0, W)
      const hh = H * rng.range(0.06, 0.14) * ly.sc
      let d = ""
      const branch = (bx: number, by: number, ang: number, len: number, depth: number) => {
        const ex = bx + Math.cos(ang) * len
        const ey = by + Math.sin(ang) * len
        const w = Math.max(1.2, depth * 1.6 * ly.sc)
        d += `M${n(bx - w)} ${n(by)}L${n(ex)} ${n(ey)}L${n(bx + w)} ${n(by)}Z`
        if (depth > 0) {
          branch(ex, ey, ang - rng.range(0.2, 0.6), len * 0.7, depth - 1)
          branch(ex, ey, ang + rng.range(0.2, 0.6), len * 0.7, depth - 1)
        }
      }
      branch(x, base - H * 0.03 * ly.sc, -Math.PI / 2 + rng.range(-0.2, 0.2), hh * 0.45, 3)
      c.path(d, { fill: li === 2 ? mix(accent.color, "#16384A", 0.35) : ly.col })
    }
  })
  // a school of small fish and two larger reef fish
  const fish = (x: number, y: number, s: number, col: string, dir: number) => {
    c.path(
      `M${n(x)} ${n(y)}q${n(dir * s * 0.5)} ${n(-s * 0.35)} ${n(dir * s)} 0q${n(-dir * s * 0.5)} ${n(s * 0.35)} ${n(-dir * s)} 0Z M${n(x)} ${n(y)}l${n(-dir * s * 0.35)} ${n(-s * 0.22)}v${n(s * 0.44)}Z`,
      { fill: col },
    )
  }
  const schoolX = W * rng.range(0.45, 0.7)
  const schoolY = H * rng.range(0.35, 0.5)
  for (let i = 0; i < 34; i++)
    fish(schoolX + rng.range(-1, 1) * W * 0.14, schoolY + rng.range(-1, 1) * H * 0.07, W * 0.018, mix("#DCEFF0", "#3FA6AE", 0.35), 1)
  fish(W * 0.25, H * 0.62, W * 0.06, mix(accent.color, "#F2C14E", 0.3), -1)
  fish(W * 0.8, H * 0.68, W * 0.045, mix("#F2C14E", "#1D6A84", 0.2), 1)
  for (let i = 0; i < 16; i++)
    c.circle(W * 0.22 + rng.range(-20, 20), H * (0.2 + i * 0.025), rng.range(1.5, 4), {
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 1,
      opacity: 0.5,
    })
  return finishScene(c, ctx, "an underwater coral reef lit by shafts of sunlight, with a school of small fish and two reef fish", 0.3)
}

export function cruiseScene(ctx: SceneContext, { catamaran = false }: { catamaran?: boolean } = {}) {
  const { rng, params, W, H } = ctx
  const scenery = sceneryOf(params)
  const { c, s } = sceneCanvas(ctx, { sunset: 4, dusk: 2, golden: 2 })
  const sunX = rng.range(0.35, 0.6)
  const info = bay(c, rng.fork("bay"), s, {
    horizon: rng.range(0.52, 0.6),
    sunX,
    islets: isletsOf(scenery),
    nearIslet: rng.chance(0.6),
    clouds: 4,
  })
  const y = info.horizon + (H - info.horizon) * 0.45
  const len = W * (catamaran ? 0.3 : 0.36)
  const x = W * (sunX > 0.5 ? 0.12 : 0.52)
  const dark = darken(s.land, 0.2)
  const draw = () =>
    (catamaran ? V.catamaran : V.yacht)(c, {
      x,
      y,
      len,
      dark,
      sky: s.sea[0],
      light: s.light,
      hull: mix(dark, s.haze, 0.1),
      sail: mix(dark, s.haze, 0.2),
    })
  L.reflect(c, y, draw, { opacity: 0.35, fade: 0.35 })
  draw()
  L.wake(c, rng.fork("w"), { x: x + len * 0.05, y: y + 2, len: W * 0.3, dir: 1, color: s.glint, opacity: 0.35 })
  const islets = isletsOf(scenery) === "karst" ? "limestone islets" : "island silhouettes"
  return finishScene(
    c,
    ctx,
    `a ${catamaran ? "sailing catamaran" : "motor yacht"} silhouetted on a calm sea ${s.phrase}, among ${islets}`,
    0.28,
  )
}

export function islandsScene(ctx: SceneContext, { boat = true }: { boat?: boolean } = {}) {
  const { rng, params } = ctx
  const scenery = sceneryOf(params)
  const { c, s } = sceneCanvas(ctx, { morning: 3, golden: 2, sunset: 1 })
  const islets = isletsOf(scenery)
  bay(c, rng.fork("bay"), s, {
    horizon: rng.range(0.5, 0.58),
    sunX: rng.range(0.25, 0.75),
    islets,
    boat,
    turquoise: s.name === "morning",
    clouds: 3,
  })
  return finishScene(
    c,
    ctx,
    `${islets === "karst" ? "limestone islets" : "green islands"} rising from a ${s.name === "morning" ? "turquoise" : "calm"} sea ${s.phrase}${boat ? ", with a longtail boat" : ""}`,
    0.25,
  )
}

// --------------------------------------------------------------------------- Muay Thai
export function muayThaiScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const c = newCanvas(ctx)
  c.rect(0, 0, W, H, { fill: c.linear(stops("#07090E 0, #141A26 0.6, #0A0C12 1")) })
  // audience bokeh
  for (let i = 0; i < 40; i++)
    L.glow(
      c,
      rng.range(0, W),
      rng.range(H * 0.25, H * 0.6),
      W * rng.range(0.006, 0.018),
      rng.pick(["#F2B872", "#E9D6A8", "#8FA6C8"]),
      rng.range(0.2, 0.5),
    )
  // spotlights
  for (const [x, w] of [
    [0.3, 0.2],
    [0.5, 0.26],
    [0.7, 0.2],
  ] as const) {
    const g = c.linear(alphaRamp("#FFF1D0", 0.28, 0))
    c.path(`M${n(W * x - 8)} 0L${n(W * x + 8)} 0L${n(W * (x + w / 2))} ${n(H * 0.7)}L${n(W * (x - w / 2))} ${n(H * 0.7)}Z`, { fill: g })
    L.glow(c, W * x, 0, W * 0.05, "#FFF4DA", 0.7)
  }
  L.glow(c, W * 0.5, H * 0.6, W * 0.45, "#F4E3C0", 0.25, { sx: 1.3, sy: 0.5 })
  // ring: platform in perspective
  const back = H * 0.5
  const front = H * 0.74
  const bl = W * 0.24
  const br = W * 0.76
  const fl = W * 0.08
  const fr = W * 0.92
  const canvasTop = c.linear(ramp("#3B5C8A", "#22395E"))
  c.path(`M${n(bl)} ${n(back)}L${n(br)} ${n(back)}L${n(fr)} ${n(front)}L${n(fl)} ${n(front)}Z`, { fill: canvasTop })
  c.path(`M${n(bl)} ${n(back)}L${n(br)} ${n(back)}L${n(fr)} ${n(front)}L${n(fl)} ${n(front)}Z`, {
    fill: c.radial(alphaRamp("#FFFFFF", 0.25, 0), { cx: W / 2, cy: (back + front) / 2, r: W * 0.35, sy: 0.4 }),
  })
  c.path(`M${n(fl)} ${n(front)}L${n(fr)} ${n(front)}L${n(fr)} ${n(front + H * 0.09)}L${n(fl)} ${n(front + H * 0.09)}Z`, {
    fill: c.linear(ramp("#1A2A44", "#0D1524")),
  })
  c.rect(fl, front, fr - fl, H * 0.012, { fill: BRAND.gold, opacity: 0.7 })
  // corner posts with red and blue pads
  const posts: Array<readonly [x: number, y: number, color: string]> = [
    [bl, back, "#B83A36"],
    [br, back, "#2F5AA8"],
    [fr, front, "#E8E2D6"],
    [fl, front, "#E8E2D6"],
  ]
  const ph = H * 0.2
  for (const [x, y, col] of posts) {
    const sc = y === back ? 0.75 : 1
    c.rect(x - 5 * sc, y - ph * sc, 10 * sc, ph * sc, { fill: "#202633" })
    c.rect(x - 9 * sc, y - ph * sc * 0.95, 18 * sc, ph * sc * 0.6, { fill: col })
  }
  // ropes (three, red/white/blue) on the back and sides, front ropes lighter
  const ropeCols = ["#C8463C", "#EDE6DA", "#3A66B5"]
  ropeCols.forEach((col, i) => {
    const fy = front - ph * (0.85 - i * 0.25)
    const by = back - ph * 0.75 * (0.85 - i * 0.25)
    const d = `M${n(bl)} ${n(by)}L${n(br)} ${n(by)}M${n(bl)} ${n(by)}L${n(fl)} ${n(fy)}M${n(br)} ${n(by)}L${n(fr)} ${n(fy)}M${n(fl)} ${n(fy)}L${n(fr)} ${n(fy)}`
    c.path(d, { fill: "none", stroke: col, "stroke-width": 3.5 - i * 0.2, opacity: 0.9 })
  })
  // garland on the front post (mongkol-like ribbon) in gold
  c.path(`M${n(fl)} ${n(front - ph)}q${n(W * 0.04)} ${n(H * 0.06)} ${n(W * 0.02)} ${n(H * 0.12)}`, {
    fill: "none",
    stroke: BRAND.gold,
    "stroke-width": 3,
  })
  return finishScene(c, ctx, "an empty Muay Thai ring under spotlights, with red and blue corners and ropes, in a darkened arena", 0.4)
}

// --------------------------------------------------------------------------- dispatcher
/** A seaside pavilion from the hotel scenes, its alt text renamed for the experience. */
const pavilion = (ctx: SceneContext, what: string) => {
  const r = beachPavilion(ctx)
  return { svg: r.svg, alt: r.alt.replace("beachfront pavilion", what) }
}

/** Keywords (any one, or a test of the text) → scene; the first match wins. */
/** A picture for an experience, given its keywords' text. */
type ExperienceScene = (ctx: SceneContext, text: string) => Picture
const EXPERIENCES: Array<readonly [readonly string[] | ((text: string) => boolean), ExperienceScene]> = [
  [["muay", "boxing"], muayThaiScene],
  [["elephant"], elephantScene],
  [["snorkel", "snorkeling", "snorkelling", "dive", "diving", "reef", "similan"], snorkelScene],
  [["cave"], caveScene],
  [["cook", "cooking", "culinary", "kitchen"], cookingScene],
  [["street food", "night market", "chinatown", "yaowarat"], (ctx) => oldTownScene(ctx, { night: true })],
  [["floating", "market", "flower market"], (ctx) => canalScene(ctx, { market: true })],
  [["canal", "klong", "khlong"], (ctx) => canalScene(ctx, { market: false })],
  [["khantoke", "dinner", "dining", "chef"], (ctx) => dinnerTableScene(ctx, { long: false, lanterns: true })],
  [["yoga"], (ctx) => pavilion(ctx, "open-sided yoga pavilion by the sea")],
  [["spa", "massage", "wellness", "retreat", "meditation"], spaScene],
  [["old town", "heritage walk", "shophouse"], (ctx) => oldTownScene(ctx, { night: false })],
  [["jungle", "4x4", "rainforest"], (ctx) => mountainScene(ctx, { jungle: true })],
  [["waterfall"], (ctx) => mountainScene(ctx, { waterfall: true, jungle: true })],
  [(text) => has(text, "palace") && has(text, "hua hin", "cha am", "seaside"), (ctx) => pavilion(ctx, "royal teak pavilion by the sea")],
  [["temple", "wat", "palace", "buddha", "ayutthaya", "shrine", "culture"], (ctx, text) => templeScene(ctx, { text })],
  [
    ["sunset", "cruise", "yacht", "catamaran", "sail", "sailing"],
    (ctx, text) => cruiseScene(ctx, { catamaran: has(text, "catamaran", "sail") }),
  ],
  [["speedboat"], (ctx) => seaVehicleScene(ctx, "speedboat")],
  [["island", "marine", "longtail", "beach", "boat", "kayak", "sea"], (ctx) => islandsScene(ctx, { boat: true })],
  [["vineyard", "wine"], (ctx) => mountainScene(ctx, { vineyard: true })],
  [["village"], (ctx) => mountainScene(ctx, { village: true })],
  [
    ["mountain", "doi", "national park", "trek", "hike", "hiking", "nature", "loop", "adventure", "viewpoint"],
    (ctx) => mountainScene(ctx, {}),
  ],
]

export function experienceScene(ctx: SceneContext) {
  const text = keywords(ctx, ["slug", "name", "category", "location"])
  const match = EXPERIENCES.find(([when]) => (typeof when === "function" ? when(text) : has(text, ...when)))
  if (match) return match[1](ctx, text)
  // no keyword: the region's scenery
  if (isCoast(sceneryOf(ctx.params, undefined))) return islandsScene(ctx, { boat: ctx.rng.chance(0.5) })
  return mountainScene(ctx, {})
}
