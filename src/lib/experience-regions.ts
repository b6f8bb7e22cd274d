/**
 * Groups items by their destination, the regions in the order of their first item (on /experiences the experiences
 * come sorted by their `order`, so staff place a region by its experiences' positions: no list of regions in code).
 * Empty regions have no group.
 */
export function groupByRegion<T extends { destination: { slug: string } }>(items: ReadonlyArray<T>): Array<{ region: string; items: T[] }> {
  const regions = [...new Set(items.map((item) => item.destination.slug))]
  return regions.map((region) => ({ region, items: items.filter((item) => item.destination.slug === region) }))
}
