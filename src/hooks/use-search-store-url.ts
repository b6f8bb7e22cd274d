import { graphql, useStaticQuery } from "gatsby"
import { useTranslation } from "./use-translation"

/** URL of the page language's prebuilt search store (a static JSON file), fetched only when search is first opened. */
export function useSearchStoreUrl(): string {
  const { language } = useTranslation()
  const data = useStaticQuery<Queries.SearchStoreQuery>(graphql`
    query SearchStore {
      searchStores {
        language
        publicStoreURL
      }
    }
  `)
  const store = data.searchStores.find((node) => node.language === language)
  if (!store) throw new Error(`The ${language} search store was not built (gatsby-plugin-local-search)`)
  return store.publicStoreURL
}
