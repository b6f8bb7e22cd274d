// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#createresolvers-api

interface DestinationsContext {
  nodeModel: {
    findAll: (options: {
      type: "Destination"
      query: { filter: { language: { eq: string } }; sort: { order: "ASC" } }
    }) => Promise<{ entries: Iterable<unknown> }>
  }
}

/**
 * `destinationsIn(language: $language)`: a language's destinations in the site's order, written once for every page
 * that lists them (home, destinations, contact, partners, my-trip, search, when-to-go and its months), instead of the
 * same filter and sort in each page query. The sort is Gatsby's own, as `allDestination(sort: { order: ASC })` sorts.
 */
export const destinationsInQueryField = {
  destinationsIn: {
    type: "[Destination!]!",
    args: { language: "String!" },
    resolve: async (_source: unknown, { language }: { language: string }, context: DestinationsContext) => {
      const { entries } = await context.nodeModel.findAll({
        type: "Destination",
        query: { filter: { language: { eq: language } }, sort: { order: "ASC" } },
      })
      return [...entries]
    },
  },
}
