import * as React from "react"
import { useCompany } from "../../hooks/use-company"
import { loadAnalytics } from "../../lib/analytics"

// Loaded after the page is interactive: none of these may delay the first render
const CookieBanner = React.lazy(() => import("./cookie-banner"))
const WhatsappWidget = React.lazy(() => import("./whatsapp-widget"))

/** Runs `callback` when the browser is idle (or soon, where requestIdleCallback is missing). */
function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 200)
  return () => clearTimeout(id)
}

/** The cookie banner (and the analytics it gates) and the WhatsApp chat, on every page. */
export function SiteWidgets() {
  const company = useCompany()
  const [ready, setReady] = React.useState(false)
  const [bannerVisible, setBannerVisible] = React.useState(false)
  React.useEffect(() => whenIdle(() => setReady(true)), [])
  const onConsent = React.useCallback(
    (accepted: boolean) => {
      if (accepted) loadAnalytics(company.analyticsId)
    },
    [company.analyticsId],
  )

  if (!ready) return null
  return (
    <React.Suspense fallback={null}>
      <CookieBanner onConsent={onConsent} onVisibleChange={setBannerVisible} />
      {/* The chat button would sit on the banner's buttons on a phone; it waits until the banner is answered */}
      {!bannerVisible && <WhatsappWidget />}
    </React.Suspense>
  )
}
