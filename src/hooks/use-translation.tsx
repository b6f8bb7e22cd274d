import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { buildTable, DEFAULT_LANGUAGE, translate, type TranslationTable } from "../lib/translate"
import { languageOfPath, localizePath, type SiteLanguage } from "../lib/languages"

export interface TranslationContextValue {
  /** The page's language code: "en", "de". */
  language: string
  /** For dates and numbers: "de-DE". */
  locale: string
  /** Every language of the site; the first is the default. */
  languages: ReadonlyArray<SiteLanguage>
  t: (key: string) => string
  /** A site path in the page's language (or in `code`): "/contact" → "/de/contact" on a German page. */
  localize: (path: string, code?: string) => string
  /** The current page's path in no particular language ("/de/contact" → "/contact"): the language switcher's target. */
  pagePath: string
}

const TranslationContext = React.createContext<TranslationContextValue | null>(null)

const ENGLISH: SiteLanguage = { code: DEFAULT_LANGUAGE, name: "English", locale: "en-US" }

interface TranslationProviderProps {
  table: TranslationTable
  language?: string
  languages?: ReadonlyArray<SiteLanguage>
  /** The current page's path in no particular language ("/contact"). */
  pagePath?: string
  children: React.ReactNode
}

/** Provides `t()` for one language's table, and paths in that language. */
export function TranslationProvider({
  table,
  language = DEFAULT_LANGUAGE,
  languages = [ENGLISH],
  pagePath = "/",
  children,
}: TranslationProviderProps) {
  const value = React.useMemo<TranslationContextValue>(
    () => ({
      language,
      locale: languages.find(({ code }) => code === language)?.locale ?? ENGLISH.locale,
      languages,
      t: (key) => translate(table, key),
      localize: (path, code = language) => localizePath(path, code, languages),
      pagePath,
    }),
    [table, language, languages, pagePath],
  )
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>
}

/**
 * The interface texts of data/translations in the page's language (its page context's `language`). A static query
 * takes no variables, so every language's table is in the one query result; the browser fetches it once and
 * keeps it across pages (5.8 KB gzip per language).
 */
interface SiteTranslationProviderProps {
  /** The page's language, from its context; pages without one (development's 404) get the default language. */
  language: string | undefined
  pagePath: string
  /**
   * A 404 page's language is the one of the address that was not found (/de/… is German): the browser shows the
   * default language's 404 page for any unknown address, and hydrates the /de/404.html the server sent in German.
   */
  languageFromPath?: string
  children: React.ReactNode
}

export function SiteTranslationProvider({ language, pagePath, languageFromPath, children }: SiteTranslationProviderProps) {
  const data = useStaticQuery<Queries.SiteTextsQuery>(graphql`
    query SiteTexts {
      allLanguage {
        nodes {
          code
          name
          locale
        }
      }
      ...InterfaceTexts
    }
  `)
  const languages = data.allLanguage.nodes
  const code = (languageFromPath ? languageOfPath(languageFromPath, languages)?.code : language) ?? languages[0]?.code ?? DEFAULT_LANGUAGE
  const table = React.useMemo(() => buildTable(data.allTranslation.nodes, code), [data, code])
  return (
    <TranslationProvider table={table} language={code} languages={languages} pagePath={pagePath}>
      {children}
    </TranslationProvider>
  )
}

/**
 * The interface texts of every language (data/translations), written once: the site's static query spreads it, and
 * so do gatsby-node's queries that need texts (the search index, the social cards: src/node/site-fragments.ts).
 */
export const interfaceTextsFragment = graphql`
  fragment InterfaceTexts on Query {
    allTranslation {
      nodes {
        language
        entries {
          key
          text
          forms {
            zero
            one
            two
            few
            many
          }
        }
      }
    }
  }
`

export function useTranslation(): TranslationContextValue {
  const value = React.useContext(TranslationContext)
  if (!value) throw new Error("useTranslation must be used inside a TranslationProvider")
  return value
}
