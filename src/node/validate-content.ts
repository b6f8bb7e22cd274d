import { z } from "zod"
import type { FieldMeta } from "../content/fields"
import { kindOfFile, languageOfFile, withoutLanguage, type ContentKind } from "../content/kinds"

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
  /** The language of a localized kind's file (from its name). */
  language?: string
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
    return [
      {
        file: file.path,
        index: list ? i : undefined,
        record: record as Record<string, unknown>,
        kind,
        language: languageOfFile(file.path),
      },
    ]
  })
}

/** A record stored one per file must be named after its key (and sit in its destination's folder). */
function placementError({ file, record, kind }: Located): string | null {
  if (!("folder" in kind.storage) || !kind.key) return null
  const parts = withoutLanguage(file)
    .replace(/\.json$/, "")
    .split("/")
  const name = parts.at(-1)
  if (typeof record[kind.key] === "string" && record[kind.key] !== name) {
    return `field "${kind.key}" is ${show(record[kind.key])} but the file is named ${show(file.split("/").at(-1))}: they must match`
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
      const seenKey = `${kind.name}:${item.language ?? ""}:${field}:${String(value)}`
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
  errors.push(...languageErrors(located))
  return errors
}

/** Where the default language's and a translation's values differ in a field that is the same in every language. */
function* sameFieldDifferences(schema: z.ZodType, original: unknown, translated: unknown, path: PropertyKey[]): Generator<string> {
  if (schema.meta()?.translate) return
  if (schema instanceof z.ZodOptional) {
    if (original === undefined || translated === undefined) {
      if (original !== translated) yield `field "${fieldPath(path)}" must be set in every language or in none`
      return
    }
    yield* sameFieldDifferences(schema.unwrap() as z.ZodType, original, translated, path)
  } else if (schema instanceof z.ZodObject && typeof original === "object" && typeof translated === "object" && original && translated) {
    for (const [field, fieldSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      yield* sameFieldDifferences(
        fieldSchema,
        (original as Record<string, unknown>)[field],
        (translated as Record<string, unknown>)[field],
        [...path, field],
      )
    }
  } else if (schema instanceof z.ZodArray && Array.isArray(original) && Array.isArray(translated)) {
    if (original.length !== translated.length) {
      yield `field "${fieldPath(path)}" must have as many items in every language: ${original.length} in the default language, got ${translated.length}`
      return
    }
    for (const [i, item] of original.entries()) yield* sameFieldDifferences(schema.element as z.ZodType, item, translated[i], [...path, i])
  } else if (
    schema instanceof z.ZodDiscriminatedUnion &&
    typeof original === "object" &&
    original &&
    typeof translated === "object" &&
    translated
  ) {
    const type = (original as Record<string, unknown>).type
    if (type !== (translated as Record<string, unknown>).type) {
      yield `field "${fieldPath([...path, "type"])}" must be the same in every language: ${show(type)} in the default language, got ${show((translated as Record<string, unknown>).type)}`
      return
    }
    const option = (schema.options as z.ZodObject[]).find((o) => (o.shape as { type: z.ZodLiteral }).type.value === type)
    if (option) yield* sameFieldDifferences(option, original, translated, path)
  } else if (JSON.stringify(original) !== JSON.stringify(translated)) {
    yield `field "${fieldPath(path)}" must be the same in every language: ${show(original)} in the default language, got ${show(translated)}`
  }
}

/**
 * Every record of a localized kind is written in each language of data/languages.json (the first is the default),
 * and its translations agree with the default language in every field that is not a text (slugs, prices, pictures …).
 */
function languageErrors(located: ReadonlyArray<Located>): string[] {
  const languages = located.filter((item) => item.kind.name === "language").map((item) => String(item.record.code))
  const [defaultLanguage] = languages
  if (!defaultLanguage) return ["data/languages.json: must list at least one language"]
  const errors: string[] = []
  const byRecord = new Map<string, Map<string, Located>>()
  for (const item of located) {
    if (!item.kind.localized) continue
    if (!item.language || !languages.includes(item.language)) {
      errors.push(
        `data/${item.file}: the file is in language "${item.language ?? ""}", which data/languages.json does not list (${languages.join(", ")})`,
      )
      continue
    }
    const id = `${withoutLanguage(item.file)}#${item.index ?? ""}`
    byRecord.set(id, (byRecord.get(id) ?? new Map<string, Located>()).set(item.language, item))
  }
  for (const versions of byRecord.values()) {
    const [some] = versions.values()
    if (!some) continue
    const original = versions.get(defaultLanguage)
    for (const language of languages) {
      if (!versions.has(language)) {
        const missing = withoutLanguage(some.file).replace(/\.json$/, `.${language}.json`)
        errors.push(
          `${describe(some)}: has no ${language} version: write data/${missing} (every ${some.kind.name} is written in ${languages.join(", ")})`,
        )
      }
    }
    if (!original) continue
    for (const [language, translation] of versions) {
      if (language === defaultLanguage) continue
      for (const problem of sameFieldDifferences(translation.kind.schema, original.record, translation.record, [])) {
        errors.push(`${describe(translation)}: ${problem} (data/${original.file})`)
      }
    }
  }
  return errors
}
