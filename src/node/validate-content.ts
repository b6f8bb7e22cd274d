import { contentKinds, type ContentKind } from "./content-kinds"
import type { RuleContext } from "./content-rules"

/** One parsed JSON file from data/, with its path relative to data/. */
export interface ContentFile {
  path: string
  data: unknown
}

interface Located {
  file: string
  index: number
  record: Record<string, unknown>
  kind: ContentKind
}

const recordsOf = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data])

function describe({ file, index, record, kind }: Located): string {
  const id = kind.key && typeof record[kind.key] === "string" ? ` "${String(record[kind.key])}"` : ""
  return `data/${file}: ${kind.kind}${id} (record ${index + 1})`
}

/**
 * Checks every content file against its kind's rules, uniqueness of ids and references
 * between kinds. Returns one message per problem, each naming the file, the record and the field.
 */
export function validateContent(files: ReadonlyArray<ContentFile>, fileExists: (relativePath: string) => boolean): string[] {
  const errors: string[] = []
  const located: Located[] = []

  for (const { path, data } of files) {
    const kind = contentKinds.find((k) => k.files.test(path))
    if (!kind) {
      errors.push(`data/${path}: no content kind reads this file (see src/node/content-kinds.ts)`)
      continue
    }
    recordsOf(data).forEach((record, index) => {
      if (typeof record !== "object" || record === null || Array.isArray(record)) {
        errors.push(`data/${path}: record ${index + 1} must be an object`)
        return
      }
      located.push({ file: path, index, record: record as Record<string, unknown>, kind })
    })
  }

  const refs = new Map<string, Set<string>>()
  const addRef = (kind: string, value: string) => refs.set(kind, (refs.get(kind) ?? new Set()).add(value))
  const seen = new Map<string, string>()
  for (const item of located) {
    const { kind, record } = item
    if (kind.kind === "translation" && Array.isArray(record.entries)) {
      for (const entry of record.entries) if (typeof entry?.key === "string") addRef("translation key", entry.key)
    }
    const uniqueFields = kind.kind === "article" ? ["slug", "id", "path"] : kind.key ? [kind.key] : []
    for (const field of uniqueFields) {
      const value = record[field]
      if (typeof value !== "string" && typeof value !== "number") continue
      const seenKey = `${kind.kind}:${field}:${String(value)}`
      const first = seen.get(seenKey)
      if (first) errors.push(`${describe(item)}: field "${field}" repeats ${JSON.stringify(value)}, already used in ${first}`)
      else seen.set(seenKey, `data/${item.file} record ${item.index + 1}`)
      if (field === kind.key) addRef(kind.kind, String(value))
    }
  }

  const context: RuleContext = { refs, fileExists }
  for (const item of located) {
    for (const [field, rule] of Object.entries(item.kind.shape)) {
      const error = rule(item.record[field], context)
      if (error) errors.push(`${describe(item)}: field "${field}" ${error}`)
    }
    const extra = item.kind.check?.(item.record)
    if (extra) errors.push(`${describe(item)}: ${extra}`)
  }
  return errors
}
