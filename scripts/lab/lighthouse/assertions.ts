// scripts/budgets.json → "lighthouse" as Lighthouse CI assertions, each on the median of a URL's runs (as the bench
// judged before lhci), and lhci's failed assertions back as the bench's miss texts.

interface BudgetAssertion {
  key: string
  option: "minScore" | "maxNumericValue"
  factor: number
  label: string
}

/** A failed assertion of lhci's .lighthouseci/assertion-results.json: the fields read. */
export interface AssertionResult {
  url: string
  name: string
  auditId: string
  auditProperty?: string
  operator: string
  actual?: number | null | undefined
  expected?: number | null | undefined
  passed: boolean
  level: string
}

/** Budget key → lhci assertion key, the option it sets, and the factor from the budget's unit to Lighthouse's. */
const BUDGETS: Record<string, BudgetAssertion> = {
  performance: { key: "categories:performance", option: "minScore", factor: 1 / 100, label: "performance" },
  accessibility: { key: "categories:accessibility", option: "minScore", factor: 1 / 100, label: "accessibility" },
  bestPractices: { key: "categories:best-practices", option: "minScore", factor: 1 / 100, label: "best practices" },
  seo: { key: "categories:seo", option: "minScore", factor: 1 / 100, label: "SEO" },
  lcpSeconds: { key: "largest-contentful-paint", option: "maxNumericValue", factor: 1000, label: "LCP s" },
  tbtMs: { key: "total-blocking-time", option: "maxNumericValue", factor: 1, label: "TBT ms" },
  cls: { key: "cumulative-layout-shift", option: "maxNumericValue", factor: 1, label: "CLS" },
}

/** lhci's `assert.assertions` for a budget such as { performance: 98, tbtMs: 100 }. */
export function budgetAssertions(budget: Record<string, number>): Record<string, unknown> {
  const unknown = Object.keys(budget).filter((name) => !(name in BUDGETS))
  if (unknown.length) throw new Error(`scripts/budgets.json → lighthouse: no assertion for ${unknown.join(", ")}`)
  return Object.fromEntries(
    Object.entries(budget).map(([name, limit]) => {
      const assertion = BUDGETS[name]
      if (!assertion) throw new Error(`scripts/budgets.json → lighthouse: no assertion for ${name}`)
      const { key, option, factor } = assertion
      return [key, ["error", { [option]: limit * factor, aggregationMethod: "median" }]]
    }),
  )
}

/** A failed lhci assertion in the budget's own units: "performance 97 < 98", "TBT ms 131 > 100". */
export function missText(result: AssertionResult): string {
  const key = result.auditProperty ? `${result.auditId}:${result.auditProperty}` : result.auditId
  const budget = Object.values(BUDGETS).find((entry) => entry.key === key)
  if (!budget) return `${key} ${result.name}: ${result.actual} (expected ${result.operator} ${result.expected})`
  const show = (value: number | null | undefined) =>
    typeof value === "number" && Number.isFinite(value) ? String(Number((value / budget.factor).toFixed(3))) : "none"
  return `${budget.label} ${show(result.actual)} ${budget.option === "minScore" ? "<" : ">"} ${show(result.expected)}`
}
