import { MAX_TRIP_ITEMS } from "../../src/lib/inquiry-schema"

/** A shortlist item's field in a plain form: items[0][name], items[0][path], items[0][details]. */
const ITEM_FIELD = /^items\[(\d{1,4})\]\[([a-z]+)\]$/

/**
 * A request body as the schemas read it, from JSON or from a plain form (@fastify/formbody's object):
 * - an empty value is a field left empty, the same as one not sent (a plain form sends every field, filled or not);
 * - a plain form's shortlist arrives as items[<n>][<field>] and becomes `items`, in the order of <n>.
 * The result has no prototype, so no field name ("__proto__", "constructor") can reach one.
 */
export function formFields(body: unknown, plainForm: boolean): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>
  const items = new Map<number, Record<string, unknown>>()
  for (const [name, value] of Object.entries(body)) {
    if (value === "") continue
    const item = plainForm ? ITEM_FIELD.exec(name) : null
    if (item) {
      const index = Number(item[1])
      const record = items.get(index) ?? (Object.create(null) as Record<string, unknown>)
      record[item[2] as string] = value
      items.set(index, record)
      continue
    }
    fields[name] = value
  }
  if (items.size > 0 && fields.items === undefined) {
    // More than the schema allows is its tooLong; keep one over the limit for it to see, not thousands
    fields.items = [...items.entries()]
      .sort(([a], [b]) => a - b)
      .slice(0, MAX_TRIP_ITEMS + 1)
      .map(([, record]) => ({ name: "", path: "", details: "", ...record }))
  }
  return fields
}
