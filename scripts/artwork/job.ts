// What a picture is drawn from: a job (collect.ts) and, for its scene, the job with its canvas size and seeded
// randomness (scenes/index.ts).
import type { Scenery, Illustration } from "../../src/content/schemas/destination"
import type { Rng } from "./random"
import type { SkyName } from "./palette"

/** A value of a content record, as JSON.parse gives it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * A picture's params: the fields of the record that names it (collect.ts), and `scenery`, the landscape of the
 * destination that record names. Scenes that draw another's scene for their own pass params of their own.
 */
export interface Params {
  [field: string]: Json | undefined
  scenery?: Scenery
  illustration?: Illustration
}

export const KINDS = [
  "destination",
  "hotel",
  "vehicle",
  "experience",
  "service",
  "concierge",
  "article",
  "team",
  "gallery",
  "partner",
] as const
/** The kind of picture, from its id's prefix: "misc" for an unknown prefix, "brand" for the logo mark. */
export type Kind = (typeof KINDS)[number] | "misc" | "brand"

export interface Job {
  id: string
  kind: Kind
  /** The file name under images/artwork/<kind>/. */
  slug: string
  params: Params
  /** The data files naming it, relative to data/. */
  sources: string[]
}

/** A job as a scene draws it. */
export interface SceneContext extends Job {
  W: number
  H: number
  rng: Rng
  /** A destination's or article's wide hero (a darker text zone), not a card. */
  hero: boolean
  /** A time of day the caller chose (a gallery caption's), over the scene's own weights. */
  time?: SkyName
}

/** A drawn picture: the SVG document and its alt text. */
export interface Picture {
  svg: string
  alt: string
}

export type Scene = (ctx: SceneContext) => Picture

/** A text field of the params, or "" (a field may hold a number or list instead). */
export const textOf = (params: Params, field: string): string => {
  const value = params[field]
  return typeof value === "string" ? value : ""
}
