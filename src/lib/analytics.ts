/** Google Analytics 4 (gtag.js): loaded only after consent, and only when the company data configures an id. */
export const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com"

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const SCRIPT_ID = "analytics-gtag"

/** Adds the analytics script once. Does nothing without an id or when it is already there. */
export function loadAnalytics(measurementId: string, doc: Document = document): boolean {
  const id = measurementId.trim()
  if (!id || doc.getElementById(SCRIPT_ID)) return false
  const win = doc.defaultView
  if (win) {
    win.dataLayer = win.dataLayer ?? []
    const gtag = (...args: unknown[]) => win.dataLayer?.push(args)
    gtag("js", new Date())
    gtag("config", id, { anonymize_ip: true })
  }
  const script = doc.createElement("script")
  script.id = SCRIPT_ID
  script.async = true
  script.src = `${ANALYTICS_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`
  doc.head.appendChild(script)
  return true
}
