// SVG → sharp → JPEG/PNG, with a cheap seeded film-grain tile.
import sharp from "sharp"
import { createRng } from "./random"

// librsvg/libvips work on the libuv pool; keep per-image threading modest so a
// pool of two renders maps nicely onto two cores.
sharp.concurrency(1)
sharp.cache(false)

export const JPEG_OPTIONS: Readonly<sharp.JpegOptions> = Object.freeze({
  quality: 80,
  mozjpeg: true,
  progressive: true,
  chromaSubsampling: "4:2:0",
})
export const PNG_OPTIONS: Readonly<sharp.PngOptions> = Object.freeze({ compressionLevel: 9, adaptiveFiltering: true, effort: 10 })

const GRAIN_SIZE = 192
let grainTile: Buffer | null = null
/** Mid-grey noise tile; composited with soft-light it only adds fine texture. */
function getGrainTile() {
  if (!grainTile) {
    const rng = createRng("artwork-grain")
    const buf = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 3)
    for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i++) {
      // triangular distribution, small amplitude
      const v = Math.round(128 + (rng.next() + rng.next() - 1) * 26)
      buf[i * 3] = v
      buf[i * 3 + 1] = v
      buf[i * 3 + 2] = v
    }
    grainTile = buf
  }
  return grainTile
}

export type ImageFormat = "jpeg" | "png"

/** Render an SVG string to an encoded image buffer. */
export async function renderSvg({ svg, format, grain = true }: { svg: string; format: ImageFormat; grain?: boolean }): Promise<Buffer> {
  let img = sharp(Buffer.from(svg), { density: 72 })
  if (format === "png") {
    return img.png(PNG_OPTIONS).toBuffer()
  }
  if (grain) {
    const flat = await img.flatten({ background: "#0F1B2D" }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    img = sharp(flat.data, { raw: flat.info }).composite([
      { input: getGrainTile(), raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 3 }, tile: true, blend: "soft-light" },
    ])
  } else {
    img = img.flatten({ background: "#0F1B2D" })
  }
  return img.jpeg(JPEG_OPTIONS).toBuffer()
}
