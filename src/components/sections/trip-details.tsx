import * as React from "react"
import { chakra, Grid, Stack } from "@chakra-ui/react"
import { Heading } from "../ui/heading"
import { controlStyles } from "../ui/form-field"
import { useTranslation } from "../../hooks/use-translation"
import { useTrip } from "../../hooks/use-trip"
import { TRIP_LIMITS } from "../../lib/trip-store"

const labelStyles = { fontSize: "sm", fontWeight: "600" } as const

/** The trip's arrival and departure dates and number of travellers, saved with the shortlist as they are typed. */
export function TripDetails() {
  const { t } = useTranslation()
  const { trip, setDates, setTravellers } = useTrip()
  return (
    <Stack as="section" aria-labelledby="trip-details-title" gap="4" layerStyle="panel" p="6">
      <Heading as="h2" size="sm" id="trip-details-title">
        {t("trip.detailsTitle")}
      </Heading>
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
        <Stack gap="1.5">
          <chakra.label htmlFor="trip-start" {...labelStyles}>
            {t("trip.startDate")}
          </chakra.label>
          <chakra.input
            id="trip-start"
            type="date"
            value={trip.startDate}
            max={trip.endDate || undefined}
            onChange={(event) => setDates(event.target.value, trip.endDate)}
            {...controlStyles}
          />
        </Stack>
        <Stack gap="1.5">
          <chakra.label htmlFor="trip-end" {...labelStyles}>
            {t("trip.endDate")}
          </chakra.label>
          <chakra.input
            id="trip-end"
            type="date"
            value={trip.endDate}
            min={trip.startDate || undefined}
            onChange={(event) => setDates(trip.startDate, event.target.value)}
            {...controlStyles}
          />
        </Stack>
      </Grid>
      <Stack gap="1.5">
        <chakra.label htmlFor="trip-travellers" {...labelStyles}>
          {t("trip.travellers")}
        </chakra.label>
        <chakra.input
          id="trip-travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={TRIP_LIMITS.travellers}
          step={1}
          value={trip.travellers || ""}
          onChange={(event) => setTravellers(event.target.value)}
          {...controlStyles}
        />
      </Stack>
    </Stack>
  )
}
