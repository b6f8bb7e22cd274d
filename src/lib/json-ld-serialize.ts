/** Drops a node's own @context: inside an @graph the graph's context applies. */
function withoutContext(node: object): object {
  const { "@context": _context, ...rest } = node as Record<string, unknown>
  return rest
}

/**
 * One JSON-LD script body for a page: a single node as is, several as one @graph.
 * "<" is escaped so no string in the data can close the script element.
 */
export function serializeJsonLd(nodes: ReadonlyArray<object>): string {
  const value = nodes.length === 1 ? nodes[0] : { "@context": "https://schema.org", "@graph": nodes.map(withoutContext) }
  return JSON.stringify(value).replace(/</g, "\\u003c")
}

/** Keeps the first node of each @id (nodes without one are all kept), so shared nodes appear once. */
export function uniqueById(nodes: ReadonlyArray<object>): object[] {
  const seen = new Set<unknown>()
  return nodes.filter((node) => {
    const id = (node as { "@id"?: unknown })["@id"]
    if (id === undefined) return true
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}
