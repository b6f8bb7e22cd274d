import { graphql } from "gatsby"

/**
 * Picture sizes used across the site; each query picks the one that fits its slot. The full-width hero comes in the
 * common phones' screen widths in device pixels (750: 360-412 px screens at 2 or 1.75; 1300: 390-430 px at 3), so a
 * phone does not fetch the next size up (e2e/picture-widths.spec.ts).
 */
export const pictureFragments = graphql`
  fragment HeroPicture on Picture {
    src
    alt
    width
    height
    file {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [640, 750, 1080, 1300, 1600, 1920], placeholder: BLURRED, quality: 65)
      }
    }
  }
  fragment CardPicture on Picture {
    src
    alt
    width
    height
    file {
      childImageSharp {
        gatsbyImageData(width: 640, breakpoints: [360, 640], aspectRatio: 1.5, placeholder: DOMINANT_COLOR, quality: 65)
      }
    }
  }
  fragment WidePicture on Picture {
    src
    alt
    width
    height
    file {
      childImageSharp {
        gatsbyImageData(width: 960, breakpoints: [480, 960], placeholder: DOMINANT_COLOR, quality: 65)
      }
    }
  }
  fragment PortraitPicture on Picture {
    src
    alt
    width
    height
    file {
      childImageSharp {
        gatsbyImageData(width: 320, breakpoints: [320], aspectRatio: 1, placeholder: DOMINANT_COLOR, quality: 70)
      }
    }
  }
  fragment LogoPicture on Picture {
    src
    alt
    width
    height
    file {
      childImageSharp {
        gatsbyImageData(height: 48, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }
`
