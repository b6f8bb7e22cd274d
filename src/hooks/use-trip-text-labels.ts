import * as React from "react"
import type { TripTextLabels } from "../lib/trip-text"
import { useTranslation } from "./use-translation"

/** The words for describing a trip in text (the inquiry e-mail), in the current language. */
export function useTripTextLabels(): TripTextLabels {
  const { t, locale } = useTranslation()
  return React.useMemo(
    () => ({
      kinds: { hotel: t("trip.kind.hotel"), experience: t("trip.kind.experience"), destination: t("trip.kind.destination") },
      note: t("trip.printNote"),
      datesRange: t("trip.datesRange"),
      datesFrom: t("trip.datesFrom"),
      datesUntil: t("trip.datesUntil"),
      locale,
    }),
    [t, locale],
  )
}
