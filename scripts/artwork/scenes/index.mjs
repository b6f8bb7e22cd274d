// Dispatches a job to its scene and decides size, format and output path.
import { createRng } from "../random.mjs"
import { destinationScene } from "./destination.mjs"
import { scenicLandscape } from "./landscape.mjs"
import { hotelScene } from "./hotel.mjs"
import { vehicleScene } from "./vehicle.mjs"
import { experienceScene } from "./experience.mjs"
import { serviceScene } from "./service.mjs"
import { conciergeScene } from "./concierge.mjs"
import { articleScene } from "./article.mjs"
import { galleryScene } from "./gallery.mjs"
import { teamScene } from "./team.mjs"
import { partnerScene } from "./partner.mjs"
import { brandLogoScene } from "./brand.mjs"

export const SIZES = {
  destination: [1920, 1080],
  article: [1600, 900],
  hotel: [1200, 800],
  experience: [1200, 800],
  vehicle: [1200, 800],
  service: [1200, 800],
  concierge: [1200, 800],
  gallery: [1200, 800],
  team: [640, 640],
  partner: [600, 200],
  misc: [1200, 800],
  brand: [512, 512],
}

const SCENES = {
  destination: destinationScene,
  hotel: hotelScene,
  vehicle: vehicleScene,
  experience: experienceScene,
  service: serviceScene,
  concierge: conciergeScene,
  article: articleScene,
  gallery: galleryScene,
  team: teamScene,
  partner: partnerScene,
  brand: brandLogoScene,
  misc: scenicLandscape,
}

/** The brand mark is not referenced by content but is always generated. */
export const BRAND_JOB = Object.freeze({ id: "brand-logo-mark", kind: "brand", slug: "logo-mark", params: {}, sources: [] })

/** Build { id, kind, src, width, height, format, svg, alt, grain } for a collected job. */
export function buildArtwork(job) {
  const [W, H] = SIZES[job.kind] ?? SIZES.misc
  const format = job.kind === "partner" || job.kind === "brand" ? "png" : "jpeg"
  const ctx = { ...job, params: job.params ?? {}, W, H, rng: createRng(job.id), hero: job.kind === "destination" || job.kind === "article" }
  const scene = SCENES[job.kind] ?? scenicLandscape
  const { svg, alt } = scene(ctx)
  const ext = format === "png" ? "png" : "jpg"
  return {
    id: job.id,
    kind: job.kind,
    src: `images/artwork/${job.kind}/${job.slug}.${ext}`,
    width: W,
    height: H,
    format,
    svg,
    alt,
    grain: job.kind !== "team",
  }
}
