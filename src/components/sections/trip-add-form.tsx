import * as React from "react"
import { useTranslation } from "../../hooks/use-translation"

/** The id of the trip form the toggles inside a TripAddForm submit. */
const TripAddFormId = React.createContext<string | null>(null)

interface TripAddFormProps {
  /** Names the form apart from the page's other trip forms: its id is `trip-add-<name>`. */
  name: string
  children: React.ReactNode
}

/**
 * The form the My trip toggles inside it submit before their script runs (/my-trip?add=<kind>:<slug>, from the
 * toggle's own name and value), written once before them, the toggles joined to it by their `form` attribute.
 * A card list holds no form of its own: a <form> inside a list item the browser skips (content-visibility: auto,
 * OffscreenItem) made Chromium compute that item's style when the page finished loading, one item after another
 * (49 on /destinations/phuket: a task of 60 to 70 ms with a 4x CPU slowdown). e2e/hydration.spec.ts checks that no
 * skipped part of a page holds a form.
 */
export function TripAddForm({ name, children }: TripAddFormProps) {
  const { localize } = useTranslation()
  const id = `trip-add-${name}`
  return (
    <TripAddFormId.Provider value={id}>
      <form id={id} action={localize("/my-trip")} method="get" hidden />
      {children}
    </TripAddFormId.Provider>
  )
}

/**
 * The id of the trip form around a toggle. A toggle outside every TripAddForm would submit nothing before its script
 * runs, so outside production it throws (as static-region-guard.ts does; the Jest test that renders every page sees
 * it), and production pays nothing for the check.
 */
export function useTripAddForm(): string | undefined {
  const id = React.useContext(TripAddFormId)
  if (id === null && process.env.NODE_ENV !== "production")
    throw new Error("TripToggle submits the form of a <TripAddForm> around it: wrap its list in one.")
  return id ?? undefined
}
