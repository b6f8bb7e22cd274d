// The landscape a picture is set in: its destination's `scenery` (data/destinations, one of SCENERIES in
// src/content/schemas/destination.ts), which collect.ts gives every picture of a record naming that destination.
import type { Scenery } from "../../../src/content/schemas/destination"
import type { Params } from "../job"

/** Where a picture names no scenery: the Andaman coast with limestone and rounded islets. */
export const DEFAULT_SCENERY: Scenery = "mixed-islets"

/** A picture's scenery, or `fallback` where its record names no destination with one. */
export function sceneryOf(params: Params): Scenery
export function sceneryOf(params: Params, fallback: undefined): Scenery | undefined
export function sceneryOf(params: Params, fallback: Scenery | undefined = DEFAULT_SCENERY): Scenery | undefined {
  return params.scenery ?? fallback
}

/** The islets of a sea: limestone towers (karst) or rounded green islands. */
export type Islets = "karst" | "round"

/** Whether a scenery has a sea (a window, a terrace or a road looks out over it). */
export const isCoast = (scenery: Scenery | undefined): boolean =>
  scenery === "limestone-islets" || scenery === "mixed-islets" || scenery === "green-islands"

/** The islets of its sea in experiences and behind vehicles: limestone (karst) or rounded green ones. */
export const isletsOf = (scenery: Scenery): Islets => (scenery === "limestone-islets" || scenery === "mixed-islets" ? "karst" : "round")
