// Concierge (Phuket) cards and the lit night pavilion shared with services.
import * as L from "../layers"
import { depthColor, mix, darken, BRAND } from "../palette"
import { sceneCanvas, finishScene, keywords, has } from "./common"
import { skyLayer } from "./landscape"
import { dinnerTableScene, spaScene } from "./experience"
import type { SceneContext } from "../job"

/** A lantern-lit pavilion at night beside a reflecting pool, palms and moon. */
export function nightPavilion(ctx: SceneContext) {
  const { rng, W, H } = ctx
  const { c, s } = sceneCanvas(ctx, { night: 2, blue: 1 })
  const horizon = H * 0.58
  skyLayer(c, rng, s, { horizon, sunX: rng.range(0.7, 0.85), clouds: 2 })
  L.ridge(c, rng.fork("hills"), { baseY: horizon, amp: H * 0.12, freq: 2, color: depthColor(s, 0.6), crest: depthColor(s, 0.7) })
  L.canopyBand(c, rng.fork("trees"), {
    baseY: horizon + H * 0.02,
    h: H * 0.1,
    color: depthColor(s, 0.3),
    crest: depthColor(s, 0.4),
    scale: 0.8,
  })
  const poolTop = H * 0.7
  const px = W * rng.range(0.48, 0.58)
  const draw = () =>
    L.sala(c, { x: px, baseY: poolTop, w: W * 0.3, h: H * 0.4, color: darken(s.land, 0.1), lit: true, light: s.light, glowOpacity: 0.55 })
  draw()
  for (const side of [-1, 1])
    L.palm(c, rng.fork(`p${side}`), {
      x: px + side * W * rng.range(0.28, 0.36),
      baseY: poolTop,
      h: H * rng.range(0.5, 0.62),
      lean: side * rng.range(0.2, 0.45),
      color: darken(s.land, 0.2),
      fronds: 10,
    })
  // reflecting pool
  L.shadedBand(c, poolTop, H - poolTop, mix(s.sea[0], s.light, 0.08), s.sea[1])
  L.reflect(c, poolTop, draw, { opacity: 0.55, fade: 0.8 })
  L.shimmer(c, rng.fork("sh"), s, { top: poolTop, count: 50, opacity: 0.2, light: s.light })
  for (let i = 0; i < 7; i++) {
    const lx = W * (0.06 + i * 0.145)
    L.lantern(c, { x: lx, y: poolTop - H * 0.012, r: H * 0.008, light: s.light })
  }
  c.rect(0, poolTop - 2, W, 3, { fill: mix(BRAND.sand, s.land, 0.5) })
  return finishScene(c, ctx, `a softly lit pavilion beside a reflecting pool ${s.phrase}, framed by palms and lanterns`, 0.3)
}

export function conciergeScene(ctx: SceneContext) {
  const text = keywords(ctx, ["slug", "name"])
  if (has(text, "chef", "dining", "dinner", "culinary")) return dinnerTableScene(ctx, { long: false })
  if (has(text, "spa", "wellness", "massage")) return spaScene(ctx)
  return nightPavilion(ctx)
}
