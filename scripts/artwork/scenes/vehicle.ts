// Vehicle cards (1200×800): the vehicle in motion on a scenic backdrop of its destination.
import { item, fade, alphaRamp, ACROSS } from "../svg"
import * as L from "../layers"
import * as V from "../vehicles"
import { depthColor, mix, darken, BRAND } from "../palette"
import { sceneCanvas, newCanvas, pickSky, pickAccent, finishScene, keywords, has } from "./common"
import { bay, skyLayer, ridges } from "./landscape"
import { isletsOf, sceneryOf } from "./scenery"
import type { Canvas } from "../svg"
import type { Rng } from "../random"
import type { Sky } from "../palette"
import type { Picture, SceneContext } from "../job"
import type { Scenery } from "../../../src/content/schemas/destination"

/** Paints: colour, name (for the alt text), weight. */
const PAINTS: Array<readonly [color: string, name: string, weight: number]> = [
  ["#12161D", "black", 5],
  ["#1C2736", "midnight-blue", 2],
  ["#2A2C31", "graphite", 2],
  ["#E6E1D8", "pearl-white", 2],
]

export type VehicleClass = "speedboat" | "yacht" | "helicopter" | "sprinter" | "mpv" | "sedan"

export function vehicleClass(text: string): VehicleClass {
  if (has(text, "speedboat", "boat", "catamaran")) return "speedboat"
  if (has(text, "yacht")) return "yacht"
  if (has(text, "helicopter", "heli")) return "helicopter"
  if (has(text, "sprinter")) return "sprinter"
  if (has(text, "alphard", "majesty", "van", "mpv", "minivan", "vellfire", "hiace")) return "mpv"
  return "sedan"
}

/** Scenic backdrop down to `horizon`; returns a phrase for the alt text. */
export function backdrop(
  c: Canvas,
  rng: Rng,
  s: Sky,
  scenery: Scenery,
  { horizonF = 0.55, sunX = 0.7 }: { horizonF?: number; sunX?: number } = {},
) {
  const { H } = c
  if (scenery === "city") {
    const horizon = H * horizonF
    skyLayer(c, rng, s, { horizon, sunX, clouds: 2 })
    L.skyline(c, rng.fork("far"), {
      baseY: horizon,
      maxH: H * 0.26,
      minH: H * 0.06,
      color: depthColor(s, 0.72),
      crest: depthColor(s, 0.8),
      light: s.light,
      windows: 0.08,
    })
    L.mist(c, rng.fork("m"), { y: horizon - H * 0.04, h: H * 0.1, color: s.haze, opacity: 0.4 })
    L.skyline(c, rng.fork("mid"), {
      baseY: horizon + 2,
      maxH: H * 0.16,
      minH: H * 0.04,
      color: depthColor(s, 0.42),
      light: s.light,
      windows: 0.2,
    })
    L.canopyBand(c, rng.fork("trees"), {
      baseY: horizon + H * 0.06,
      h: H * 0.05,
      color: depthColor(s, 0.25),
      crest: depthColor(s, 0.35),
      scale: 0.7,
    })
    return { horizon, phrase: "past the city skyline" }
  }
  if (scenery === "mountains") {
    const horizon = H * (horizonF - 0.08)
    skyLayer(c, rng, s, { horizon, sunX, clouds: 2 })
    ridges(c, rng.fork("r"), s, {
      top: horizon,
      bottom: H * 0.72,
      count: 4,
      amp: 0.14,
      peaks: 0.35,
      land: mix(s.land, "#1E3B3A", 0.5),
      toDepth: 0.35,
    })
    return { horizon: H * 0.72, phrase: "through misty mountains" }
  }
  const islets = isletsOf(scenery)
  const info = bay(c, rng.fork("bay"), s, { horizon: horizonF, sunX, islets, nearIslet: false, clouds: 2 })
  return {
    horizon: info.horizon,
    phrase: islets === "karst" ? "along the coast, limestone islets across the bay" : "along the coast, green islands offshore",
  }
}

