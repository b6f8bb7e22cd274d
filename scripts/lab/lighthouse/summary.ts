// The figures the bench keeps of one Lighthouse report: category scores, the metrics, bytes by type, the LCP element,
// the largest layout shifts, the scripts, and what cost points (with the elements or URLs to find it in the site).
import { kb } from "../../js-budget"
import { CATEGORIES } from "./lhci"

/** One report's figures. */
export function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const summary = lhr.audits["resource-summary"]?.details?.items ?? []
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? null
  // what cost points: failing audits of the scored categories, by category
  const failing = {}
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? []
    const ids = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < (id === "performance" ? 0.9 : 1))
      .map((ref) => ref.id)
    if (ids.length > 0) failing[id] = ids
  }
  // where the other categories' failures are (an element, a link, a URL), to find them in the site
  const failingDetails = {}
  for (const [category, ids] of Object.entries(failing)) {
    if (category === "performance") continue
    for (const id of ids) {
      const audit = lhr.audits[id]
      failingDetails[id] = { title: audit.title, items: (audit.details?.items ?? []).slice(0, 10).map(describeItem) }
    }
  }
  const lcpItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []
  const lcpNode = lcpItems.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${Number(item.score ?? 0).toFixed(3)} ${describeItem(item)}`)
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const scripts = requests
    .filter((r) => r.resourceType === "Script")
    .map((r) => ({ url: r.url.replace(/^https?:\/\/[^/]+/, ""), transferKB: Number(kb(r.transferSize ?? 0).toFixed(1)) }))
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpSeconds: numeric("largest-contentful-paint") === null ? null : numeric("largest-contentful-paint") / 1000,
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpSeconds: numeric("first-contentful-paint") === null ? null : numeric("first-contentful-paint") / 1000,
    jsKB: transfer("script") === null ? null : kb(transfer("script")),
    totalKB: transfer("total") === null ? null : kb(transfer("total")),
    lcpElement: lcpNode ? `${lcpNode.snippet} | ${lcpNode.selector}` : null,
    layoutShifts: shifts,
    failing,
    failingDetails,
    scripts,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
  }
}

/** One item of a failing audit as text: the element, the link or the URL it is about. */
function describeItem(item) {
  const parts = [item.node?.snippet, item.node?.selector, item.href, item.text, item.url, item.source?.url, item.description].filter(
    Boolean,
  )
  return parts.length > 0 ? parts.join(" | ") : JSON.stringify(item).slice(0, 300)
}
