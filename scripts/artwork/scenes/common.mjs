// Shared helpers for scene modules: canvas creation, time-of-day choice, alt-text grammar.
import { createCanvas } from "../svg.mjs"
import { vignette, heroShade } from "../layers.mjs"
import { skyFor, ACCENTS, ACCENT_NAMES } from "../palette.mjs"

export function newCanvas(ctx) {
  return createCanvas(ctx.W, ctx.H)
}

/** Seeded time of day from weights ({ golden: 3, … }) or one name; returns the (slightly tinted) sky recipe. */
export function pickSky(rng, weights = { golden: 3, blue: 2, dusk: 2, morning: 2 }) {
  const name = typeof weights === "string" ? weights : rng.weighted(Object.entries(weights))
  return skyFor(name, rng.fork("tint"))
}

/** A scene's canvas and sky: the time of day its caller asked for (gallery captions), else seeded from `weights`. */
export const sceneCanvas = (ctx, weights) => ({ c: newCanvas(ctx), s: pickSky(ctx.rng.fork("sky"), ctx.time ?? weights) })

export function pickAccent(rng, allowed = ACCENT_NAMES) {
  const name = rng.pick(allowed)
  return { name, color: ACCENTS[name] }
}

/** Lower-case text used for keyword matching (slug + name + category + …). */
export function keywords(ctx, fields = ["slug", "name", "title", "category", "caption", "type", "location"]) {
  const parts = [ctx.slug]
  for (const f of fields) if (typeof ctx.params?.[f] === "string") parts.push(ctx.params[f])
  return parts
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
}

/** True when any of the words (or phrases) occurs as a whole word, plural allowed. */
export const has = (text, ...words) => words.some((w) => new RegExp(`(^|\\s)${w}(s|es)?(\\s|$)`).test(` ${text} `))

/** Join phrases: "a, b and c". */
export function listJoin(items) {
  const list = items.filter(Boolean)
  if (list.length <= 1) return list.join("")
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`
}

/**
 * Final overlay, then the picture: heroes (destination / article) get the darker
 * lower-left text zone, cards a gentle vignette; `alt` becomes "Illustration of …".
 */
export function finishScene(c, ctx, alt, vig = 0.25, heroStrength = 0.5) {
  if (ctx.hero) heroShade(c, heroStrength, vig)
  else vignette(c, vig)
  return { svg: c.toString(), alt: `Illustration of ${alt.replace(/\s+/g, " ").trim()}` }
}
