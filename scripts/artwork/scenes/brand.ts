// Brand logo mark (512×512 PNG): a stylised gold prang inside a fine gold ring on deep ink.
import { stopList, ramp, vertical } from "../svg"
import { BRAND, mix, lighten } from "../palette"
import { prangShape, glow } from "../layers"
import { newCanvas } from "./common"
import type { SceneContext } from "../job"

export function brandLogoScene(ctx: SceneContext) {
  const c = newCanvas(ctx)
  const { W, H } = c
  c.rect(0, 0, W, H, { fill: c.radial(ramp(BRAND.inkSoft, BRAND.ink), { cx: W / 2, cy: H * 0.42, r: W * 0.75 }) })
  glow(c, W / 2, H * 0.5, W * 0.42, BRAND.gold, 0.16)
  const gold = c.linear(stopList([0, lighten(BRAND.goldLight, 0.2)], [0.55, BRAND.gold], [1, BRAND.goldDeep]), vertical(H * 0.16, H * 0.8))
  c.circle(W / 2, H / 2, W * 0.4, { fill: "none", stroke: gold, "stroke-width": W * 0.014 })
  c.circle(W / 2, H / 2, W * 0.365, { fill: "none", stroke: BRAND.gold, "stroke-width": W * 0.004, opacity: 0.6 })
  // prang on a short horizon line
  const base = H * 0.72
  c.path(prangShape(W / 2, base, H * 0.52), { fill: gold })
  c.rect(W * 0.24, base, W * 0.52, W * 0.012, { fill: gold })
  c.rect(W * 0.31, base + W * 0.03, W * 0.38, W * 0.006, { fill: mix(BRAND.gold, BRAND.ink, 0.3) })
  return { svg: c.toString(), alt: "Brand logo mark: a gold temple prang in a gold ring on deep ink" }
}
