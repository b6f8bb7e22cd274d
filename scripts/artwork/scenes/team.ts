// Team portraits (640×640): elegant monograms — initials on a brand-tint arch. Never faces.
import { BRAND, ACCENTS, mix, lighten, darken } from "../palette"
import { item, n, stopList, ramp } from "../svg"
import { textPath } from "../font"
import { newCanvas } from "./common"
import { glow } from "../layers"
import type { Params, SceneContext } from "../job"

const TINTS: Array<readonly [name: string, color: string]> = [
  ["gold", BRAND.gold],
  ["jade", ACCENTS.jade],
  ["terracotta", ACCENTS.terracotta],
  ["lagoon", ACCENTS.lagoon],
  ["orchid", ACCENTS.orchid],
]

export function initialsOf(params: Params, slug: string): string {
  const given = String(params.initials ?? "")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
  if (given) return given.slice(0, 3)
  const name = String(params.name ?? slug.replace(/-/g, " "))
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase())
      .slice(0, 3)
      .join("") || "L"
  )
}

export function teamScene(ctx: SceneContext) {
  const { rng, params, W, H } = ctx
  const c = newCanvas(ctx)
  const initials = initialsOf(params, ctx.slug)
  const [tintName, tint] = item(TINTS, Math.floor(rng.next() * TINTS.length))
  const dark = rng.chance(0.5)
  const bgTop = dark ? BRAND.inkSoft : BRAND.ivory
  const bgBot = dark ? BRAND.ink : mix(BRAND.sand, tint, 0.12)
  c.rect(0, 0, W, H, { fill: c.linear(ramp(bgTop, bgBot), { x1: 0, y1: 0, x2: 1, y2: 1 }) })
  glow(c, W * 0.5, H * 0.32, W * 0.6, dark ? tint : "#FFFFFF", dark ? 0.25 : 0.6)
  // the arch
  const aw = W * 0.5
  const ah = H * 0.66
  const ax = (W - aw) / 2
  const ay = H * 0.2
  const arch = `M${n(ax)} ${n(ay + ah)}V${n(ay + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw)} ${n(ay + aw / 2)}V${n(ay + ah)}Z`
  const fill = c.linear(stopList([0, lighten(tint, 0.18)], [0.6, tint], [1, darken(tint, 0.22)]))
  c.path(arch, { fill })
  // fine inner and outer arch lines in gold / ivory
  const inset = W * 0.022
  const inner = `M${n(ax + inset)} ${n(ay + ah - inset)}V${n(ay + aw / 2)}A${n(aw / 2 - inset)} ${n(aw / 2 - inset)} 0 0 1 ${n(ax + aw - inset)} ${n(ay + aw / 2)}V${n(ay + ah - inset)}Z`
  c.path(inner, { fill: "none", stroke: tintName === "gold" ? BRAND.ivory : BRAND.goldLight, "stroke-width": 1.6, opacity: 0.75 })
  const out = W * 0.035
  c.path(
    `M${n(ax - out)} ${n(ay + ah + out * 0.6)}V${n(ay + aw / 2)}A${n(aw / 2 + out)} ${n(aw / 2 + out)} 0 0 1 ${n(ax + aw + out)} ${n(ay + aw / 2)}V${n(ay + ah + out * 0.6)}`,
    { fill: "none", stroke: BRAND.gold, "stroke-width": 1.4, opacity: dark ? 0.8 : 0.6 },
  )
  c.rect(W * 0.2, ay + ah + out * 0.6, W * 0.6, 1.4, { fill: BRAND.gold, opacity: dark ? 0.8 : 0.6 })
  // initials, optically centred within the arch
  const size = initials.length > 2 ? W * 0.17 : W * 0.22
  const t = textPath(initials, { size, weight: 500, tracking: 0.04 })
  const tx = W / 2 - t.width / 2
  const ty = ay + ah * 0.58 + t.capHeight / 2
  c.path(t.d, { fill: tintName === "gold" ? BRAND.ink : BRAND.ivory, transform: `translate(${n(tx)} ${n(ty)})` })
  // small diamond ornament under the initials
  const oy = ty + size * 0.28
  c.path(`M${n(W / 2)} ${n(oy - 5)}L${n(W / 2 + 5)} ${n(oy)}L${n(W / 2)} ${n(oy + 5)}L${n(W / 2 - 5)} ${n(oy)}Z`, {
    fill: tintName === "gold" ? BRAND.ink : BRAND.goldLight,
    opacity: 0.8,
  })
  return {
    svg: c.toString(),
    alt: `Monogram portrait with the initials ${initials} on ${tintName === "orchid" ? "an orchid" : `a ${tintName}`} arch`,
  }
}
