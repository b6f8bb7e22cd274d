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
}

// gatsby-transformer-json stores a record's own `id` as `jsonId` (`id` is the Gatsby node id)
const NODE_FIELD_RENAMES: Readonly<Record<string, string>> = { id: "jsonId" }

interface Context {
  kinds: readonly ContentKind[]
  types: ReadonlyMap<string, ObjectTypeDefinitionNode>
  allow: Allowances
  differences: string[]
}

const isAllowed = (list: readonly Allowance[], type: string, field: string) => list.some((a) => a.type === type && a.field === field)

/** The GraphQL a zod value must be declared as: a scalar, a @link to a kind's type, or an object type (null). */
function expectedGraphql(schema: z.ZodType, ctx: Context): { type: string; linkBy?: string } | null {
  const ref = z.globalRegistry.get(schema)?.ref
  if (ref) {
    const target = ctx.kinds.find((kind) => kind.name === ref)
    // A ref to something that is not a kind (interface text keys) is a plain text in GraphQL
    if (!target?.key) return { type: "String" }
    return { type: target.type, linkBy: NODE_FIELD_RENAMES[target.key] ?? target.key }
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

const linkOf = (field: FieldDefinitionNode): string | undefined => {
  const link = field.directives?.find((d) => d.name.value === "link")
  const by = link?.arguments?.find((a) => a.name.value === "by")?.value
  return link ? (by?.kind === Kind.STRING ? by.value : "id") : undefined
}
const show = (type: string, linkBy?: string) => (linkBy ? `${type} @link(by: "${linkBy}")` : type)

/** Compares a value's zod schema with the GraphQL type of the field holding it (nullability already checked). */
function compareValue(schema: z.ZodType, gql: TypeNode, field: FieldDefinitionNode, owner: string, where: string, ctx: Context) {
  const site = `GraphQL ${owner}.${field.name.value}`
  const inner = gql.kind === Kind.NON_NULL_TYPE ? gql.type : gql
  if (schema instanceof z.ZodArray) {
    if (inner.kind !== Kind.LIST_TYPE) return ctx.differences.push(`${where}: a list in zod, not in ${site} (${print(field.type)})`)
    if (inner.type.kind !== Kind.NON_NULL_TYPE)
      ctx.differences.push(`${where}: list items are required in zod, nullable in ${site} (${print(field.type)})`)
    return compareValue(schema.element as z.ZodType, inner.type, field, owner, `${where}[]`, ctx)
  }
  if (inner.kind === Kind.LIST_TYPE) return ctx.differences.push(`${where}: not a list in zod, a list in ${site} (${print(field.type)})`)
  const actual = { type: inner.name.value, linkBy: linkOf(field) }
  const expected = expectedGraphql(schema, ctx)
  if (expected) {
    if (expected.type !== actual.type || expected.linkBy !== actual.linkBy) {
      ctx.differences.push(`${where}: zod says ${show(expected.type, expected.linkBy)}, ${site} says ${show(actual.type, actual.linkBy)}`)
    }
    return
  }
  if (actual.linkBy) return ctx.differences.push(`${where}: not a ref in zod, ${site} is a @link`)
  const type = ctx.types.get(actual.type)
  if (!type) return ctx.differences.push(`${where}: an object in zod, ${site} is ${actual.type}, not an object type of the SDL`)
  if (schema instanceof z.ZodObject) return compareObject(fieldsOf(schema), type, where, false, ctx)
  if (schema instanceof z.ZodDiscriminatedUnion) {
    // One GraphQL type holds every option's fields; only the discriminator is always there
    const merged = new Map<string, ZodField>()
    const discriminator = schema.def.discriminator
    for (const option of schema.options as z.ZodObject[]) {
      for (const [name, f] of fieldsOf(option))
        if (!merged.has(name)) merged.set(name, name === discriminator ? f : { ...f, optional: true })
    }
    return compareObject(merged, type, where, false, ctx)
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
    compareValue(schema, field.type, field, owner, `${where}.${name}`, ctx)
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
    compareObject(fieldsOf(kind.schema), type, kind.name, true, ctx)
  }
  for (const type of types.values()) {
    if (type.interfaces?.some((i) => i.name.value === "Node") && !kinds.some((kind) => kind.type === type.name.value)) {
      ctx.differences.push(`GraphQL node type ${type.name.value} belongs to no content kind`)
    }
  }
  for (const { type, field } of [...allow.derived, ...allow.nullable]) {
    if (!types.get(type)?.fields?.some((f) => f.name.value === field))
      ctx.differences.push(`allowance for ${type}.${field}: GraphQL has no such field`)
  }
  return ctx.differences
}
