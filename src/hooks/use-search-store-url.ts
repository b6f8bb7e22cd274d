import { graphql, useStaticQuery } from "gatsby"

/** URL of the prebuilt search store (a static JSON file), fetched only when search is first opened. */
export function useSearchStoreUrl(): string {
  const data = useStaticQuery<Queries.SearchStoreQuery>(graphql`
    query SearchStore {
      localSearchSite {
        publicStoreURL
      }
    }
  `)
  if (!data.localSearchSite) throw new Error("The search store was not built (gatsby-plugin-local-search)")
  return data.localSearchSite.publicStoreURL
}
