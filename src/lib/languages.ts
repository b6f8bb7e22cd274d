/** A language the site is published in (data/languages.json). */
export interface SiteLanguage {
  code: string
  name: string
  /** For dates and numbers: "de-DE". */
  locale: string
}

/**
 * The site's path in a language: the default language (the first in data/languages.json) has no prefix, every
 * other language lives under /<code>: ("/destinations/phuket", "de") → "/de/destinations/phuket", ("/", "de") → "/de".
 * A path already in a language is moved to the one asked for; a query or fragment is kept.
 */
export function localizePath(path: string, code: string, languages: ReadonlyArray<SiteLanguage>): string {
  const neutral = neutralPath(path, languages)
  if (code === languages[0]?.code) return neutral
  return neutral === "/" || /^\/[?#]/.test(neutral) ? `/${code}${neutral.slice(1)}` : `/${code}${neutral}`
}

/** The language a site path is in: /de/… is German, anything else the default language. */
export function languageOfPath(path: string, languages: ReadonlyArray<SiteLanguage>): SiteLanguage | undefined {
  return languages.slice(1).find(({ code }) => path === `/${code}` || new RegExp(`^/${code}[/?#]`).test(path)) ?? languages[0]
}

/** A site path without its language prefix: "/de/blog/3" → "/blog/3", "/de" → "/". */
export function neutralPath(path: string, languages: ReadonlyArray<SiteLanguage>): string {
  const language = languageOfPath(path, languages)
  if (!language || language.code === languages[0]?.code) return path
  const rest = path.slice(language.code.length + 1)
  return rest === "" ? "/" : /^[?#]/.test(rest) ? `/${rest}` : rest
}

/** The records of one language, from a query over all of them (static queries take no variables). */
export const inLanguage = <T extends { language: string }>(nodes: ReadonlyArray<T>, code: string): T[] =>
  nodes.filter((node) => node.language === code)
