import { graphql, useStaticQuery } from "gatsby"
import { useTranslation } from "./use-translation"

/** Partner organisations with their wordmarks (data/partners/), in the page's language. */
export function usePartners(): Queries.PartnersQuery["allPartner"]["nodes"] {
  const { language } = useTranslation()
  const data = useStaticQuery<Queries.PartnersQuery>(graphql`
    query Partners {
      allPartner(sort: { order: ASC }) {
        nodes {
          slug
          language
          name
          website
          picture {
            ...LogoPicture
          }
        }
      }
    }
  `)
  return data.allPartner.nodes.filter((partner) => partner.language === language)
}
