import { graphql, useStaticQuery } from "gatsby"

export interface NavDestination {
  slug: string
  name: string
}

/** The destinations listed in the navbar and footer, in data order. */
export function useNavDestinations(): ReadonlyArray<NavDestination> {
  const data = useStaticQuery<Queries.NavDestinationsQuery>(graphql`
    query NavDestinations {
      allDestination(sort: { order: ASC }) {
        nodes {
          slug
          name
        }
      }
    }
  `)
  return data.allDestination.nodes
}
