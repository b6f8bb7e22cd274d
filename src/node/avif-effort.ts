// https://sharp.pixelplumbing.com/api-output#avif
import sharp from "sharp"

/**
 * gatsby-plugin-sharp encodes AVIF with sharp's default effort (4), which takes about 3.4 s for a
 * 1920 px hero here; effort 1 takes 0.18 s and, for this flat-colour artwork, gives a smaller file
 * (56 KB against 80 KB). The plugin has no option for it, so the encoder's default is set once
 * in the build process, where image jobs run.
 */
export const AVIF_EFFORT = 1

type AvifOptions = Parameters<sharp.Sharp["avif"]>[0]

export function setAvifEffort(effort: number = AVIF_EFFORT): void {
  const proto = sharp.prototype as sharp.Sharp & { __avifEffort?: number }
  if (proto.__avifEffort !== undefined) return
  const avif = proto.avif
  proto.avif = function (this: sharp.Sharp, options?: AvifOptions) {
    return avif.call(this, { effort, ...options })
  }
  proto.__avifEffort = effort
}

export const onPreInit = (): void => setAvifEffort()