function roadScene(ctx: SceneContext, cls: VehicleClass): Picture {
  const { rng, W, H } = ctx
  const c = newCanvas(ctx)
  const scenery = sceneryOf(ctx.params)
  const s = pickSky(
    rng.fork("sky"),
    ctx.time ?? (scenery === "city" ? { dusk: 3, blue: 3, golden: 1 } : { golden: 3, sunset: 2, blue: 2, morning: 2, dusk: 1 }),
  )
  const bd = backdrop(c, rng.fork("bd"), s, scenery, { horizonF: rng.range(0.5, 0.56), sunX: rng.range(0.15, 0.4) })
  // roadside: low wall / verge, then asphalt with streaked lane markings
  const roadTop = H * 0.76
  const verge = darken(s.land, 0.1)
  L.canopyBand(c, rng.fork("verge"), { baseY: roadTop, h: H * 0.03, color: verge, crest: mix(verge, s.haze, 0.15), scale: 0.6 })
  c.rect(0, roadTop - H * 0.012, W, H * 0.014, { fill: mix(BRAND.sand, s.land, 0.55) })
  const asphalt = mix("#23262C", s.land, 0.4)
  L.shadedBand(c, roadTop, H - roadTop, mix(asphalt, s.haze, 0.2), darken(asphalt, 0.3))
  // sheen of the sky on the road
  L.glow(c, W * 0.3, roadTop + H * 0.05, W * 0.5, s.body.glow, 0.16, { sx: 1.4, sy: 0.12 })
  let dash = ""
  for (let x = -W * 0.1; x < W; x += W * 0.2)
    dash += `M${(x + rng.range(0, 20)).toFixed(1)} ${(H * 0.905).toFixed(1)}h${(W * 0.11).toFixed(1)}v${(H * 0.006).toFixed(1)}h${(-W * 0.11).toFixed(1)}Z`
  c.path(dash, { fill: c.linear(fade(BRAND.ivory, [0, 0.05], [0.5, 0.55], [1, 0.05]), ACROSS) })
  c.rect(0, roadTop + H * 0.02, W, H * 0.003, { fill: BRAND.ivory, opacity: 0.25 })
  // the vehicle
  const [paint, paintName] = rng.weighted(PAINTS.map((p) => [p, p[2]] as const))
  const len = W * (cls === "sedan" ? 0.58 : 0.54)
  const x = W * 0.36
  const y = H * 0.885
  const light = mix(s.light, "#FFFFFF", 0.4)
  c.ellipse(x + len / 2, y + H * 0.003, len * 0.52, H * 0.018, { fill: "#000000", opacity: 0.35 })
  // speed lines in one colour: one set drawn behind the car, one over its tail
  const streaks = (label: string, lines: Omit<Parameters<typeof L.speedLines>[2], "color">) =>
    L.speedLines(c, rng.fork(label), { ...lines, color: mix(s.glint, "#FFFFFF", 0.3) })
  streaks("speed", { x: x + len * 0.1, y0: y - len * 0.26, y1: y - len * 0.02, len: W * 0.35, count: 12, opacity: 0.4 })
  L.glow(c, x + len * 1.01, y - len * 0.06, len * 0.12, light, 0.45, { sx: 1.8, sy: 0.6 })
  const glass = mix(item(s.stops, 1)[1], "#0B1220", 0.45)
  const car = { x, y, len, paint, sky: item(s.stops, s.stops.length - 2)[1], light, glass }
  if (cls === "sedan") V.sedan(c, { ...car, stretch: /s-class/.test(keywords(ctx)) ? 1 : 0.9 })
  else V.van(c, { ...car, sprinter: cls === "sprinter" })
  streaks("speed2", { x: x - W * 0.02, y0: y - len * 0.2, y1: y - len * 0.05, len: W * 0.25, count: 5, opacity: 0.3 })
  const what = cls === "sedan" ? "luxury sedan" : cls === "sprinter" ? "executive passenger van" : "luxury minivan"
  // the paint's name stays hyphenated before the noun: "a pearl-white luxury sedan"
  return finishScene(c, ctx, `a ${paintName} ${what} in motion on an open road ${bd.phrase} ${s.phrase}`)
}

export function seaVehicleScene(ctx: SceneContext, cls: "speedboat" | "yacht"): Picture {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { golden: 3, sunset: 2, morning: 3, blue: 1 })
  const islets = isletsOf(sceneryOf(ctx.params))
  const sunX = rng.range(0.2, 0.4)
  bay(c, rng.fork("bay"), s, {
    horizon: rng.range(0.44, 0.52),
    sunX,
    islets,
    nearIslet: rng.chance(0.5),
    nearSide: "left",
    turquoise: s.name === "morning",
    clouds: 3,
  })
  const accent = pickAccent(rng.fork("accent"), ["lagoon", "coral", "saffron", "jade"]).color
  const dark = darken(s.land, 0.2)
  const y = H * 0.8
  const len = W * (cls === "yacht" ? 0.6 : 0.5)
  const x = W * 0.38
  // wake and spray behind the hull
  L.wake(c, rng.fork("wake"), { x: x + len * 0.1, y: y - len * 0.01, len: W * 0.55, dir: 1, color: "#FFFFFF", opacity: 0.6, spread: 0.04 })
  const spray = c.linear(alphaRamp("#FFFFFF", 0, 0.55), ACROSS)
  c.path(
    `M${x - W * 0.3} ${y + H * 0.01}Q${x - W * 0.1} ${y - H * 0.02} ${x + len * 0.1} ${y - H * 0.035}L${x + len * 0.85} ${y - H * 0.02}Q${x + len * 0.5} ${y + H * 0.02} ${x - W * 0.3} ${y + H * 0.03}Z`,
    { fill: spray },
  )
  const boat = (at: number) =>
    (cls === "yacht" ? V.yacht : V.speedboat)(c, {
      x,
      y: at,
      len,
      dark,
      accent,
      sky: s.sea[0],
      light: s.light,
      hull: mix(BRAND.ivory, s.haze, 0.15),
    })
  L.reflect(c, y, () => boat(y), { opacity: 0.25, fade: 0.3 })
  // the planing speedboat rides a little higher than its reflection line
  boat(cls === "yacht" ? y : y - H * 0.01)
  L.speedLines(c, rng.fork("speed"), { x: x + len * 0.1, y0: y - len * 0.2, y1: y - len * 0.02, len: W * 0.3, count: 8, opacity: 0.3 })
  const what = cls === "yacht" ? "a white motor yacht cruising" : "a private speedboat skimming"
  return finishScene(c, ctx, `${what} across the sea ${s.phrase}, past ${islets === "karst" ? "limestone islets" : "green islands"}`)
}

export function vehicleScene(ctx: SceneContext) {
  const cls = vehicleClass(keywords(ctx, ["type", "name", "slug"]))
  if (cls === "speedboat" || cls === "yacht") return seaVehicleScene(ctx, cls)
  if (cls === "helicopter") return seaVehicleScene(ctx, "yacht")
  return roadScene(ctx, cls)
}
