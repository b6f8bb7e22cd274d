import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { buildTable, DEFAULT_LANGUAGE, translate, type TranslationTable } from "../lib/translate"

export interface TranslationContextValue {
  language: string
  t: (key: string) => string
}

const TranslationContext = React.createContext<TranslationContextValue | null>(null)

interface TranslationProviderProps {
  table: TranslationTable
  language?: string
  children: React.ReactNode
}

/** Provides `t()` for one language's table. */
export function TranslationProvider({ table, language = DEFAULT_LANGUAGE, children }: TranslationProviderProps) {
  const value = React.useMemo<TranslationContextValue>(() => ({ language, t: (key) => translate(table, key) }), [table, language])
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

/** The site's translation table from data/translations, in the default language. */
export function SiteTranslationProvider({ children }: { children: React.ReactNode }) {
  const data = useStaticQuery<Queries.TranslationTableQuery>(graphql`
    query TranslationTable {
      # Only the default language's table ships with every page (DEFAULT_LANGUAGE; a static query takes no variables)
      allTranslation(filter: { language: { eq: "en" } }) {
        nodes {
          language
          entries {
            key
            text
          }
        }
      }
    }
  `)
  const table = React.useMemo(() => buildTable(data.allTranslation.nodes, DEFAULT_LANGUAGE), [data])
  return <TranslationProvider table={table}>{children}</TranslationProvider>
}

export function useTranslation(): TranslationContextValue {
  const value = React.useContext(TranslationContext)
  if (!value) throw new Error("useTranslation must be used inside a TranslationProvider")
  return value
}
