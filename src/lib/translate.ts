/** A flat key → text table for one language. */
export type TranslationTable = Readonly<Record<string, string>>

export interface TranslationSource {
  language: string
  entries: ReadonlyArray<{ key: string; text: string }>
}

export const DEFAULT_LANGUAGE = "en"

/** Merges every translation file of one language into a single table (later files win). */
export function buildTable(sources: ReadonlyArray<TranslationSource>, language: string): TranslationTable {
  const table: Record<string, string> = {}
  for (const source of sources) {
    if (source.language !== language) continue
    for (const entry of source.entries) table[entry.key] = entry.text
  }
  return table
}

/** Looks a key up; an unknown key shows the key itself, so a missing text is visible, not blank. */
export function translate(table: TranslationTable, key: string): string {
  return Object.prototype.hasOwnProperty.call(table, key) ? (table[key] as string) : key
}
