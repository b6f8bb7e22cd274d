/** The order of regions on /experiences (SPEC §2); a region without experiences is skipped. */
export const EXPERIENCE_REGION_ORDER = ["bangkok", "northern-thailand", "hua-hin", "phuket", "krabi", "koh-samui", "koh-phangan"] as const

/** Groups items by their destination in the given order, dropping empty regions; unknown ones go last. */
export function groupByRegion<T extends { destination: { slug: string } }>(
  items: ReadonlyArray<T>,
  order: ReadonlyArray<string>,
): Array<{ region: string; items: T[] }> {
  const regions = [...order, ...new Set(items.map((item) => item.destination.slug).filter((region) => !order.includes(region)))]
  return regions
    .map((region) => ({ region, items: items.filter((item) => item.destination.slug === region) }))
    .filter((group) => group.items.length > 0)
}
