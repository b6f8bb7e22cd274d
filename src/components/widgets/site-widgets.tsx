import * as React from "react"
import { useCompany } from "../../hooks/use-company"
import { loadAnalytics } from "../../lib/analytics"
import { CookieBanner } from "./cookie-banner"

// Loaded after the page is interactive: it may not delay the first render
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

/** The cookie banner (and the analytics it gates) and the WhatsApp chat, on every page; the chat once the browser is idle. */
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

  return (
    <>
      <CookieBanner onConsent={onConsent} onVisibleChange={setBannerVisible} />
      {/* The chat button would sit on the banner's buttons on a phone; it waits until the banner is answered */}
      {ready && !bannerVisible && (
        <React.Suspense fallback={null}>
          <WhatsappWidget />
        </React.Suspense>
      )}
    </>
  )
}
