import * as React from "react"
import type { InquiryLabels } from "../lib/inquiry"
import { useTranslation } from "./use-translation"

/** The inquiry e-mail's labels in the current language. */
export function useInquiryLabels(): InquiryLabels {
  const { t } = useTranslation()
  return React.useMemo(
    () => ({
      subject: t("inquiry.subject"),
      name: t("inquiry.name"),
      email: t("inquiry.email"),
      experience: t("inquiry.experience"),
      company: t("inquiry.company"),
      destination: t("inquiry.destination"),
      travellers: t("inquiry.travellers"),
      dates: t("inquiry.dates"),
      budget: t("inquiry.budget"),
      items: t("inquiry.items"),
      request: t("inquiry.request"),
      truncated: t("inquiry.truncated"),
    }),
    [t],
  )
}
