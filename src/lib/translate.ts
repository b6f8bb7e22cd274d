import { pluralKey } from "./plural"
/** A flat key → text table for one language. */
export type TranslationTable = Readonly<Record<string, string>>

export interface TranslationSource {
  language: string
  /** `forms`: a counted text's forms besides its text ("other"), by plural category (src/lib/plural.ts). */
  entries: ReadonlyArray<{ key: string; text: string; forms?: Readonly<Record<string, string | null | undefined>> | null }>
}

export const DEFAULT_LANGUAGE = "en"

/**
 * Merges every translation file of one language into a single table (later files win). A counted text's forms are
 * kept beside it under "key#category" (see countText in src/lib/plural.ts).
 */
export function buildTable(sources: ReadonlyArray<TranslationSource>, language: string): TranslationTable {
  const table: Record<string, string> = {}
  for (const source of sources) {
    if (source.language !== language) continue
    for (const entry of source.entries) {
      table[entry.key] = entry.text
      for (const [category, form] of Object.entries(entry.forms ?? {})) if (form) table[pluralKey(entry.key, category)] = form
    }
  }
  return table
}

/** Looks a key up; an unknown key shows the key itself, so a missing text is visible, not blank. */
export function translate(table: TranslationTable, key: string): string {
  return Object.prototype.hasOwnProperty.call(table, key) ? (table[key] as string) : key
}
