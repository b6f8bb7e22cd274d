// Partner logos (600×200, transparent PNG): typographic wordmark in Cormorant Garamond.
import { BRAND } from "../palette"
import { item, n } from "../svg"
import { textPath } from "../font"
import { newCanvas } from "./common"
import type { SceneContext } from "../job"

/** Split words into at most two balanced lines. */
function balance(words: readonly string[]): string[] {
  if (words.length < 2) return [words.join(" ")]
  let best: { score: number; lines: string[] } | null = null
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ")
    const b = words.slice(i).join(" ")
    const score = Math.max(a.length, b.length)
    if (!best || score < best.score) best = { score, lines: [a, b] }
  }
  return best?.lines ?? [words.join(" ")]
}

export function partnerScene(ctx: SceneContext) {
  const c = newCanvas(ctx)
  const { W, H } = c
  const name = String(ctx.params.name ?? ctx.slug.replace(/-/g, " ").replace(/\b\w/g, (m) => m.toUpperCase())).trim()
  const upper = name.toUpperCase()
  const words = upper.split(/\s+/)
  const lines = upper.length > 16 ? balance(words) : [upper]
  const tracking = lines.length > 1 ? 0.12 : upper.length <= 6 ? 0.3 : 0.16
  const maxW = W * 0.86
  let size = lines.length > 1 ? 50 : 72
  let laid = lines.map((l) => textPath(l, { size, weight: 600, tracking }))
  const widest = Math.max(...laid.map((t) => t.width))
  if (widest > maxW) {
    size *= maxW / widest
    laid = lines.map((l) => textPath(l, { size, weight: 600, tracking }))
  }
  const cap = item(laid, 0).capHeight
  const gap = cap * 0.75
  const block = cap * laid.length + gap * (laid.length - 1)
  let y = (H - block) / 2 + cap - H * 0.04
  for (const t of laid) {
    c.path(t.d, { fill: BRAND.ink, transform: `translate(${n((W - t.width) / 2 + (tracking * size) / 2)} ${n(y)})` })
    y += cap + gap
  }
  // fine gold rule with a centre diamond
  const ry = y - gap + cap * 0.55
  const rw = Math.min(W * 0.5, Math.max(...laid.map((t) => t.width)) * 0.6)
  c.rect(W / 2 - rw / 2, ry, rw / 2 - 9, 1.6, { fill: BRAND.gold })
  c.rect(W / 2 + 9, ry, rw / 2 - 9, 1.6, { fill: BRAND.gold })
  c.path(`M${n(W / 2)} ${n(ry - 4)}L${n(W / 2 + 4.5)} ${n(ry + 0.8)}L${n(W / 2)} ${n(ry + 5.6)}L${n(W / 2 - 4.5)} ${n(ry + 0.8)}Z`, {
    fill: BRAND.gold,
  })
  return { svg: c.toString(), alt: `${name} wordmark` }
}
