import { graphql, useStaticQuery } from "gatsby"

/** Partner organisations with their wordmarks (data/partners.json). */
export function usePartners(): Queries.PartnersQuery["allPartner"]["nodes"] {
  const data = useStaticQuery<Queries.PartnersQuery>(graphql`
    query Partners {
      allPartner(sort: { order: ASC }) {
        nodes {
          slug
          name
          website
          picture {
            ...LogoPicture
          }
        }
      }
    }
  `)
  return data.allPartner.nodes
}
