import { Kind, parse, print, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { z } from "zod"
import { ISO_DATE } from "../../src/content/fields"
import type { ContentKind } from "../../src/content/kinds"

/** A GraphQL field with no zod counterpart, or a nullability zod does not have, and why. */
export interface Allowance {
  type: string
  field: string
  reason: string
}

export interface Allowances {
  /** Fields only GraphQL has: resolved or derived in src/node/resolvers.ts, never stored. */
  derived: readonly Allowance[]
  /** Fields zod requires that GraphQL must leave nullable. */
  nullable: readonly Allowance[]
  /** Node types that are no content kind (made by the site's code, not read from data/). */
  nodeTypes: ReadonlyArray<{ type: string; reason: string }>
}

// gatsby-transformer-json stores a record's own `id` as `jsonId` (`id` is the Gatsby node id)
const NODE_FIELD_RENAMES: Readonly<Record<string, string>> = { id: "jsonId" }

// A localized kind's record carries its file's language (src/node/language-field.ts), never stored in the file
const LANGUAGE_FIELD = 'language: String! @proxy(from: "fields.language")'

interface Context {
  kinds: readonly ContentKind[]
  types: ReadonlyMap<string, ObjectTypeDefinitionNode>
  allow: Allowances
  differences: string[]
  /** The node type being compared. */
  node?: string
}

const isAllowed = (list: readonly Allowance[], type: string, field: string) => list.some((a) => a.type === type && a.field === field)

interface Expected {
  type: string
  linkBy?: string
  /** "link", or "linkInLanguage" for a kind written per language: the record linked to must be in the same language. */
  directive?: string
}

/** The GraphQL a zod value must be declared as: a scalar, a link to a kind's type, or an object type (null). */
function expectedGraphql(schema: z.ZodType, ctx: Context): Expected | null {
  const ref = z.globalRegistry.get(schema)?.ref
  if (ref) {
    const target = ctx.kinds.find((kind) => kind.name === ref)
    // A ref to something that is not a kind (interface text keys) is a plain text in GraphQL
    if (!target?.key) return { type: "String" }
    return {
      type: target.type,
      linkBy: NODE_FIELD_RENAMES[target.key] ?? target.key,
      directive: target.localized ? "linkInLanguage" : "link",
    }
  }
  if (schema instanceof z.ZodString) {
    const patterns = (schema.def.checks ?? []).map((check) => (check._zod.def as { pattern?: RegExp }).pattern?.source)
    return { type: patterns.includes(ISO_DATE.source) ? "Date" : "String" }
  }
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodLiteral) return { type: "String" }
  if (schema instanceof z.ZodNumber) return { type: schema.isInt ? "Int" : "Float" }
  if (schema instanceof z.ZodBoolean) return { type: "Boolean" }
  return null
}

const LINK_DIRECTIVES = ["link", "linkInLanguage"]
const linkOf = (field: FieldDefinitionNode): { linkBy?: string; directive?: string } => {
  const link = field.directives?.find((d) => LINK_DIRECTIVES.includes(d.name.value))
  if (!link) return {}
  const by = link.arguments?.find((a) => a.name.value === "by")?.value
  return { linkBy: by?.kind === Kind.STRING ? by.value : "id", directive: link.name.value }
}
const hasDirective = (field: FieldDefinitionNode, name: string) => field.directives?.some((d) => d.name.value === name) ?? false
const show = ({ type, linkBy, directive }: Expected) => (linkBy ? `${type} @${directive ?? "link"}(by: "${linkBy}")` : type)

/**
 * Compares a value's zod schema with the GraphQL type of the field holding it (nullability already checked).
 * `hasLanguage`: whether objects at this level know their record's language (a node does; a nested object only
 * when @inLanguage hands it down), which @linkInLanguage needs to pick the record of the same language.
 */
function compareValue(
  schema: z.ZodType,
  gql: TypeNode,
  field: FieldDefinitionNode,
  owner: string,
  where: string,
  hasLanguage: boolean,
  ctx: Context,
) {
  const site = `GraphQL ${owner}.${field.name.value}`
  const inner = gql.kind === Kind.NON_NULL_TYPE ? gql.type : gql
  if (schema instanceof z.ZodArray) {
    if (inner.kind !== Kind.LIST_TYPE) return ctx.differences.push(`${where}: a list in zod, not in ${site} (${print(field.type)})`)
    if (inner.type.kind !== Kind.NON_NULL_TYPE)
      ctx.differences.push(`${where}: list items are required in zod, nullable in ${site} (${print(field.type)})`)
    return compareValue(schema.element as z.ZodType, inner.type, field, owner, `${where}[]`, hasLanguage, ctx)
  }
  if (inner.kind === Kind.LIST_TYPE) return ctx.differences.push(`${where}: not a list in zod, a list in ${site} (${print(field.type)})`)
  const actual: Expected = { type: inner.name.value, ...linkOf(field) }
  const expected = expectedGraphql(schema, ctx)
  if (expected) {
    if (expected.type !== actual.type || expected.linkBy !== actual.linkBy || expected.directive !== actual.directive) {
      ctx.differences.push(`${where}: zod says ${show(expected)}, ${site} says ${show(actual)}`)
    }
    if (actual.directive === "linkInLanguage" && !hasLanguage) {
      ctx.differences.push(`${where}: ${site} is a @linkInLanguage in an object no @inLanguage hands its record's language down to`)
    }
    return
  }
  if (actual.linkBy) return ctx.differences.push(`${where}: not a ref in zod, ${site} is a @${actual.directive ?? "link"}`)
  const type = ctx.types.get(actual.type)
  if (!type) return ctx.differences.push(`${where}: an object in zod, ${site} is ${actual.type}, not an object type of the SDL`)
  // @inLanguage marks every object below it with the record's language
  const below = hasDirective(field, "inLanguage") || (hasLanguage && owner !== ctx.node)
  if (schema instanceof z.ZodObject) return compareObject(fieldsOf(schema), type, where, false, below, ctx)
  if (schema instanceof z.ZodDiscriminatedUnion) {
    // One GraphQL type holds every option's fields; only the discriminator is always there
    const merged = new Map<string, ZodField>()
    const discriminator = schema.def.discriminator
    for (const option of schema.options as z.ZodObject[]) {
      for (const [name, f] of fieldsOf(option))
        if (!merged.has(name)) merged.set(name, name === discriminator ? f : { ...f, optional: true })
    }
    return compareObject(merged, type, where, false, below, ctx)
  }
  ctx.differences.push(
    `${where}: a ${schema.constructor.name} the schema-agreement check does not know (__tests__/support/schema-agreement.ts)`,
  )
}

