import * as React from "react"
import { Button } from "../ui/button"
import { CheckIcon, PlusIcon } from "../ui/icons"
import { useTranslation } from "../../hooks/use-translation"
import { useTripItem } from "../../hooks/use-trip"
import { requiresScript } from "../../lib/requires-script"
import { fill } from "../../lib/format"
import type { NewTripItem } from "../../lib/trip-store"

/** Where the toggle sits: over a picture, on a white card, or on the dark hero. */
export type TripToggleTone = "picture" | "panel" | "hero"

interface TripToggleProps {
  item: NewTripItem
  tone: TripToggleTone
}

const unpressed = { picture: "solid", panel: "outline", hero: "outlineLight" } as const

/**
 * "My trip" toggle button for one hotel, experience or destination. Its name stays "Add {name} to my trip" and
 * aria-pressed tells whether it is in; the visible "My trip" is part of that name (WCAG 2.5.3). It needs
 * JavaScript, so it shows once scripts run (requiresScript); callers reserve its space in the static HTML.
 */
export function TripToggle({ item, tone }: TripToggleProps) {
  const { t } = useTranslation()
  const { pressed, toggle } = useTripItem(item)
  return (
    <Button
      {...requiresScript}
      size="sm"
      variant={pressed ? "gold" : unpressed[tone]}
      textTransform="none"
      letterSpacing="normal"
      aria-pressed={pressed}
      aria-label={fill(t("trip.toggle"), { name: item.name })}
      data-trip-toggle={`${item.kind}:${item.slug}`}
      onClick={(event) => {
        // Inside an experience card, whose own click opens the Plan Your Trip dialog
        event.stopPropagation()
        toggle()
      }}
    >
      {pressed ? <CheckIcon /> : <PlusIcon />}
      {t("trip.toggleText")}
    </Button>
  )
}
