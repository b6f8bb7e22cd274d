import * as React from "react"
import { GatsbyImage, getImageData, type IGatsbyImageData, type GatsbyImageProps } from "gatsby-plugin-image"
import { isUnsplashUrl, unsplashImageArgs } from "../../lib/unsplash"

/** The fields every picture query selects (see the *Picture fragments in src/components/ui/picture-fragments.ts). */
export interface PictureData {
  readonly src: string
  readonly alt: string
  /** Known for artwork and stock photos; an uploaded photo takes its size from its file. */
  readonly width: number | null
  readonly height: number | null
  readonly file: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

export interface PictureProps extends Omit<GatsbyImageProps, "image" | "alt"> {
  picture: PictureData
  /** Above-the-fold hero: load eagerly with high priority. */
  priority?: boolean
  layout?: "constrained" | "fullWidth"
}

/** Every picture on the site: a processed file from data/images, or a stock-photo CDN URL. */
export function Picture({ picture, priority = false, layout = "constrained", ...rest }: PictureProps) {
  const image =
    picture.file?.childImageSharp?.gatsbyImageData ??
    (isUnsplashUrl(picture.src) && picture.width && picture.height
      ? getImageData(unsplashImageArgs(picture.src, picture.width, picture.height, layout))
      : undefined)
  if (!image) throw new Error(`Picture "${picture.src}" has no image file`)
  return (
    <GatsbyImage
      image={image}
      alt={picture.alt}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? { fetchpriority: "high" } : {})}
      {...rest}
    />
  )
}
