// The figures the bench keeps of one Lighthouse report: category scores, the metrics, bytes by type, the LCP element,
// the largest layout shifts, the scripts, and what cost points (with the elements or URLs to find it in the site).
import { z } from "zod"
import { kb } from "../../js-budget"
import { CATEGORIES } from "./lhci"

/** Item fields of any shape Lighthouse may give them: read when they are what is expected, else left out. */
const text = z.string().optional().catch(undefined)
const figure = z.number().optional().catch(undefined)

/** An audit's detail item: what is read of it (the rest is kept for describeItem's fallback). */
const itemSchema = z.looseObject({
  node: z.looseObject({ snippet: text, selector: text }).optional().catch(undefined),
  href: text,
  text,
  url: text,
  source: z.looseObject({ url: text }).optional().catch(undefined),
  description: text,
  score: figure,
  resourceType: text,
  transferSize: figure,
})
type AuditItem = z.infer<typeof itemSchema>
/** The LCP element audit nests its items one level ({ items: [...] } tables). */
const nestingItemSchema = itemSchema.extend({ items: z.array(itemSchema).optional().catch(undefined) })

/** The fields of a Lighthouse result (LHR) the bench reads. */
const lhrSchema = z.looseObject({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  fetchTime: z.string(),
  lighthouseVersion: z.string(),
  environment: z.looseObject({ hostUserAgent: z.string().optional(), benchmarkIndex: z.number().optional() }).optional(),
  categories: z.record(
    z.string(),
    z.looseObject({
      score: z.number().nullable(),
      auditRefs: z.array(z.looseObject({ id: z.string(), weight: z.number() })),
    }),
  ),
  audits: z.record(
    z.string(),
    z.looseObject({
      title: z.string(),
      score: z.number().nullable(),
      numericValue: z.number().optional(),
      details: z.looseObject({ items: z.array(nestingItemSchema).optional() }).optional(),
    }),
  ),
})
export type LighthouseResult = z.infer<typeof lhrSchema>

/** A report as lhci wrote it, read with the schema above. */
export const parseLighthouseResult = (json: unknown): LighthouseResult => lhrSchema.parse(json)

export interface LighthouseSummary {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpSeconds: number | null
  tbtMs: number | null
  cls: number | null
  fcpSeconds: number | null
  jsKB: number | null
  totalKB: number | null
  lcpElement: string | null
  layoutShifts: string[]
  failing: Record<string, string[]>
  failingDetails: Record<string, { title: string; items: string[] }>
  scripts: Array<{ url: string; transferKB: number }>
  lighthouseVersion: string
  userAgent: string | null
  /**
   * Lighthouse's CPU benchmark of the machine it ran on: its simulated 4x slowdown stands for a mid-range phone on a
   * machine of 1000 or more, and it warns below that; on a slower one every TBT and LCP reads high.
   */
  benchmarkIndex: number | null
}

/** One report's figures. */
export function summarise(lhr: LighthouseResult): LighthouseSummary {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (id: string) => {
    const value = lhr.categories[id]?.score
    return value === null || value === undefined ? null : Math.round(value * 100)
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null
  const summary = lhr.audits["resource-summary"]?.details?.items ?? []
  const transfer = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? null
  // what cost points: failing audits of the scored categories, by category
  const failing: Record<string, string[]> = {}
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? []
    const ids = refs
      .filter((ref) => {
        const auditScore = lhr.audits[ref.id]?.score
        return ref.weight > 0 && auditScore !== null && auditScore !== undefined && auditScore < (id === "performance" ? 0.9 : 1)
      })
      .map((ref) => ref.id)
    if (ids.length > 0) failing[id] = ids
  }
  // where the other categories' failures are (an element, a link, a URL), to find them in the site
  const failingDetails: Record<string, { title: string; items: string[] }> = {}
  for (const [category, ids] of Object.entries(failing)) {
    if (category === "performance") continue
    for (const id of ids) {
      const audit = lhr.audits[id]
      if (audit) failingDetails[id] = { title: audit.title, items: (audit.details?.items ?? []).slice(0, 10).map(describeItem) }
    }
  }
  const lcpItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []
  const lcpNode = lcpItems.flatMap((item): AuditItem[] => item.items ?? [item]).find((item) => item.node)?.node
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${Number(item.score ?? 0).toFixed(3)} ${describeItem(item)}`)
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const scripts = requests
    .filter((r) => r.resourceType === "Script")
    .map((r) => ({ url: (r.url ?? "").replace(/^https?:\/\/[^/]+/, ""), transferKB: Number(kb(r.transferSize ?? 0).toFixed(1)) }))
  const lcp = numeric("largest-contentful-paint")
  const fcp = numeric("first-contentful-paint")
  const js = transfer("script")
  const total = transfer("total")
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpSeconds: lcp === null ? null : lcp / 1000,
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpSeconds: fcp === null ? null : fcp / 1000,
    jsKB: js === null ? null : kb(js),
    totalKB: total === null ? null : kb(total),
    lcpElement: lcpNode ? `${lcpNode.snippet} | ${lcpNode.selector}` : null,
    layoutShifts: shifts,
    failing,
    failingDetails,
    scripts,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }
}

/** One item of a failing audit as text: the element, the link or the URL it is about. */
function describeItem(item: AuditItem): string {
  const parts = [item.node?.snippet, item.node?.selector, item.href, item.text, item.url, item.source?.url, item.description].filter(
    Boolean,
  )
  return parts.length > 0 ? parts.join(" | ") : JSON.stringify(item).slice(0, 300)
}
