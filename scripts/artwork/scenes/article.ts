// Article heroes (1600×900): scene picked from slug keywords; destination-like fallback.
import * as L from "../layers"
import { mix, darken } from "../palette"
import { n, fade, alphaRamp } from "../svg"
import { sceneCanvas, finishScene, keywords, has } from "./common"
import { bay } from "./landscape"
import { poolVilla } from "./hotel"
import { templeScene, mountainScene, cookingScene, islandsScene, elephantScene, spaScene, dinnerTableScene } from "./experience"
import { ILLUSTRATION_SCENES } from "./destination"
import type { SceneContext } from "../job"
import type { Illustration } from "../../../src/content/schemas/destination"

/** Seasons: a coastline where sun breaks through towering monsoon clouds, rain falling offshore. */
export function seasonsScene(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, "golden")
  const info = bay(c, rng.fork("bay"), s, { horizon: 0.62, sunX: 0.3, islets: "karst", nearIslet: false, clouds: 1 })
  // towering storm cloud on the right: soft lit puffs over a darker base, with rain curtains
  const cloud = mix("#5B6275", s.haze, 0.25)
  const lit = mix(s.body.glow, "#FFFFFF", 0.3)
  let rd = ""
  for (let i = 0; i < 70; i++) {
    const x = W * rng.range(0.6, 1.02)
    const y = H * rng.range(0.36, 0.42)
    rd += `M${n(x)} ${n(y)}l${n(-H * 0.05)} ${n(info.horizon - y)}h1.4l${n(H * 0.05)} ${n(-(info.horizon - y))}Z`
  }
  c.path(rd, { fill: c.linear(alphaRamp(cloud, 0.45, 0.05)) })
  // anvil-topped cumulonimbus: dense soft-edged puffs, darker below, lit on top
  const puff = (x: number, y: number, r: number, col: string, op: number, sx = 1.2, sy = 0.9) => {
    const f = c.radial(fade(col, [0, op], [0.62, op], [1, 0]), { cx: x, cy: y, r, sx, sy })
    c.ellipse(x, y, r * sx, r * sy, { fill: f })
  }
  const puffs = []
  for (let lv = 0; lv < 9; lv++) {
    const t = lv / 8
    const half = W * (t > 0.85 ? 0.17 : L.lerp(0.13, 0.07, t))
    const y = H * (0.42 - t * 0.32)
    const count: number = t > 0.85 ? 6 : 4
    for (let k = 0; k < count; k++) {
      const u = count === 1 ? 0.5 : k / (count - 1)
      puffs.push({
        t,
        x: W * 0.83 + (u * 2 - 1) * half + rng.range(-0.015, 0.015) * W,
        y: y + rng.range(-0.02, 0.02) * H,
        r: H * rng.range(0.075, 0.1),
      })
    }
  }
  for (const p of puffs) puff(p.x, p.y, p.r, mix(darken(cloud, 0.2), lit, p.t * 0.35), 0.95)
  for (const p of puffs) if (p.t > 0.5) puff(p.x - p.r * 0.2, p.y - p.r * 0.3, p.r * 0.6, lit, 0.35 * p.t)
  puff(W * 0.8, H * 0.42, W * 0.22, darken(cloud, 0.3), 0.9, 1, 0.12)
  L.palm(c, rng.fork("palm"), { x: W * 0.9, baseY: H * 1.02, h: H * 0.75, lean: -0.5, color: darken(s.land, 0.2), fronds: 10 })
  return finishScene(
    c,
    ctx,
    `a tropical coastline where the sun breaks through monsoon clouds ${s.phrase}, rain falling far offshore`,
    0.25,
    0.5,
  )
}

export function articleScene(ctx: SceneContext) {
  const text = keywords(ctx, ["slug", "title", "category"])
  const hero = { ...ctx, hero: true }
  if (has(text, "elephant")) return elephantScene(hero)
  if (has(text, "villa")) return poolVilla({ ...hero, params: { scenery: has(text, "samui") ? "green-islands" : "mixed-islets" } })
  if (has(text, "best time", "season", "weather", "monsoon")) return seasonsScene(hero)
  if (has(text, "group", "incentive", "wedding", "event"))
    return dinnerTableScene({ ...hero, params: { scenery: "mixed-islets" } }, { long: true })
  if (has(text, "wellness", "spa", "retreat")) return spaScene(hero)
  if (has(text, "gastronomy", "food", "culinary", "cooking")) return cookingScene(hero)
  if (has(text, "national park", "nature", "rainforest", "hiking", "trek")) return mountainScene(hero, { jungle: true })
  if (has(text, "island", "phang nga", "hopping", "beach"))
    return islandsScene(
      { ...hero, params: { scenery: has(text, "samui", "phangan", "gulf") ? "green-islands" : "mixed-islets" } },
      { boat: true },
    )
  if (has(text, "bangkok", "temple", "culture")) return templeScene(hero, { variant: "hall" })
  if (has(text, "national park", "nature", "mountain", "trek", "north", "northern", "chiang")) return mountainScene(hero, {})
  const names = Object.keys(ILLUSTRATION_SCENES) as Illustration[]
  return ILLUSTRATION_SCENES[ctx.rng.pick(names)](hero)
}
