import { z } from "zod"
import type { FieldMeta } from "../content/fields"
import { kindOfFile, type ContentKind } from "../content/kinds"

/** One parsed JSON file from data/, with its path relative to data/. */
export interface ContentFile {
  path: string
  data: unknown
}

interface Located {
  file: string
  /** Position in a file that holds a list of records. */
  index?: number
  record: Record<string, unknown>
  kind: ContentKind
}

const show = (value: unknown): string =>
  typeof value === "string"
    ? JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
    : (JSON.stringify(value) ?? String(value))

function describe({ file, index, record, kind }: Located): string {
  const id = kind.key && typeof record[kind.key] === "string" ? ` "${String(record[kind.key])}"` : ""
  return `data/${file}: ${kind.name}${id}${index === undefined ? "" : ` (record ${index + 1})`}`
}

const fieldPath = (path: ReadonlyArray<PropertyKey>) =>
  path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("")

/** A zod issue as staff read it: the field, what it must be, and what it is. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const prefix = issue.path.length ? `${fieldPath(issue.path)}.` : ""
    return issue.keys.map((key) => `field "${prefix}${key}" is not a field of this kind (misspelt?)`).join("; ")
  }
  // A discriminated union's issue names its discriminator ("type"): show that value, not the whole object
  const input =
    issue.code === "invalid_union" && issue.discriminator && typeof issue.input === "object" && issue.input !== null
      ? (issue.input as Record<string, unknown>)[issue.discriminator]
      : "input" in issue
        ? issue.input
        : undefined
  const got = input !== undefined ? `, got ${show(input)}` : ", but is missing"
  return `field "${fieldPath(issue.path)}" ${issue.message}${got}`
}

/** Values in a record that name other records or files, found through the schema's metadata. */
function* references(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
): Generator<{ path: PropertyKey[]; meta: FieldMeta; value: string }> {
  if (schema instanceof z.ZodOptional) {
    if (value !== undefined) yield* references(schema.unwrap() as z.ZodType, value, path)
    return
  }
  const meta = z.globalRegistry.get(schema)
  if (meta && (meta.ref || meta.file) && typeof value === "string") yield { path, meta, value }
  if (schema instanceof z.ZodObject && typeof value === "object" && value !== null) {
    for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      yield* references(fieldSchema, (value as Record<string, unknown>)[field], [...path, field])
    }
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* references(schema.element as z.ZodType, item, [...path, index])
  }
}

/** The records a file holds: one, or a list for kinds stored as a list. */
function locate(file: ContentFile, kind: ContentKind, errors: string[]): Located[] {
  const list = "file" in kind.storage && kind.storage.list
  if (list && !Array.isArray(file.data)) {
    errors.push(`data/${file.path}: must be a list of ${kind.name} records`)
    return []
  }
  const records = list ? (file.data as unknown[]) : [file.data]
  return records.flatMap((record, i) => {
    if (typeof record !== "object" || record === null || Array.isArray(record)) {
      errors.push(`data/${file.path}: ${list ? `record ${i + 1}` : "the file"} must be an object`)
      return []
    }
    return [{ file: file.path, index: list ? i : undefined, record: record as Record<string, unknown>, kind }]
  })
}

/** A record stored one per file must be named after its key (and sit in its destination's folder). */
function placementError({ file, record, kind }: Located): string | null {
  if (!("folder" in kind.storage) || !kind.key) return null
  const parts = file.replace(/\.json$/, "").split("/")
  const name = parts.at(-1)
  if (typeof record[kind.key] === "string" && record[kind.key] !== name) {
    return `field "${kind.key}" is ${show(record[kind.key])} but the file is named ${show(`${name}.json`)}: they must match`
  }
  const nestedBy = kind.storage.nestedBy
  if (nestedBy && typeof record[nestedBy] === "string" && record[nestedBy] !== parts[1]) {
    return `field "${nestedBy}" is ${show(record[nestedBy])} but the file is in data/${kind.storage.folder}/${parts[1]}/: move it to data/${kind.storage.folder}/${String(record[nestedBy])}/`
  }
  return null
}

/**
 * Checks every content file against its kind's schema, uniqueness of keys, references between kinds and the
 * files pictures name. Returns one message per problem, each naming the file, the record and the field.
 */
export function validateContent(files: ReadonlyArray<ContentFile>, fileExists: (relativePath: string) => boolean): string[] {
  const errors: string[] = []
  const located: Located[] = []
  for (const file of files) {
    const kind = kindOfFile(file.path)
    if (!kind) errors.push(`data/${file.path}: no content kind reads this file (see src/content/kinds.ts)`)
    else located.push(...locate(file, kind, errors))
  }

  // What references may point at: every kind's keys, and the interface text keys
  const targets = new Map<string, Set<string>>()
  const addTarget = (kind: string, value: string) => targets.set(kind, (targets.get(kind) ?? new Set()).add(value))
  const seen = new Map<string, string>()
  for (const item of located) {
    const { kind, record } = item
    if (kind.name === "translation" && Array.isArray(record.entries)) {
      for (const entry of record.entries as Array<{ key?: unknown }>)
        if (typeof entry?.key === "string") addTarget("translation key", entry.key)
    }
    for (const field of [...(kind.key ? [kind.key] : []), ...(kind.unique ?? [])]) {
      const value = record[field]
      if (typeof value !== "string" && typeof value !== "number") continue
      const seenKey = `${kind.name}:${field}:${String(value)}`
      const first = seen.get(seenKey)
      if (first) errors.push(`${describe(item)}: field "${field}" repeats ${show(value)}, already used in ${first}`)
      else seen.set(seenKey, `data/${item.file}${item.index === undefined ? "" : ` record ${item.index + 1}`}`)
      if (field === kind.key) addTarget(kind.name, String(value))
    }
  }

  for (const item of located) {
    const result = item.kind.schema.safeParse(item.record, { reportInput: true })
    if (!result.success) for (const issue of result.error.issues) errors.push(`${describe(item)}: ${issueMessage(issue)}`)
    const placement = placementError(item)
    if (placement) errors.push(`${describe(item)}: ${placement}`)
    for (const { path, meta, value } of references(item.kind.schema, item.record, [])) {
      if (meta.ref && !targets.get(meta.ref)?.has(value)) {
        errors.push(`${describe(item)}: field "${fieldPath(path)}" must name an existing ${meta.ref}, got ${show(value)}`)
      }
      if (meta.file && !value.startsWith("https://images.unsplash.com/") && !fileExists(value)) {
        errors.push(`${describe(item)}: field "${fieldPath(path)}" names a file that does not exist: data/${value}`)
      }
    }
  }
  return errors
}
