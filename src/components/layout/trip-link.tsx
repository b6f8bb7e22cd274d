import * as React from "react"
import { chakra } from "@chakra-ui/react"
import { SiteLink } from "../ui/link"
import { SuitcaseIcon } from "../ui/icons/suitcase-icon"
import { navLinkStyles } from "./nav-link-styles"
import { useTranslation } from "../../hooks/use-translation"
import { useTrip } from "../../hooks/use-trip"
import { countText } from "../../lib/plural"

/**
 * The navbar's link to /my-trip with the shortlist's count: "My trip 3", named "My trip: 3 items". The count is known once scripts read
 * storage; its slot keeps a width in the static HTML so the bar does not shift. Changes made on this visit (here or in
 * another tab) are announced politely; the count found on arrival is not, or every page load would speak.
 */
export function TripLink() {
  const { t, locale } = useTranslation()
  const { trip, ready } = useTrip()
  const count = trip.items.length
  const [announcement, setAnnouncement] = React.useState("")
  const previous = React.useRef<number | null>(null)

  React.useEffect(() => {
    if (!ready) return
    if (previous.current !== null && previous.current !== count) {
      setAnnouncement(countText(t, locale, "nav.tripCount", count))
    }
    previous.current = count
  }, [count, ready, t, locale])

  return (
    <>
      <SiteLink
        to="/my-trip"
        // One name however the label and the count are laid out: "My trip: 3 items", which holds the words and the
        // number it shows, in their order (WCAG 2.5.3, Label in Name; a count in parentheses would not count)
        aria-label={count > 0 ? countText(t, locale, "nav.tripCount", count) : t("nav.myTrip")}
        {...navLinkStyles}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        minH="11"
        data-trip-link=""
      >
        <SuitcaseIcon />
        {/* The label shows where the bar has room: tablets (no desktop links yet) and wide screens */}
        <chakra.span srOnly={{ base: true, md: false, lg: true, xl: false }} whiteSpace="nowrap">
          {t("nav.myTrip")}
        </chakra.span>
        {/* Not laid out (a flex container drops it), but read: the shown text is "My trip 3", not "My trip3" */}{" "}
        <chakra.span minW="6" display="inline-flex" justifyContent="center">
          {count > 0 && (
            <chakra.span
              px="1.5"
              minW="6"
              textAlign="center"
              borderRadius="full"
              bg="brand.ink"
              color="brand.ivory"
              fontSize="xs"
              fontWeight="600"
            >
              {count}
            </chakra.span>
          )}
        </chakra.span>
      </SiteLink>
      <chakra.span srOnly aria-live="polite">
        {announcement}
      </chakra.span>
    </>
  )
}