interface ZodField {
  schema: z.ZodType
  optional: boolean
}
const fieldsOf = (object: z.ZodObject): Map<string, ZodField> =>
  new Map(
    Object.entries(object.shape as Record<string, z.ZodType>).map(([name, schema]): [string, ZodField] =>
      schema instanceof z.ZodOptional
        ? [name, { schema: schema.unwrap() as z.ZodType, optional: true }]
        : [name, { schema, optional: false }],
    ),
  )

function compareObject(
  zodFields: ReadonlyMap<string, ZodField>,
  type: ObjectTypeDefinitionNode,
  where: string,
  isNode: boolean,
  hasLanguage: boolean,
  ctx: Context,
) {
  const owner = type.name.value
  const gqlFields = new Map((type.fields ?? []).map((field) => [field.name.value, field]))
  const named = new Map([...zodFields].map(([name, f]) => [(isNode && NODE_FIELD_RENAMES[name]) || name, f]))
  for (const [name, { schema, optional }] of named) {
    const field = gqlFields.get(name)
    if (!field) {
      ctx.differences.push(`${where}.${name}: in the zod schema, not in GraphQL ${owner}`)
      continue
    }
    const nonNull = field.type.kind === Kind.NON_NULL_TYPE
    const site = `GraphQL ${owner}.${name}: ${print(field.type)}`
    if (!optional && !nonNull && !isAllowed(ctx.allow.nullable, owner, name))
      ctx.differences.push(`${where}.${name}: required in zod, nullable in ${site}`)
    if (optional && nonNull) ctx.differences.push(`${where}.${name}: optional in zod, non-null (!) in ${site}`)
    compareValue(schema, field.type, field, owner, `${where}.${name}`, hasLanguage, ctx)
  }
  for (const name of gqlFields.keys()) {
    if (!named.has(name) && !isAllowed(ctx.allow.derived, owner, name))
      ctx.differences.push(`${where}.${name}: in GraphQL ${owner}, not in the zod schema`)
  }
}

/**
 * Every way the hand-written GraphQL SDL disagrees with the kinds' zod schemas: field names (recursively), required ⇔ `!`,
 * list ⇔ array, the scalar for each value, a ref ⇔ `@link` to the referenced kind's type. An empty list means they agree.
 */
export function schemaDifferences(kinds: readonly ContentKind[], typeDefs: string, allow: Allowances): string[] {
  const types = new Map(
    parse(typeDefs)
      .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((d) => [d.name.value, d]),
  )
  const ctx: Context = { kinds, types, allow, differences: [] }
  for (const kind of kinds) {
    const type = types.get(kind.type)
    if (!type) {
      ctx.differences.push(`${kind.name}: no GraphQL type ${kind.type}`)
      continue
    }
    const isNode = type.interfaces?.some((i) => i.name.value === "Node") ?? false
    const dontInfer = type.directives?.some((d) => d.name.value === "dontInfer") ?? false
    if (!isNode || !dontInfer) ctx.differences.push(`${kind.name}: GraphQL ${kind.type} must be declared "implements Node @dontInfer"`)
    ctx.node = kind.type
    const zodFields = fieldsOf(kind.schema)
    if (kind.localized && !zodFields.has("language")) {
      // The language is the file's, not a field of the record: GraphQL has it, zod must not
      const field = type.fields?.find((f) => f.name.value === "language")
      if (!field || print(field) !== LANGUAGE_FIELD) {
        ctx.differences.push(`${kind.name}: a kind written per language needs ${LANGUAGE_FIELD} in GraphQL ${kind.type}`)
      }
      const withoutLanguage = { ...type, fields: type.fields?.filter((f) => f !== field) }
      compareObject(zodFields, withoutLanguage, kind.name, true, true, ctx)
    } else compareObject(zodFields, type, kind.name, true, true, ctx)
  }
  for (const type of types.values()) {
    const name = type.name.value
    if (
      type.interfaces?.some((i) => i.name.value === "Node") &&
      !kinds.some((kind) => kind.type === name) &&
      !allow.nodeTypes.some((n) => n.type === name)
    ) {
      ctx.differences.push(`GraphQL node type ${name} belongs to no content kind`)
    }
  }
  for (const { type, field } of [...allow.derived, ...allow.nullable]) {
    if (!types.get(type)?.fields?.some((f) => f.name.value === field))
      ctx.differences.push(`allowance for ${type}.${field}: GraphQL has no such field`)
  }
  for (const { type } of allow.nodeTypes) {
    if (!types.has(type)) ctx.differences.push(`allowance for node type ${type}: GraphQL has no such type`)
  }
  return ctx.differences
}
