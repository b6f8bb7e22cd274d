// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#creating-type-definitions
import { z } from "zod"
import { ISO_DATE } from "../content/fields"
import type { ContentKind } from "../content/kinds"

/** Exceptions to "GraphQL says what zod says", each needed by a resolver (src/node/resolvers.ts). */
export interface GraphqlTypeOptions {
  /** Fields zod requires that GraphQL must leave nullable ("Picture.width"), each with why. */
  nullable?: Readonly<Record<string, string>>
}

/** A GraphQL type expression for a zod value, and whether a link to a localized kind sits at or below it. */
interface Typed {
  type: string
  directives: string
  linksInLanguage: boolean
}

interface Context {
  kinds: readonly ContentKind[]
  options: GraphqlTypeOptions
  /** Object types declared so far, by name: their SDL. */
  objects: Map<string, string>
}

// gatsby-transformer-json stores a record's own `id` as `jsonId` (`id` is the Gatsby node id)
const graphqlFieldName = (field: string): string => (field === "id" ? "jsonId" : field)
const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1)

const isIsoDate = (schema: z.ZodString): boolean =>
  (schema.def.checks ?? []).some((check) => (check._zod.def as { pattern?: RegExp }).pattern?.source === ISO_DATE.source)

/** A value naming a record of another kind: a link to that kind's node, in the same language when it is localized. */
function linkTo(refName: string, ctx: Context): Typed {
  const target = ctx.kinds.find((kind) => kind.name === refName)
  // A ref to something that is not a kind with a key (interface text keys) is a plain text
  if (!target?.key) return { type: "String", directives: "", linksInLanguage: false }
  const by = graphqlFieldName(target.key)
  return target.localized
    ? { type: target.type, directives: ` @linkInLanguage(by: "${by}")`, linksInLanguage: true }
    : { type: target.type, directives: ` @link(by: "${by}")`, linksInLanguage: false }
}

/** Declares an object type (once per name) and returns its name. */
function declareObject(name: string, fields: ReadonlyArray<[string, Typed, boolean]>, ctx: Context): string {
  const body = fields.map(([field, typed, required]) => `  ${field}: ${typed.type}${required ? "!" : ""}${typed.directives}`)
  const sdl = `type ${name} {\n${body.join("\n")}\n}`
  const existing = ctx.objects.get(name)
  if (existing !== undefined && existing !== sdl)
    throw new Error(`Two different objects are both named GraphQL ${name}: give one another graphqlType`)
  ctx.objects.set(name, sdl)
  return name
}

/** Whether a field holding this schema may be left out, or be null (a figure no source gives). */
const isOptional = (schema: z.ZodType): boolean => schema instanceof z.ZodOptional || schema instanceof z.ZodNullable

const unwrapOptional = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? unwrapOptional(schema.unwrap() as z.ZodType) : schema

function objectFields(shape: Record<string, z.ZodType>, owner: string, ctx: Context): Array<[string, Typed, boolean]> {
  return Object.entries(shape).map(([field, schema]) => {
    const typed = typeOf(unwrapOptional(schema), `${owner}${pascal(field)}`, `${owner}.${field}`, ctx)
    const required = !isOptional(schema) && !(`${owner}.${field}` in (ctx.options.nullable ?? {}))
    return [graphqlFieldName(field), typed, required]
  })
}

/**
 * The GraphQL type of a zod value. `name` is the type an object gets unless its meta names one (`graphqlType`, for
 * objects written the same way in several kinds); `where` names the field in errors.
 */
function typeOf(schema: z.ZodType, name: string, where: string, ctx: Context): Typed {
  const meta = schema.meta()
  const objectName = meta?.graphqlType ?? name
  if (meta?.ref) return linkTo(meta.ref, ctx)
  if (schema instanceof z.ZodArray) {
    const item = typeOf(schema.element as z.ZodType, name, `${where}[]`, ctx)
    return { ...item, type: `[${item.type}!]` }
  }
  if (schema instanceof z.ZodString) {
    return isIsoDate(schema)
      ? { type: "Date", directives: " @dateformat", linksInLanguage: false }
      : { type: "String", directives: "", linksInLanguage: false }
  }
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral) return { type: "String", directives: "", linksInLanguage: false }
  if (schema instanceof z.ZodNumber) return { type: schema.isInt ? "Int" : "Float", directives: "", linksInLanguage: false }
  if (schema instanceof z.ZodBoolean) return { type: "Boolean", directives: "", linksInLanguage: false }
  if (schema instanceof z.ZodObject) {
    const fields = objectFields(schema.shape as Record<string, z.ZodType>, objectName, ctx)
    return {
      type: declareObject(objectName, fields, ctx),
      directives: "",
      linksInLanguage: fields.some(([, typed]) => typed.linksInLanguage),
    }
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    // One GraphQL type holds every option's fields (queries need no fragments per option); a field is non-null only
    // when every option requires it, as the discriminator does
    const options = (schema.options as z.ZodObject[]).map((option) =>
      objectFields(option.shape as Record<string, z.ZodType>, objectName, ctx),
    )
    const merged = new Map<string, [string, Typed, boolean]>()
    for (const fields of options) {
      for (const [field, typed] of fields) {
        const everywhere = options.every((other) => other.some(([f, , required]) => f === field && required))
        const seen = merged.get(field)
        if (seen && seen[1].type !== typed.type) throw new Error(`${where}: options disagree on the type of ${field}`)
        merged.set(field, [field, typed, everywhere])
      }
    }
    const fields = [...merged.values()]
    return {
      type: declareObject(objectName, fields, ctx),
      directives: "",
      linksInLanguage: fields.some(([, typed]) => typed.linksInLanguage),
    }
  }
  throw new Error(`${where}: no GraphQL type for a zod ${schema.def.type}; add it to src/node/graphql-types.ts`)
}

/**
 * The GraphQL SDL of the content kinds, generated from their zod schemas, so the content's shape is written once:
 * - each kind is a node type with @dontInfer: a field missing from the data is null, never silently absent;
 * - a localized kind has its file's language (`fields.language`, src/node/language-field.ts) as `language`;
 * - optional (or nullable) in zod is nullable in GraphQL; lists hold non-null items;
 * - a `ref` becomes a link by the target kind's key (`@linkInLanguage` to a localized kind); an object holding such
 *   a link is marked @inLanguage so the links inside it find the record's language (src/node/language-links.ts);
 * - a YYYY-MM-DD date is a Date with @dateformat; a discriminated union is one object type with every option's fields.
 */
export function graphqlTypeDefs(kinds: readonly ContentKind[], options: GraphqlTypeOptions = {}): string {
  const ctx: Context = { kinds, options, objects: new Map() }
  const nodes = kinds.map((kind) => {
    const fields = objectFields(kind.schema.shape as Record<string, z.ZodType>, kind.type, ctx).map(
      ([field, typed, required]) =>
        `  ${field}: ${typed.type}${required ? "!" : ""}${typed.directives}${typed.linksInLanguage && !typed.directives.includes("@linkInLanguage") ? " @inLanguage" : ""}`,
    )
    const language = kind.localized ? ['  language: String! @proxy(from: "fields.language")'] : []
    return `type ${kind.type} implements Node @dontInfer {\n${[...language, ...fields].join("\n")}\n}`
  })
  return [...nodes, ...ctx.objects.values()].join("\n\n")
}
