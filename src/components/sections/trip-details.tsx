import * as React from "react"
import { chakra, Grid, Stack } from "@chakra-ui/react"
import { Heading } from "../ui/heading"
import { FormField, controlStyles } from "../ui/form-field"
import { useTranslation } from "../../hooks/use-translation"
import { useTrip } from "../../hooks/use-trip"
import { TRIP_LIMITS } from "../../lib/trip-store"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

/** The trip's arrival and departure dates and number of travellers, saved with the shortlist as they are typed. */
export function TripDetails() {
  useStaticRegionGuard("TripDetails")
  const { t } = useTranslation()
  const { trip, setDates, setTravellers } = useTrip()
  return (
    <Stack as="section" aria-labelledby="trip-details-title" gap="4" layerStyle="panel" p="6">
      <Heading as="h2" size="sm" id="trip-details-title">
        {t("trip.detailsTitle")}
      </Heading>
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
        <FormField id="trip-start" label={t("trip.startDate")}>
          <chakra.input
            type="date"
            value={trip.startDate}
            max={trip.endDate || undefined}
            onChange={(event) => setDates(event.target.value, trip.endDate)}
            {...controlStyles}
          />
        </FormField>
        <FormField id="trip-end" label={t("trip.endDate")}>
          <chakra.input
            type="date"
            value={trip.endDate}
            min={trip.startDate || undefined}
            onChange={(event) => setDates(trip.startDate, event.target.value)}
            {...controlStyles}
          />
        </FormField>
      </Grid>
      <FormField id="trip-travellers" label={t("trip.travellers")}>
        <chakra.input
          type="number"
          inputMode="numeric"
          min={1}
          max={TRIP_LIMITS.travellers}
          step={1}
          value={trip.travellers || ""}
          onChange={(event) => setTravellers(event.target.value)}
          {...controlStyles}
        />
      </FormField>
    </Stack>
  )
}
