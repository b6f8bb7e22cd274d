import { z } from "zod"
import { RULE_TEXT, readsAsEnglish, textFaults, type CopyRule } from "../content/copy-rules"
import { kindOfFile, languageOfFile, type ContentKind } from "../content/kinds"
import type { LanguageRecord } from "../content/schemas/language"
import type { ContentFile } from "./validate-content"

/** One breach of the house style in data/: where it is (file, record, field), the rule and the offending text. */
export interface CopyFault {
  rule: CopyRule
  /** Relative to data/, e.g. "hotels/phuket/x.en.json". */
  file: string
  /** How a message names the record: 'hotel "x"', 'interface text "nav.home"'. */
  record: string
  /** The field's path in the record, e.g. "entries[3].text", "body[0].blocks[1].items[2]". */
  field: string
  excerpt: string
}

/** A fault as one line of a report: file, record, field, what the rule asks, the text. */
export const faultMessage = (fault: CopyFault): string =>
  `data/${fault.file}: ${fault.record}: field "${fault.field}": ${RULE_TEXT[fault.rule]}: ${JSON.stringify(fault.excerpt)}`

const fieldPath = (path: ReadonlyArray<string | number>) =>
  path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${part}`)).join("")

/**
 * The texts visitors read in a record, found through its schema: the strings written per language (`translate`,
 * src/content/fields.ts). Names, codes, slugs, addresses, staff notes and prices (written as shown, in every language)
 * are not our prose and are skipped; so is every field named "price" (a bookable tour's, typed as text).
 */
function* ownTexts(
  schema: z.ZodType,
  value: unknown,
  path: Array<string | number>,
  translated = false,
): Generator<{ path: string; text: string }> {
  const meta = z.globalRegistry.get(schema)
  const inherited = translated || meta?.translate === true
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    if (value !== undefined && value !== null) yield* ownTexts(schema.unwrap() as z.ZodType, value, path, inherited)
    return
  }
  if (typeof value === "string") {
    if (inherited && path.at(-1) !== "price") yield { path: fieldPath(path), text: value }
    return
  }
  if (schema instanceof z.ZodObject && typeof value === "object" && value !== null) {
    for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>))
      yield* ownTexts(fieldSchema, (value as Record<string, unknown>)[field], [...path, field], inherited)
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* ownTexts(schema.element as z.ZodType, item, [...path, index], inherited)
  }
  if (schema instanceof z.ZodDiscriminatedUnion && typeof value === "object" && value !== null) {
    const option = (schema.options as z.ZodObject[]).find((candidate) => candidate.safeParse(value).success)
    if (option) yield* ownTexts(option, value, path, inherited)
  }
}

/** How a message names a record: its kind and key, or an interface text by its key. */
function recordName(kind: ContentKind, record: Record<string, unknown>, field: string): string {
  const entry = /^entries\[(\d+)\]/.exec(field)
  if (entry) {
    const key = (record.entries as Array<{ key?: unknown }> | undefined)?.[Number(entry[1])]?.key
    return `interface text "${String(key)}"`
  }
  const key = kind.key ? record[kind.key] : undefined
  return typeof key === "string" || typeof key === "number" ? `${kind.name} "${key}"` : kind.name
}

/** The records a file holds (a list for kinds stored as one). */
const recordsOf = (file: ContentFile, kind: ContentKind): Array<Record<string, unknown>> =>
  ("file" in kind.storage && kind.storage.list ? (file.data as unknown[]) : [file.data]).filter(
    (record): record is Record<string, unknown> => typeof record === "object" && record !== null && !Array.isArray(record),
  )

/**
 * Every breach of the text rules (src/content/copy-rules.ts) in data/: numbers and units, ranges, month abbreviations,
 * straight quotes in every text visitors read; and, on the pages of every language but English, credit lines and
 * station names that read as English. One fault per breach, none left out, so a report shows the whole of the work.
 */
export function copyFaults(files: ReadonlyArray<ContentFile>): CopyFault[] {
  const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
  const english = new Set(languages.filter((l) => l.locale.startsWith("en")).map((l) => l.code))
  const faults: CopyFault[] = []
  for (const file of files) {
    const kind = kindOfFile(file.path)
    if (!kind) continue
    const language = languageOfFile(file.path)
    for (const record of recordsOf(file, kind)) {
      for (const { path, text } of ownTexts(kind.schema, record, [])) {
        const where = { file: file.path, record: recordName(kind, record, path), field: path }
        for (const { rule, excerpt } of textFaults(text)) faults.push({ rule, ...where, excerpt })
        // The citations under a chart: the source's credit line and title, the station's name
        const cited =
          (kind.name === "climate source" && ["credit", "title"].includes(path)) || (kind.name === "climate" && path === "station")
        if (cited && language !== undefined && !english.has(language) && readsAsEnglish(text))
          faults.push({ rule: "credit-language", ...where, excerpt: text })
      }
    }
  }
  return faults
}
