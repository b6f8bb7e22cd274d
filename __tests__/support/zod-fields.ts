// Reads the rules of a zod object's fields straight from zod's definitions (not through JSON Schema, which the CMS
// generator uses), so the CMS test compares two independent readings of the schema.
import type { z } from "zod"

export interface FieldRule {
  /** Decap must refuse an empty value (the schema refuses a missing or empty one). */
  required: boolean
  list?: boolean
  number?: boolean
  min?: number
  max?: number
  /** Regex sources the value must match. */
  patterns: string[]
  options?: string[]
  url?: boolean
  /** What the field holds: an object's fields, a list's items, or one value. */
  shape: "object" | "list" | "value"
  /** A text written in each language (the `translate` meta of src/content/fields.ts). */
  translate: boolean
}

interface Check {
  _zod: { def: { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; length?: number; value?: number } }
}
interface Def {
  type: string
  innerType?: z.ZodType
  element?: z.ZodType
  shape?: Record<string, z.ZodType>
  options?: z.ZodType[]
  entries?: Record<string, string>
  values?: unknown[]
  checks?: Check[]
  format?: string
  pattern?: RegExp
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def)

/** Every field of an object schema by dotted path; lists of objects continue into their fields, typed lists per type. */
export function schemaFieldRules(schema: z.ZodType, prefix = "", found = new Map<string, FieldRule>()): Map<string, FieldRule> {
  for (const [name, child] of Object.entries(defOf(schema).shape ?? {})) {
    const path = `${prefix}${name}`
    const { inner, optional } = unwrap(child)
    const def = defOf(inner)
    const checks = checksOf(def)
    const translate = Boolean(child.meta()?.translate || inner.meta()?.translate)
    const shape = def.type === "object" ? "object" : def.type === "array" ? "list" : "value"
    const rule: FieldRule = { required: !optional, patterns: [], shape, translate }
    if (def.type === "string") {
      if (def.format === "regex" && def.pattern) rule.patterns.push(def.pattern.source)
      for (const check of checks) if (check.check === "string_format" && check.pattern) rule.patterns.push(check.pattern.source)
      if (def.format === "url") rule.url = true
      const minLength = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => c.minimum ?? 0))
      const acceptsEmpty = minLength === 0 && !def.format && rule.patterns.every((source) => new RegExp(source).test(""))
      if (acceptsEmpty) rule.required = false
    } else if (def.type === "enum") {
      rule.options = Object.values(def.entries ?? {})
    } else if (def.type === "number") {
      rule.number = true
      for (const check of checks) {
        if (check.check === "greater_than") rule.min = check.value
        if (check.check === "less_than") rule.max = check.value
      }
    } else if (def.type === "array") {
      rule.list = true
      for (const check of checks) {
        if (check.check === "min_length") rule.min = check.minimum
        if (check.check === "max_length") rule.max = check.maximum
        if (check.check === "length_equals") rule.min = rule.max = check.length
      }
      const element = unwrap(def.element as z.ZodType).inner
      const elementDef = defOf(element)
      if (elementDef.type === "object") schemaFieldRules(element, `${path}.`, found)
      if (elementDef.type === "union")
        for (const option of elementDef.options ?? []) {
          const typeName = String(defOf(defOf(option).shape?.type as z.ZodType).values?.[0])
          const { type: _discriminator, ...rest } = defOf(option).shape ?? {}
          schemaFieldRules({ _zod: { def: { type: "object", shape: rest } } } as unknown as z.ZodType, `${path}.${typeName}.`, found)
        }
    } else if (def.type === "object") {
      schemaFieldRules(inner, `${path}.`, found)
    }
    found.set(path, rule)
  }
  return found
}

/** Optional, defaulted, nullable, or `x | ""`: the inner type, and whether a value may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema
  let optional = false
  for (;;) {
    const def = defOf(inner)
    if (def.type === "optional" || def.type === "default" || def.type === "nullable") {
      optional = true
      inner = def.innerType as z.ZodType
    } else if (def.type === "union" && def.options?.length === 2) {
      const empty = def.options.find((o) => defOf(o).type === "literal" && defOf(o).values?.[0] === "")
      if (!empty) return { inner, optional }
      optional = true
      inner = def.options.find((o) => o !== empty) as z.ZodType
    } else return { inner, optional }
  }
}
