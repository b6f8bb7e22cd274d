import * as React from "react"
import { Button } from "../ui/button"
import { CheckIcon } from "../ui/icons/check-icon"
import { PlusIcon } from "../ui/icons/plus-icon"
import { useTranslation } from "../../hooks/use-translation"
import { useTripItem } from "../../hooks/use-trip"
import { requiresScript } from "../../lib/requires-script"
import { fill } from "../../lib/format"
import { tripAddParam, TRIP_ADD_PARAM } from "../../lib/trip-add-param"
import type { NewTripItem } from "../../lib/trip-store"
import { useStaticRegionGuard } from "../hydration/static-region-guard"
import { useTripAddForm } from "./trip-add-form"

/** Where the toggle sits: over a picture, on a white card, or on the dark hero. */
export type TripToggleTone = "picture" | "panel" | "hero"

interface TripToggleProps {
  item: NewTripItem
  tone: TripToggleTone
}

const unpressed = { picture: "solid", panel: "outline", hero: "outlineLight" } as const

/**
 * "My trip" toggle for one hotel, experience or destination. Its name stays "Add {name} to my trip" and
 * aria-pressed tells whether it is in; the visible "My trip" is part of that name (WCAG 2.5.3).
 *
 * It submits the trip form around it (TripAddForm), which adds the item through /my-trip (`?add=hotel:<slug>`), so a
 * tap before the script has run is not lost; once hydrated it toggles in place. The shortlist lives in the
 * browser's storage, which needs JavaScript, so without it the toggle is not shown (requiresScript).
 */
export function TripToggle({ item, tone }: TripToggleProps) {
  useStaticRegionGuard("TripToggle")
  const { t } = useTranslation()
  const form = useTripAddForm()
  const { pressed, toggle } = useTripItem(item)
  const param = tripAddParam(item)
  return (
    <Button
      {...requiresScript}
      type="submit"
      form={form}
      name={TRIP_ADD_PARAM}
      value={param}
      size="sm"
      variant={unpressed[tone]}
      pressed="gold"
      textTransform="none"
      letterSpacing="normal"
      // above a card's stretched link (experience cards)
      position="relative"
      zIndex="2"
      aria-pressed={pressed}
      aria-label={fill(t("trip.toggle"), { name: item.name })}
      data-trip-toggle={param}
      data-control=""
      onClick={(event) => {
        // (not the card's own link, nor the form's submission: the toggle works in place)
        event.stopPropagation()
        event.preventDefault()
        toggle()
      }}
    >
      {pressed ? <CheckIcon /> : <PlusIcon />}
      {t("trip.toggleText")}
    </Button>
  )
}
