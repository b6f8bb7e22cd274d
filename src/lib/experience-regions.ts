/** The order of regions on /experiences (SPEC §2); a region without experiences is skipped. */
export const EXPERIENCE_REGION_ORDER = ["bangkok", "northern-thailand", "hua-hin", "phuket", "krabi", "koh-samui", "koh-phangan"] as const

/** Groups items by region in the given order, dropping empty regions; unknown regions go last. */
export function groupByRegion<T extends { region: string }>(
  items: ReadonlyArray<T>,
  order: ReadonlyArray<string>,
): Array<{ region: string; items: T[] }> {
  const regions = [...order, ...new Set(items.map((item) => item.region).filter((region) => !order.includes(region)))]
  return regions
    .map((region) => ({ region, items: items.filter((item) => item.region === region) }))
    .filter((group) => group.items.length > 0)
}
