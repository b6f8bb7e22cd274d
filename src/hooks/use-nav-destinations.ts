import { graphql, useStaticQuery } from "gatsby"
import { useTranslation } from "./use-translation"

export interface NavDestination {
  slug: string
  name: string
}

/** The destinations listed in the navbar and footer, in data order, in the page's language. */
export function useNavDestinations(): ReadonlyArray<NavDestination> {
  const { language } = useTranslation()
  const data = useStaticQuery<Queries.NavDestinationsQuery>(graphql`
    query NavDestinations {
      allDestination(sort: { order: ASC }) {
        nodes {
          slug
          name
          language
        }
      }
    }
  `)
  return data.allDestination.nodes.filter((destination) => destination.language === language)
}
