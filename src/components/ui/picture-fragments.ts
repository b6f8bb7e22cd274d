import { graphql } from "gatsby"

/** Picture sizes used across the site; each query picks the one that fits its slot. */
export const pictureFragments = graphql`
  fragment HeroPicture on Picture {
    src
    alt
    width
    height
    file {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [640, 1080, 1600, 1920], placeholder: BLURRED, quality: 65)
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
