/**
 * Field rules for the content in data/: a tiny declarative checker, so each content kind reads
 * as a list of its fields. Each rule returns an error text, or null when the value is fine.
 */
export type Rule = (value: unknown, context: RuleContext) => string | null

export interface RuleContext {
  /** Ids every reference kind may point to, e.g. refs.get("destination") = set of slugs. */
  refs: ReadonlyMap<string, ReadonlySet<string>>
  fileExists: (relativePath: string) => boolean
}

const show = (value: unknown): string =>
  typeof value === "string"
    ? JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
    : (JSON.stringify(value) ?? String(value))

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const PRICE = /^(On request|\$[0-9]{1,3}(,[0-9]{3})*\+?( ?- ?\$?[0-9]{1,3}(,[0-9]{3})*)?( USD)?)$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export const text: Rule = (v) => (typeof v === "string" && v.trim() !== "" ? null : `must be a non-empty text, got ${show(v)}`)
export const maybeText: Rule = (v) => (v === undefined || typeof v === "string" ? null : `must be a text when present, got ${show(v)}`)
export const maxLength =
  (max: number): Rule =>
  (v, c) =>
    text(v, c) ?? ((v as string).length <= max ? null : `must be at most ${max} characters, has ${(v as string).length}`)
export const slug: Rule = (v) =>
  typeof v === "string" && SLUG.test(v) ? null : `must be a slug (lowercase letters, digits, hyphens), got ${show(v)}`
export const integer =
  (min: number, max: number): Rule =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max
      ? null
      : `must be a whole number from ${min} to ${max}, got ${show(v)}`
export const boolean: Rule = (v) => (typeof v === "boolean" ? null : `must be true or false, got ${show(v)}`)
export const maybeBoolean: Rule = (v) =>
  v === undefined || typeof v === "boolean" ? null : `must be true or false when present, got ${show(v)}`
export const oneOf =
  (...allowed: string[]): Rule =>
  (v) =>
    typeof v === "string" && allowed.includes(v) ? null : `must be one of ${allowed.join(", ")}, got ${show(v)}`
export const price: Rule = (v) =>
  typeof v === "string" && PRICE.test(v) ? null : `must be a price text like "$450", "$1,200+", "$120-180" or "On request", got ${show(v)}`
export const email: Rule = (v) => (typeof v === "string" && EMAIL.test(v) ? null : `must be an e-mail address, got ${show(v)}`)
export const digits: Rule = (v) =>
  typeof v === "string" && /^[0-9]{8,15}$/.test(v) ? null : `must be an international number in digits only, got ${show(v)}`
export const date: Rule = (v) =>
  typeof v === "string" && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v)
    ? null
    : `must be a date as YYYY-MM-DD, got ${show(v)}`
export const url: Rule = (v) => {
  if (typeof v !== "string") return `must be an https URL, got ${show(v)}`
  try {
    const parsed = new URL(v)
    return parsed.protocol === "https:" && parsed.hostname.includes(".") ? null : `must be an https URL, got ${show(v)}`
  } catch {
    return `must be an https URL, got ${show(v)}`
  }
}
export const urlOrEmpty: Rule = (v, c) => (v === "" ? null : url(v, c))
export const path: Rule = (v) =>
  typeof v === "string" && /^\/[a-z0-9/-]*$/.test(v) && !v.endsWith("/") ? null : `must be a site path like "/blog/1", got ${show(v)}`
export const ref =
  (kind: string): Rule =>
  (v, { refs }) =>
    typeof v === "string" && refs.get(kind)?.has(v) ? null : `must name an existing ${kind}, got ${show(v)}`
export const maybeRef =
  (kind: string): Rule =>
  (v, c) =>
    v === undefined ? null : ref(kind)(v, c)
export const file: Rule = (v, { fileExists }) => {
  if (typeof v !== "string" || v === "") return `must be a file path under data/, got ${show(v)}`
  if (v.startsWith("https://images.unsplash.com/")) return null
  return fileExists(v) ? null : `names a file that does not exist: data/${v}`
}
export const list =
  (item: Rule, min = 1, max = Infinity): Rule =>
  (v, c) => {
    if (!Array.isArray(v)) return `must be a list, got ${show(v)}`
    if (v.length < min || v.length > max)
      return `must have ${max === Infinity ? `at least ${min}` : `${min} to ${max}`} items, has ${v.length}`
    for (const [index, entry] of v.entries()) {
      const error = item(entry, c)
      if (error) return `item ${index + 1} ${error}`
    }
    return null
  }
export const maybeList =
  (item: Rule, min = 1, max = Infinity): Rule =>
  (v, c) =>
    v === undefined ? null : list(item, min, max)(v, c)

/** A nested object: checks its own fields and reports the first problem with its path. */
export type Shape = Readonly<Record<string, Rule>>
export const object =
  (shape: Shape): Rule =>
  (v, c) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return `must be an object, got ${show(v)}`
    for (const [field, rule] of Object.entries(shape)) {
      const error = rule((v as Record<string, unknown>)[field], c)
      if (error) return `field "${field}" ${error}`
    }
    return null
  }
export const maybeObject =
  (shape: Shape): Rule =>
  (v, c) =>
    v === undefined ? null : object(shape)(v, c)
