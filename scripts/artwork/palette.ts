// Brand palette, per-scene accents and time-of-day sky recipes.
import { item, stops, type Stop } from "./svg"
import type { Rng } from "./random"

export const BRAND = Object.freeze({
  ink: "#0F1B2D",
  inkSoft: "#1B2A40",
  ivory: "#F7F2E8",
  sand: "#E9DFCC",
  gold: "#C9A45C",
  goldLight: "#E6CD96",
  goldDeep: "#97773A",
})

/** Restrained accents; one is picked per scene for small touches. */
export const ACCENTS = Object.freeze({
  jade: "#3F7F6B",
  lagoon: "#3E9A9C",
  coral: "#D9826B",
  saffron: "#E2A544",
  orchid: "#9A6F9E",
  terracotta: "#B8654A",
  celadon: "#8DB5A0",
  lotus: "#D996A0",
})
export type AccentName = keyof typeof ACCENTS
export const ACCENT_NAMES = Object.keys(ACCENTS) as AccentName[]

// ---------------------------------------------------------------- colour maths
export function hexToRgb(hex: string): number[] {
  const h = hex.replace("#", "")
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}
export function rgbToHex([r = 0, g = 0, b = 0]: readonly number[]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0")
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase()
}
/** Linear mix of two hex colours, t=0 → a, t=1 → b. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex(ca.map((v, i) => v + (item(cb, i) - v) * t))
}
export const lighten = (c: string, t: number) => mix(c, "#FFFFFF", t)
export const darken = (c: string, t: number) => mix(c, "#000000", t)

// ---------------------------------------------------------------- skies
/**
 * Each sky: gradient stops top→horizon, haze (horizon atmosphere used for
 * aerial perspective and mist), the celestial body, sea colours (near horizon,
 * foreground), the nearest land silhouette, warm lamp light and glint colour;
 * `stars` for the dark ones. `name` is the key.
 */
export interface CelestialBody {
  kind: "sun" | "afterglow" | "moon"
  color: string
  glow: string
  /** Height above the horizon, as a share of the sky. */
  alt: number
  size: number
}
interface SkyRecipe {
  phrase: string
  stops: Stop[]
  haze: string
  body: CelestialBody
  /** Near the horizon, then the foreground. */
  sea: readonly [string, string]
  land: string
  light: string
  glint: string
  stars?: boolean
}
export type SkyName = "morning" | "golden" | "sunset" | "dusk" | "blue" | "night"
/** A time of day's colours (see SKY_RECIPES), named. */
export interface Sky extends SkyRecipe {
  name: SkyName
}

const SKY_RECIPES: Record<SkyName, SkyRecipe> = {
  morning: {
    phrase: "in soft morning light",
    stops: stops("#6A97B6 0, #A7C4D1 0.42, #E4E2D6 0.76, #F6E5C6 1"),
    haze: "#E2E3DA",
    body: { kind: "sun", color: "#FFF9EA", glow: "#FBE6B8", alt: 0.55, size: 0.9 },
    sea: ["#A6D3CE", "#2B6F7C"],
    land: "#223F3E",
    light: "#FFE3A8",
    glint: "#FFFFFF",
  },
  golden: {
    phrase: "at golden hour",
    stops: stops("#24395A 0, #5E6E8A 0.34, #C59A80 0.62, #EEC48F 0.84, #F7DFB2 1"),
    haze: "#EFD0A2",
    body: { kind: "sun", color: "#FFF2D2", glow: "#F5C47C", alt: 0.3, size: 1 },
    sea: ["#E4BE8E", "#34465F"],
    land: "#1C2537",
    light: "#FFD58A",
    glint: "#FFEBC0",
  },
  sunset: {
    phrase: "at sunset",
    stops: stops("#1E2948 0, #5E5475 0.36, #D28770 0.64, #F1AE6D 0.86, #F8D39B 1"),
    haze: "#EDB489",
    body: { kind: "sun", color: "#FFE3AE", glow: "#F29A5C", alt: 0.07, size: 1.25 },
    sea: ["#E2A074", "#272C48"],
    land: "#1A192B",
    light: "#FFCF82",
    glint: "#FFD9A0",
  },
  dusk: {
    phrase: "at dusk",
    stops: stops("#111932 0, #33355A 0.38, #86597A 0.66, #D58672 0.86, #EBB08C 1"),
    haze: "#C68C8C",
    body: { kind: "afterglow", color: "#F4B08A", glow: "#E5906E", alt: -0.02, size: 1.4 },
    sea: ["#A97A84", "#131A31"],
    land: "#131426",
    light: "#FFC978",
    glint: "#F6C3A0",
    stars: true,
  },
  blue: {
    phrase: "at blue hour",
    stops: stops("#0B1528 0, #1F385C 0.4, #4D6B94 0.7, #95A6C2 0.9, #D6C2C0 1"),
    haze: "#8C9BB6",
    body: { kind: "moon", color: "#F3EEDF", glow: "#B9C6DC", alt: 0.62, size: 0.5 },
    sea: ["#697D9F", "#0D172A"],
    land: "#0A1221",
    light: "#F7C97A",
    glint: "#DCE4F0",
    stars: true,
  },
  night: {
    phrase: "at night",
    stops: stops("#050B17 0, #0C182D 0.5, #1B2B47 0.85, #2F3F5B 1"),
    haze: "#2A3A55",
    body: { kind: "moon", color: "#F5EFDD", glow: "#8EA2C4", alt: 0.7, size: 0.55 },
    sea: ["#2A3B58", "#060D19"],
    land: "#050A14",
    light: "#FFC56E",
    glint: "#C9D6EA",
    stars: true,
  },
}
export const SKIES = Object.freeze(
  Object.fromEntries(Object.entries(SKY_RECIPES).map(([name, sky]) => [name, { name, ...sky }])) as Record<SkyName, Sky>,
)

/** Sky by name with a seeded hue nudge so repeated scenes differ subtly. */
export function skyFor(name: SkyName, rng: Rng): Sky {
  const base = SKIES[name]
  // Nudge every colour a touch towards a seeded tint (warm or cool), deterministic.
  const tint = rng.pick(["#F2B880", "#9FB4D8", "#E7A7A0", "#C9D8C0", "#F4D9A0"])
  const k = rng.range(0.03, 0.09)
  const t = (c: string) => mix(c, tint, k)
  return {
    ...base,
    stops: base.stops.map(([o, c]) => [o, t(c)] as const),
    haze: t(base.haze),
    sea: [t(base.sea[0]), t(base.sea[1])],
    body: { ...base.body, glow: t(base.body.glow) },
  }
}

/** Colour of a silhouette layer at depth 0 (nearest) … 1 (farthest): aerial perspective. */
export function depthColor(sky: Sky, depth: number, land = sky.land): string {
  const k = Math.pow(Math.max(0, Math.min(1, depth)), 0.9) * 0.82
  return mix(land, sky.haze, k)
}
