// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#creating-custom-extensions
import type { Actions } from "gatsby"

/** The language a nested object belongs to, handed down from its record by @inLanguage. */
const LANGUAGE = Symbol("language")

interface Source {
  fields?: { language?: string }
  [LANGUAGE]?: string
  [field: string]: unknown
}
interface NodeModel {
  findOne: (options: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>
}
interface FieldInfo {
  fieldName: string
  returnType: { toString: () => string }
}

const languageOf = (source: Source): string | undefined => source.fields?.language ?? source[LANGUAGE]

/** Marks every object inside a value with its record's language, so links below it find the same language. */
function handDown(value: unknown, language: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => handDown(item, language))
  if (typeof value !== "object" || value === null) return value
  const copy: Source = { ...(value as Source), [LANGUAGE]: language }
  for (const [key, inner] of Object.entries(copy)) if (typeof inner === "object") copy[key] = handDown(inner, language)
  return copy
}

/**
 * `@linkInLanguage(by: "slug")`: like @link, but to the record of the same language (phuket.de.json's hotels link to
 * the German Phuket). Every localized record exists once per language, so @link alone would pick either.
 */
export const linkInLanguage = {
  name: "linkInLanguage",
  args: { by: "String!" },
  extend: (options: { by: string }) => ({
    resolve: (source: Source, _args: unknown, context: { nodeModel: NodeModel }, info: FieldInfo) => {
      const value = source[info.fieldName]
      if (value === undefined || value === null) return null
      const language = languageOf(source)
      const find = (key: unknown) =>
        context.nodeModel.findOne({
          type: info.returnType.toString().replace(/[![\]]/g, ""),
          query: { filter: { [options.by]: { eq: key }, ...(language ? { language: { eq: language } } : {}) } },
        })
      // A list of keys (a climate record's seasonSources) links each, in its order
      return Array.isArray(value) ? Promise.all(value.map(find)) : find(value)
    },
  }),
}

/** `@inLanguage`: hands a record's language down to a nested object that holds links (the home page's pictures). */
export const inLanguage = {
  name: "inLanguage",
  extend: () => ({
    resolve: (source: Source, _args: unknown, _context: unknown, info: FieldInfo) => handDown(source[info.fieldName], languageOf(source)),
  }),
}

export function createLanguageExtensions(actions: Pick<Actions, "createFieldExtension">): void {
  actions.createFieldExtension(linkInLanguage)
  actions.createFieldExtension(inLanguage)
}
