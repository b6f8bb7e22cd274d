// The landscape a picture is set in: its destination's `scenery` (data/destinations, one of SCENERIES in
// src/content/schemas/destination.ts), which collect.mjs gives every picture of a record naming that destination.

/** Where a picture names no scenery: the Andaman coast with limestone and rounded islets. */
export const DEFAULT_SCENERY = "mixed-islets"

/** A picture's scenery, or `fallback` where its record names no destination with one. */
export const sceneryOf = (params, fallback = DEFAULT_SCENERY) => (typeof params.scenery === "string" ? params.scenery : fallback)

/** Whether a scenery has a sea (a window, a terrace or a road looks out over it). */
export const isCoast = (scenery) => scenery === "limestone-islets" || scenery === "mixed-islets" || scenery === "green-islands"

/** The islets of its sea in experiences and behind vehicles: limestone (karst) or rounded green ones. */
export const isletsOf = (scenery) => (scenery === "limestone-islets" || scenery === "mixed-islets" ? "karst" : "round")
