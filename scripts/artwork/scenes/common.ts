// Shared helpers for scene modules: canvas creation, time-of-day choice, alt-text grammar.
import { createCanvas, type Canvas } from "../svg"
import { vignette, heroShade } from "../layers"
import { skyFor, ACCENTS, ACCENT_NAMES, type AccentName, type Sky, type SkyName } from "../palette"
import type { Rng } from "../random"
import type { Picture, SceneContext } from "../job"

/** A time of day by name, or weights to pick one by ({ golden: 3, blue: 2 }). */
export type SkyChoice = SkyName | Partial<Record<SkyName, number>>

export function newCanvas(ctx: { W: number; H: number }): Canvas {
  return createCanvas(ctx.W, ctx.H)
}

/** Seeded time of day from weights ({ golden: 3, … }) or one name; returns the (slightly tinted) sky recipe. */
export function pickSky(rng: Rng, weights: SkyChoice = { golden: 3, blue: 2, dusk: 2, morning: 2 }): Sky {
  const name = typeof weights === "string" ? weights : rng.weighted(Object.entries(weights) as Array<[SkyName, number]>)
  return skyFor(name, rng.fork("tint"))
}

/** A scene's canvas and sky: the time of day its caller asked for (gallery captions), else seeded from `weights`. */
export const sceneCanvas = (ctx: SceneContext, weights?: SkyChoice): { c: Canvas; s: Sky } => ({
  c: newCanvas(ctx),
  s: pickSky(ctx.rng.fork("sky"), ctx.time ?? weights),
})

export function pickAccent(rng: Rng, allowed: readonly AccentName[] = ACCENT_NAMES): { name: AccentName; color: string } {
  const name = rng.pick(allowed)
  return { name, color: ACCENTS[name] }
}

/** Lower-case text used for keyword matching (slug + name + category + …). */
export function keywords(ctx: SceneContext, fields = ["slug", "name", "title", "category", "caption", "type", "location"]): string {
  const parts = [ctx.slug]
  for (const f of fields) {
    const value = ctx.params[f]
    if (typeof value === "string") parts.push(value)
  }
  return parts
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
}

/** True when any of the words (or phrases) occurs as a whole word, plural allowed. */
export const has = (text: string, ...words: string[]): boolean =>
  words.some((w) => new RegExp(`(^|\\s)${w}(s|es)?(\\s|$)`).test(` ${text} `))

/** Join phrases: "a, b and c". */
export function listJoin(items: ReadonlyArray<string | false | null | undefined>): string {
  const list = items.filter((entry): entry is string => Boolean(entry))
  if (list.length <= 1) return list.join("")
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`
}

/**
 * Final overlay, then the picture: heroes (destination / article) get the darker
 * lower-left text zone, cards a gentle vignette; `alt` becomes "Illustration of …".
 */
export function finishScene(c: Canvas, ctx: SceneContext, alt: string, vig = 0.25, heroStrength = 0.5): Picture {
  if (ctx.hero) heroShade(c, heroStrength, vig)
  else vignette(c, vig)
  return { svg: c.toString(), alt: `Illustration of ${alt.replace(/\s+/g, " ").trim()}` }
}
