import * as React from "react"
import { useCompany } from "../../hooks/use-company"
import { loadAnalytics } from "../../lib/analytics"
import { CookieBanner } from "./cookie-banner"
import { WhatsappWidget } from "./whatsapp-widget"

/** The cookie banner (and the analytics it gates) and the WhatsApp chat, on every page, from the first paint. */
export function SiteWidgets() {
  const company = useCompany()
  const [bannerVisible, setBannerVisible] = React.useState(false)
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
      {!bannerVisible && <WhatsappWidget />}
    </>
  )
}
