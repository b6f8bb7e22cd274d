// Dispatches a job to its scene and decides size, format and output path.
import { createRng } from "../random"
import { destinationScene } from "./destination"
import { scenicLandscape } from "./landscape"
import { hotelScene } from "./hotel"
import { vehicleScene } from "./vehicle"
import { experienceScene } from "./experience"
import { serviceScene } from "./service"
import { conciergeScene } from "./concierge"
import { articleScene } from "./article"
import { galleryScene } from "./gallery"
import { teamScene } from "./team"
import { partnerScene } from "./partner"
import { brandLogoScene } from "./brand"
import type { Job, Kind, Scene } from "../job"
import type { ImageFormat } from "../render"

/** A picture ready to render: where it goes, its size and format, its SVG and alt text. */
export interface Artwork {
  id: string
  kind: Kind
  src: string
  width: number
  height: number
  format: ImageFormat
  svg: string
  alt: string
  grain: boolean
}

export const SIZES: Record<Kind, readonly [width: number, height: number]> = {
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

const SCENES: Record<Kind, Scene> = {
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
export const BRAND_JOB: Readonly<Job> = Object.freeze({ id: "brand-logo-mark", kind: "brand", slug: "logo-mark", params: {}, sources: [] })

/** Build { id, kind, src, width, height, format, svg, alt, grain } for a collected job. */
export function buildArtwork(job: Job): Artwork {
  const [W, H] = SIZES[job.kind]
  const format: ImageFormat = job.kind === "partner" || job.kind === "brand" ? "png" : "jpeg"
  const ctx = { ...job, params: job.params, W, H, rng: createRng(job.id), hero: job.kind === "destination" || job.kind === "article" }
  const scene = SCENES[job.kind]
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
