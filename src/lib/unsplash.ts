import type { IGetImageDataArgs, IUrlBuilderArgs } from "gatsby-plugin-image"

/** Pictures may point at the stock-photo CDN instead of a file in data/images. */
export const UNSPLASH_PREFIX = "https://images.unsplash.com/"

export const isUnsplashUrl = (src: string): boolean => src.startsWith(UNSPLASH_PREFIX)

/** Builds a sized, auto-format CDN URL (the CDN picks AVIF/WebP from the Accept header). */
export function unsplashUrl({ baseUrl, width, height, format }: IUrlBuilderArgs<unknown>): string {
  const url = new URL(baseUrl)
  url.searchParams.set("w", String(width))
  url.searchParams.set("h", String(height))
  url.searchParams.set("fit", "crop")
  url.searchParams.set("q", "70")
  if (format === "auto" || format === "") url.searchParams.set("auto", "format")
  else url.searchParams.set("fm", format)
  return url.toString()
}

/** Image data for gatsby-plugin-image's getImageData: nothing is fetched at build time. */
export function unsplashImageArgs(
  src: string,
  width: number,
  height: number,
  layout: "constrained" | "fullWidth",
): IGetImageDataArgs<unknown> {
  return {
    baseUrl: src,
    sourceWidth: width,
    sourceHeight: height,
    width: layout === "fullWidth" ? undefined : Math.min(width, 800),
    layout,
    urlBuilder: unsplashUrl,
    formats: ["auto"],
    // A full-width stock photo comes in the widths of a full-width hero from data/images (HeroPicture)
    breakpoints: layout === "fullWidth" ? [640, 750, 1080, 1300, 1600, 1920] : [400, 800],
  }
}
