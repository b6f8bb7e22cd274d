import fs from "node:fs"
import path from "node:path"
import {
  Kind,
  parse,
  valueFromASTUntyped,
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql"
import { z } from "zod"
import { contentKinds, kindOfFile, languageOfFile, type ContentKind } from "../../src/content/kinds"
import { readTimeMinutes } from "../../src/content/read-time"
import { readContentFiles } from "../../src/node/validate-data"
import { thailandMapQueryField } from "../../src/node/thailand-map"
import { destinationsInQueryField } from "../../src/node/destinations-in"
import { bestMonths } from "../../src/lib/climate"
import { PHOTO_TYPES } from "../../src/node/resolvers"

/**
 * The site's GraphQL queries answered in Jest from a data/ folder (the real one, or a multiplied copy), the way the
 * build's data layer answers them: a record of each kind is a node with its file's language; a `ref` field
 * (src/content/fields.ts) is a link to the record it names, in the same language when the target is localized; an
 * uploaded photo stands for the artwork and `Article.readTime` is derived (src/node/resolvers.ts); the map is drawn by
 * the build's own resolver (src/node/thailand-map.ts). Only what the site's queries use: `filter` by `eq` (through a
 * link too), `sort`, `skip`, `limit`, `@include`, aliases, fragments, `date(formatString: "LL")`.
 *
 * Not Gatsby's: pictures get a fixed-size image (sharp does not run in Jest), and a date is formatted by Intl's long
 * style (what moment's "LL" writes in the site's languages), not by moment.
 */
export interface ContentGraphql {
  /** Runs a query with its variables, as gatsby-node's `graphql` and Gatsby's page queries do. */
  run: (query: string, variables?: Record<string, unknown>) => Promise<{ data: Record<string, unknown> }>
}

type Data = Record<string, unknown>
interface Node extends Data {
  language?: string
}

const ROOT = path.resolve(__dirname, "../..")
/** Gatsby's filter operators other than eq: none of the site's queries uses one, and a query that does must fail here. */
const OTHER_OPERATORS = new Set(["ne", "in", "nin", "gt", "gte", "lt", "lte", "regex", "glob", "elemMatch"])

/** Every fragment written in src/ (components, pages, gatsby-node modules), by name. */
function sourceFragments(): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>()
  const srcDir = path.join(ROOT, "src")
  for (const file of fs.readdirSync(srcDir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.endsWith(".d.ts")) continue
    const source = fs.readFileSync(path.join(srcDir, file), "utf8")
    for (const [, body] of source.matchAll(/(?:graphql|\/\* GraphQL \*\/ )`([^`]*?)`/g)) {
      // ${…} placeholders (a fragment appended to a query) are the fragments themselves, found in their own file
      const text = (body ?? "").replace(/\$\{[^}]*\}/g, "")
      // Only a template that defines a fragment (a comment or a regular expression naming graphql`` is not one)
      if (!/\bfragment\s/.test(text)) continue
      for (const definition of parse(text).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
      }
    }
  }
  return fragments
}

/** The query of a page or template file: its exported graphql`` template. */
export function pageQueryOf(file: string): string | null {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8")
  return /export const query = graphql`([^`]*)`/.exec(source)?.[1] ?? null
}

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? unwrap(schema.unwrap() as z.ZodType) : schema

/** The schema of a field of an object schema (a discriminated union: the option whose discriminator matches). */
function fieldSchema(schema: z.ZodType | undefined, field: string, value: Data): z.ZodType | undefined {
  const object = schema ? unwrap(schema) : undefined
  if (object instanceof z.ZodObject) return (object.shape as Record<string, z.ZodType>)[field === "jsonId" ? "id" : field]
  if (object instanceof z.ZodDiscriminatedUnion) {
    const options = object.options as z.ZodObject[]
    const option = options.find((o) => (o.shape as Record<string, z.ZodType>)[field] && o.safeParse(value).success) ?? options[0]
    return option ? (option.shape as Record<string, z.ZodType>)[field] : undefined
  }
  return undefined
}

const kindByType = (type: string): ContentKind => {
  const kind = contentKinds.find((k) => k.type === type)
  if (!kind) throw new Error(`no content kind is the GraphQL type ${type}`)
  return kind
}

const kindNamed = (name: string): ContentKind | undefined => contentKinds.find((kind) => kind.name === name)

const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1)

/** The fixed-size image a picture's file gets here (GatsbyImage renders an <img> from it). */
const imageData = (src: string) => ({
  gatsbyImageData: { layout: "constrained", width: 640, height: 427, images: { fallback: { src: `/${src}` }, sources: [] } },
})

export function contentGraphql(dataDir: string): ContentGraphql {
  const fragments = sourceFragments()
  const nodes = new Map<string, Node[]>()
  const { files, errors } = readContentFiles(dataDir)
  if (errors.length > 0) throw new Error(errors.join("\n"))
  for (const file of files) {
    const kind = kindOfFile(file.path)
    if (!kind) continue
    const language = languageOfFile(file.path)
    const records = ("list" in kind.storage && kind.storage.list ? file.data : [file.data]) as Data[]
    const list = nodes.get(kind.type) ?? []
    list.push(...records.map((record) => (language ? { ...record, language } : { ...record })))
    nodes.set(kind.type, list)
  }
  const nodesOf = (type: string): Node[] => nodes.get(type) ?? []

  /** The record a ref names: by the target kind's key, in the linking record's language when the target is localized. */
  function follow(refName: string, value: unknown, language: string | undefined): Node | null {
    const target = kindNamed(refName)
    if (!target?.key) return null
    const key = target.key
    return nodesOf(target.type).find((n) => n[key] === value && (!target.localized || n.language === language)) ?? null
  }

  /** A field's value on a node, as the data layer resolves it, with the schema of what it holds. */
  function fieldValue(owner: Data, schema: z.ZodType | undefined, field: string, language: string | undefined) {
    const own = fieldSchema(schema, field, owner)
    const meta = own ? unwrap(own).meta() : undefined
    const raw = owner[field === "jsonId" ? "id" : field]
    if (field === "language") return { value: owner.language ?? language ?? null, schema: undefined }
    if (field === "readTime" && schema === kindByType("Article").schema)
      return { value: readTimeMinutes(owner.body as Parameters<typeof readTimeMinutes>[0]), schema: undefined }
    if (field === "bestMonths" && schema === kindByType("Climate").schema)
      return { value: bestMonths(owner.months as Parameters<typeof bestMonths>[0]), schema: undefined }
    if (field === "picture" && PHOTO_TYPES.some((type) => kindByType(type).schema === schema)) {
      const photo = owner.photo as { src?: string; alt?: string } | undefined
      if (photo?.src) return { value: { src: photo.src, alt: photo.alt, width: null, height: null }, schema: kindByType("Picture").schema }
    }
    if (field === "file" && schema === kindByType("Picture").schema) {
      const src = String(owner.src)
      return { value: fs.existsSync(path.join(dataDir, src)) ? { childImageSharp: imageData(src) } : null, schema: undefined }
    }
    if (raw === undefined || raw === null) return { value: null, schema: undefined }
    const element = own ? unwrap(own) : undefined
    if (meta?.ref) return { value: follow(meta.ref, raw, language), schema: kindNamed(meta.ref)?.schema }
    if (element instanceof z.ZodArray) {
      const item = unwrap(element.element as z.ZodType)
      const itemRef = item.meta()?.ref
      if (itemRef) return { value: (raw as unknown[]).map((v) => follow(itemRef, v, language)), schema: kindNamed(itemRef)?.schema }
      return { value: raw, schema: item }
    }
    return { value: raw, schema: own }
  }

  function included(directives: readonly DirectiveNode[] | undefined, variables: Data): boolean {
    for (const directive of directives ?? []) {
      const condition = directive.arguments?.find((a) => a.name.value === "if")
      const value = condition ? Boolean(valueFromASTUntyped(condition.value, variables)) : true
      if (directive.name.value === "include" && !value) return false
      if (directive.name.value === "skip" && value) return false
    }
    return true
  }

  const args = (field: FieldNode, variables: Data): Data =>
    Object.fromEntries((field.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]))

  /** The fields of a selection, fragments spread. */
  function fieldsOf(selection: SelectionSetNode, variables: Data): FieldNode[] {
    return selection.selections.flatMap((node): FieldNode[] => {
      if (!included(node.directives, variables)) return []
      if (node.kind === Kind.FIELD) return [node]
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(node.name.value)
        if (!fragment) throw new Error(`unknown fragment ${node.name.value}`)
        return fieldsOf(fragment.selectionSet, variables)
      }
      return fieldsOf(node.selectionSet, variables)
    })
  }

  /** Projects a value onto a selection: objects field by field, lists item by item. */
  function project(
    value: unknown,
    schema: z.ZodType | undefined,
    selection: SelectionSetNode | undefined,
    language: string | undefined,
    variables: Data,
  ): unknown {
    if (value === null || value === undefined) return null
    if (Array.isArray(value)) return value.map((item) => project(item, schema, selection, language, variables))
    if (!selection) return value
    const owner = value as Node
    const ownLanguage = owner.language ?? language
    return Object.fromEntries(
      fieldsOf(selection, variables).map((field) => {
        const name = field.alias?.value ?? field.name.value
        const { value: resolved, schema: inner } = fieldValue(owner, schema, field.name.value, ownLanguage)
        const fieldArgs = args(field, variables)
        if (typeof fieldArgs.formatString === "string" && typeof resolved === "string") {
          const locale = typeof fieldArgs.locale === "string" ? fieldArgs.locale : "en"
          return [name, new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(resolved))]
        }
        return [name, project(resolved, inner, field.selectionSet, ownLanguage, variables)]
      }),
    )
  }

  /** Whether a node passes a filter ({ language: { eq } }, { destination: { slug: { eq } } }). */
  function passes(node: Node, schema: z.ZodType | undefined, filter: Data): boolean {
    return Object.entries(filter).every(([field, condition]) => {
      const { value, schema: inner } = fieldValue(node, schema, field, node.language)
      const test = condition as Data
      if ("eq" in test) return value === test.eq
      const operator = Object.keys(test).find((key) => OTHER_OPERATORS.has(key))
      if (operator) throw new Error(`contentGraphql: filter ${field}: { ${operator} } is not answered here; add it`)
      return value !== null && typeof value === "object" && passes(value as Node, inner, test)
    })
  }

  function compare(sort: Data): (a: Node, b: Node) => number {
    return (a, b) => {
      for (const [field, order] of Object.entries(sort)) {
        const [x, y] = [a[field], b[field]] as [number | string, number | string]
        if (x !== y) return (x < y ? -1 : 1) * (order === "DESC" ? -1 : 1)
      }
      return 0
    }
  }

  async function rootField(field: FieldNode, variables: Data): Promise<unknown> {
    const name = field.name.value
    const fieldArgs = args(field, variables)
    // The build's own root resolvers, over a node model that answers as Gatsby's does (filter and sort)
    const context = {
      nodeModel: {
        findAll: async ({ type, query }: { type: string; query: { filter: Data; sort?: Data } }) => ({
          entries: nodesOf(type)
            .filter((n) => passes(n, kindByType(type).schema, query.filter))
            .sort(compare(query.sort ?? {})),
        }),
      },
    }
    if (name === "thailandMap") {
      type MapContext = Parameters<typeof thailandMapQueryField.thailandMap.resolve>[2]
      const map = await thailandMapQueryField.thailandMap.resolve(
        null,
        fieldArgs as { language: string; width: number },
        context as unknown as MapContext,
      )
      return project(map, undefined, field.selectionSet, undefined, variables)
    }
    if (name === "destinationsIn") {
      type DestinationsContext = Parameters<typeof destinationsInQueryField.destinationsIn.resolve>[2]
      const destinations = await destinationsInQueryField.destinationsIn.resolve(
        null,
        fieldArgs as { language: string },
        context as unknown as DestinationsContext,
      )
      return project(destinations, kindByType("Destination").schema, field.selectionSet, undefined, variables)
    }
    if (name.startsWith("all")) {
      const kind = kindByType(name.slice(3))
      const matching = nodesOf(kind.type)
        .filter((n) => passes(n, kind.schema, (fieldArgs.filter ?? {}) as Data))
        .sort(compare((fieldArgs.sort ?? {}) as Data))
      const skip = typeof fieldArgs.skip === "number" ? fieldArgs.skip : 0
      const page = matching.slice(skip, typeof fieldArgs.limit === "number" ? skip + fieldArgs.limit : undefined)
      return Object.fromEntries(
        fieldsOf(field.selectionSet ?? { kind: Kind.SELECTION_SET, selections: [] }, variables).map((inner) => [
          inner.alias?.value ?? inner.name.value,
          inner.name.value === "totalCount" ? matching.length : project(page, kind.schema, inner.selectionSet, undefined, variables),
        ]),
      )
    }
    const kind = kindByType(pascal(name))
    const node = nodesOf(kind.type).find((n) => passes(n, kind.schema, fieldArgs))
    return node ? project(node, kind.schema, field.selectionSet, node.language, variables) : null
  }

  return {
    run: async (query, variables = {}) => {
      const operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      if (!operation) throw new Error("no query in the text")
      const data: Data = {}
      for (const field of fieldsOf(operation.selectionSet, variables))
        data[field.alias?.value ?? field.name.value] = await rootField(field, variables)
      return { data }
    },
  }
}
