/**
 * The CardPicture fragment (src/components/ui/picture-fragments.ts) for gatsby-node's queries, which cannot use the
 * components' fragments. Its own name keeps typegen's types apart; the tests of the queries that spread it
 * (trip-items, hotel-catalogue) compare its fields with the components' and fail when the two differ.
 */
export const nodeCardPicture = /* GraphQL */ `
  fragment NodeCardPicture on Picture {
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
`
