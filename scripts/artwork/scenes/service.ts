// Service cards (1200×800), chosen by the service icon / slug.
import { item, ramp } from "../svg"
import * as L from "../layers"
import * as V from "../vehicles"
import { depthColor, mix, darken, BRAND } from "../palette"
import { sceneCanvas, finishScene, keywords, has } from "./common"
import { bay, skyLayer } from "./landscape"
import { poolVilla } from "./hotel"
import { vehicleScene } from "./vehicle"
import { templeScene } from "./experience"
import { nightPavilion } from "./concierge"
import type { SceneContext } from "../job"

export function airportScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "dusk")
  const horizon = H * 0.6
  skyLayer(c, rng, s, { horizon, sunX: 0.25, clouds: 4 })
  L.ridge(c, rng.fork("hills"), { baseY: horizon, amp: H * 0.08, freq: 2, color: depthColor(s, 0.75), crest: depthColor(s, 0.85) })
  L.mist(c, rng.fork("m"), { y: horizon, h: H * 0.06, color: s.haze, opacity: 0.4 })
  // airfield and runway in perspective
  L.shadedBand(c, horizon, H - horizon, mix(s.land, s.haze, 0.35), darken(s.land, 0.2))
  const vx = W * 0.62
  const rw = c.linear(ramp(mix("#3A3F48", s.haze, 0.3), "#1A1D23"))
  c.path(`M${vx - W * 0.02} ${horizon + 2}L${vx + W * 0.02} ${horizon + 2}L${W * 1.25} ${H}L${-W * 0.1} ${H}Z`, { fill: rw })
  // centre line and edge lights converging on the horizon
  let cl = ""
  for (let i = 0; i < 12; i++) {
    const t0 = Math.pow(i / 12, 1.7)
    const t1 = Math.pow((i + 0.45) / 12, 1.7)
    const y0 = horizon + (H - horizon) * t0
    const y1 = horizon + (H - horizon) * t1
    const x0 = vx + (W * 0.575 - vx) * t0
    const x1 = vx + (W * 0.575 - vx) * t1
    const w0 = 1 + t0 * 8
    const w1 = 1 + t1 * 8
    cl += `M${x0 - w0} ${y0}L${x0 + w0} ${y0}L${x1 + w1} ${y1}L${x1 - w1} ${y1}Z`
  }
  c.path(cl, { fill: BRAND.ivory, opacity: 0.7 })
  for (let i = 0; i < 22; i++) {
    const t = Math.pow(i / 22, 1.6)
    const y = horizon + 3 + (H - horizon) * t
    for (const [ex, col] of [
      [-W * 0.1, "#F6D58A"],
      [W * 1.25, "#F6D58A"],
    ] as const) {
      const x = vx + (ex - vx) * t
      L.glow(c, x, y, 3 + t * 18, col, 0.8)
    }
  }
  // the aircraft rolling on the runway
  const len = W * 0.62
  const ax = W * 0.08
  const ay = H * 0.78
  c.ellipse(ax + len * 0.55, ay + 4, len * 0.4, H * 0.015, { fill: "#000", opacity: 0.35 })
  V.aircraft(c, {
    x: ax,
    y: ay,
    len,
    paint: mix(BRAND.ivory, s.haze, 0.2),
    dark: darken(s.land, 0.2),
    sky: item(s.stops, 2)[1],
    light: s.light,
  })
  L.glow(c, ax + len, ay - len * 0.1, len * 0.08, "#FFFFFF", 0.6)
  return finishScene(c, ctx, `a private jet on a runway lined with lights ${s.phrase}`, 0.28)
}

export function yachtHeliScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "golden")
  const info = bay(c, rng.fork("bay"), s, { horizon: 0.55, sunX: 0.3, islets: "karst", nearIslet: true, nearSide: "left", clouds: 3 })
  const y = info.horizon + (H - info.horizon) * 0.55
  const len = W * 0.5
  const x = W * 0.4
  const dark = darken(s.land, 0.2)
  L.wake(c, rng.fork("w"), { x: x + len * 0.05, y: y + 2, len: W * 0.45, dir: 1, color: "#FFFFFF", opacity: 0.5 })
  const drawY = () => V.yacht(c, { x, y, len, dark, sky: s.sea[0], light: s.light, hull: mix(BRAND.ivory, s.haze, 0.15) })
  L.reflect(c, y, drawY, { opacity: 0.3, fade: 0.3 })
  drawY()
  // helicopter flying above, banking slightly
  const hl = W * 0.24
  c.group({ transform: `rotate(-6 ${W * 0.66} ${H * 0.2})` }, () =>
    V.helicopter(c, {
      x: W * 0.56,
      y: H * 0.28,
      len: hl,
      paint: mix(BRAND.ink, s.land, 0.3),
      dark: darken(s.land, 0.3),
      sky: item(s.stops, 2)[1],
    }),
  )
  L.speedLines(c, rng.fork("sl"), { x: W * 0.56, y0: H * 0.2, y1: H * 0.26, len: W * 0.15, count: 5, color: "#FFFFFF", opacity: 0.35 })
  return finishScene(c, ctx, `a white motor yacht under way with a helicopter flying overhead ${s.phrase}, among limestone islets`)
}

export function serviceScene(ctx: SceneContext) {
  const icon = String(ctx.params.icon ?? "")
  const text = `${keywords(ctx, ["slug", "titleKey"])} ${icon}`
  if (icon === "hotel" || has(text, "accommodation", "villa", "hotel")) return poolVilla({ ...ctx, params: { scenery: "mixed-islets" } })
  if (icon === "car" || has(text, "transportation", "transfer", "car"))
    return vehicleScene({ ...ctx, params: { type: "Mercedes S-Class", scenery: "mixed-islets" } })
  if (icon === "plane" || has(text, "airport", "vip", "flight")) return airportScene(ctx)
  if (icon === "yacht" || has(text, "yacht", "yachts", "helicopter", "helicopters")) return yachtHeliScene(ctx)
  if (icon === "compass" || has(text, "experience", "tailor", "tailor made"))
    return templeScene({ ...ctx, time: ctx.time ?? "golden" }, { variant: "hall" })
  return nightPavilion(ctx)
}
