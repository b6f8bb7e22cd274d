import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, chakra, Flex, Grid, Stack, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { Button } from "../components/ui/button"
import { CheckIcon } from "../components/ui/icons/check-icon"
import { PrinterIcon } from "../components/ui/icons/printer-icon"
import { LazyInquiryAnswer } from "../components/sections/lazy-inquiry"
import { TripDetails } from "../components/sections/trip-details"
import { TripEmpty } from "../components/sections/trip-empty"
import { TripInquiryForm } from "../components/sections/trip-inquiry-form"
import { TripItemCard, type TripItemContent } from "../components/sections/trip-item-card"
import { TripPrintBrand } from "../components/sections/trip-print-brand"
import { useTranslation } from "../hooks/use-translation"
import { usePrintTitle } from "../hooks/use-print-title"
import { useTrip } from "../hooks/use-trip"
import { fetchTripItem, useTripItemContent } from "../hooks/use-trip-item-content"
import { useTripTextLabels } from "../hooks/use-trip-text-labels"
import { priceText } from "../lib/format"
import { FIELD_LIMITS } from "../lib/form-fields"
import { groupTripItems } from "../lib/trip-groups"
import { tripDatesText, tripItemLines } from "../lib/trip-text"
import { parseTripAdd } from "../lib/parse-trip-add"
import { newTripItemOf, type TripItemFile } from "../lib/trip-item-file"
import type { TripItemKind } from "../lib/trip-store"
import { sitePages } from "../lib/site-pages"
import { countText } from "../lib/plural"

/**
 * /my-trip: the shortlist by destination, with notes, dates and travellers; sent to us as one inquiry, or printed as a
 * clean A4 itinerary, with or without our branding. The shortlist lives in the browser: the static page is the empty
 * state, and the stored trip fills it once scripts run.
 */
export default function MyTripPage({ data }: PageProps<Queries.MyTripPageQuery>) {
  const { t, language, locale, localize } = useTranslation()
  const textLabels = useTripTextLabels()
  const { trip, ready, persistent, has, toggle, remove, setNote } = useTrip()
  const [hideBranding, setHideBranding] = React.useState(false)
  const [reference, setReference] = React.useState<string | null>(null)
  const [fallback, setFallback] = React.useState<{ fields: Record<string, FormDataEntryValue>; serverMessage: string } | null>(null)
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  const listTitleRef = React.useRef<HTMLHeadingElement>(null)
  usePrintTitle(hideBranding ? t("trip.printTitle") : null)

  const destinations = data.destinationsIn
  const order = React.useMemo(() => destinations.map((d) => d.slug), [destinations])
  const destinationNames = React.useMemo(() => new Map(destinations.map((d) => [d.slug, d.name])), [destinations])
  // The few destinations come with the page; a hotel or experience from its own file, for the stored ones only
  const destinationFiles = React.useMemo(
    () => new Map<string, TripItemFile>(destinations.map((d) => [d.slug, { ...d, destination: { slug: d.slug }, price: "" }])),
    [destinations],
  )
  const fileOf = useTripItemContent(
    language,
    trip.items.filter((item) => item.kind !== "destination"),
  )
  // Today's name, price and processed picture; undefined while a file loads or when it failed: the card shows what was stored
  const contentOf = (item: { kind: TripItemKind; slug: string }): TripItemContent | undefined =>
    item.kind === "destination" ? destinationFiles.get(item.slug) : fileOf(item.kind, item.slug)

  const addHandled = React.useRef(false)
  const latest = React.useRef({ has, toggle })
  React.useEffect(() => {
    latest.current = { has, toggle }
  })
  React.useEffect(() => {
    // Once, after the stored trip is read
    if (!ready || addHandled.current) return
    addHandled.current = true
    // What a trip toggle submits here before its page's script has run (?add=hotel:<slug>)
    const wanted = parseTripAdd(window.location.search)
    if (!wanted) return
    // A reload or a shared link does not add it again
    window.history.replaceState(window.history.state, "", window.location.pathname)
    const file =
      wanted.kind === "destination"
        ? Promise.resolve(destinationFiles.get(wanted.slug) ?? null)
        : fetchTripItem(language, wanted.kind, wanted.slug)
    file.then(
      // The trip as it is when the file arrives: an item already in it is not toggled out
      (found) => found && !latest.current.has(wanted.kind, wanted.slug) && latest.current.toggle(newTripItemOf(wanted.kind, found)),
      () => {
        // Offline: there is nothing to add it with
      },
    )
  }, [ready, destinationFiles, language])

  const groups = groupTripItems(trip.items, order)
  const filled = ready && trip.items.length > 0
  const dates = tripDatesText(trip, textLabels)

  const removeItem = (kind: TripItemKind, slug: string) => {
    const last = trip.items.length === 1
    remove(kind, slug)
    // The button is gone: focus goes to the list's heading, or to the page's when the list is now empty
    window.requestAnimationFrame(() => (last ? titleRef.current : listTitleRef.current)?.focus())
  }

  // In the page's language: the name and price the page shows, not the ones stored when the item was added
  const shownTrip = {
    ...trip,
    items: trip.items.map((item) => {
      const current = contentOf(item)
      return { ...item, name: current?.name ?? item.name, price: priceText(current?.price ?? item.price, t) }
    }),
  }
  const travellers = trip.travellers > 0 ? String(trip.travellers) : ""

  /** Every item goes to the server, each with its page; a note too long for its item's line goes with the message. */
  const withItems = async (fields: Readonly<Record<string, string>>) => {
    const { tripItemsPost } = await import(/* webpackChunkName: "form-answers" */ "../lib/trip-post")
    const { items, notes } = tripItemsPost(shownTrip, destinationNames, order, textLabels, localize, FIELD_LIMITS.line)
    const message = [fields.message?.trim() ?? "", ...notes].filter(Boolean).join("\n\n")
    return { ...fields, message, items }
  }

  const sent = (received: string) => {
    setFallback(null)
    setReference(received)
  }

  return (
    <>
      <Seo page={sitePages.myTrip} />
      <Container py={{ base: "12", md: "20" }} _print={{ py: "0" }}>
        <TripPrintBrand hidden={hideBranding} />
        <Heading as="h1" size="xl" ref={titleRef} tabIndex={-1} _focusVisible={{ outline: "none" }} _print={{ display: "none" }}>
          {t("trip.title")}
        </Heading>
        {/* On paper the document is the client's itinerary, not the visitor's "My trip" page */}
        <Text
          display="none"
          fontFamily="heading"
          fontSize="4xl"
          fontWeight="600"
          lineHeight="1.1"
          _print={{ display: "block" }}
          data-print-title=""
        >
          {t("trip.printTitle")}
        </Text>
        <Text mt="4" mb="10" fontSize="lg" color="fg.muted" maxW="3xl" data-print-hide="">
          {t("trip.intro")}
        </Text>

        {!filled ? (
          <TripEmpty />
        ) : (
          <>
            {!persistent && (
              <Text role="status" mb="6" p="4" borderRadius="md" bg="bg.subtle" fontSize="sm" data-print-hide="">
                {t("trip.memoryOnly")}
              </Text>
            )}
            <Flex mb="8" gap="3" wrap="wrap" align="center" data-print-hide="">
              <Button variant="solid" onClick={() => window.print()}>
                <PrinterIcon />
                {t("trip.print")}
              </Button>
              <Button
                variant="outline"
                pressed="gold"
                aria-pressed={hideBranding}
                aria-describedby="branding-hint"
                onClick={() => setHideBranding(!hideBranding)}
              >
                {hideBranding && <CheckIcon />}
                {t("trip.hideBranding")}
              </Button>
              <Text id="branding-hint" fontSize="sm" color="fg.muted" flexBasis={{ base: "100%", xl: "0" }} flexGrow={1}>
                {t("trip.brandingHint")}
              </Text>
            </Flex>

            {(dates || trip.travellers > 0) && (
              <Text display="none" mb="4" _print={{ display: "block" }} data-print-summary="">
                {dates && (
                  <>
                    <chakra.strong>{t("trip.printDates")}:</chakra.strong> {dates}
                  </>
                )}
                {dates && trip.travellers > 0 && " · "}
                {trip.travellers > 0 && (
                  <>
                    <chakra.strong>{t("trip.printTravellers")}:</chakra.strong> {trip.travellers}
                  </>
                )}
              </Text>
            )}

            <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "10", lg: "12" }} alignItems="start">
              <Box as="section" aria-labelledby="trip-items-title">
                <Heading
                  as="h2"
                  size="md"
                  id="trip-items-title"
                  ref={listTitleRef}
                  tabIndex={-1}
                  mb="6"
                  _focusVisible={{ outline: "none" }}
                >
                  {countText(t, locale, "trip.itemsTitle", trip.items.length)}
                </Heading>
                <Stack gap="10" _print={{ gap: "6" }}>
                  {groups.map((group) => (
                    <Box
                      as="section"
                      key={group.destination}
                      aria-labelledby={`trip-group-${group.destination}`}
                      data-trip-group={group.destination}
                    >
                      <Heading as="h3" size="sm" id={`trip-group-${group.destination}`} mb="4" color="fg.accent">
                        {destinationNames.get(group.destination) ?? group.destination}
                      </Heading>
                      <Stack as="ul" listStyle="none" gap="4" _print={{ gap: "3" }}>
                        {group.items.map((item) => (
                          <li key={`${item.kind}:${item.slug}`}>
                            <TripItemCard
                              item={item}
                              content={contentOf(item)}
                              onNote={(note) => setNote(item.kind, item.slug, note)}
                              onRemove={() => removeItem(item.kind, item.slug)}
                            />
                          </li>
                        ))}
                      </Stack>
                    </Box>
                  ))}
                </Stack>
              </Box>
              <Stack gap="6" data-print-hide="">
                <TripDetails />
                {reference ? (
                  <LazyInquiryAnswer sent reference={reference} takeFocus>
                    <Button variant="ghost" size="sm" mt="5" onClick={() => setReference(null)}>
                      {t("contact.newInquiry")}
                    </Button>
                  </LazyInquiryAnswer>
                ) : (
                  <>
                    {/* The e-mail to send instead: the shortlist's lines may be cut to fit a mailto: link */}
                    {fallback && (
                      <LazyInquiryAnswer
                        sent={false}
                        {...fallback}
                        extra={{ items: tripItemLines(shownTrip, destinationNames, order, textLabels) }}
                      />
                    )}
                    <Box layerStyle="panel" p="6">
                      <TripInquiryForm
                        dates={dates}
                        travellers={travellers}
                        extend={withItems}
                        onSent={sent}
                        onUnreachable={(serverMessage, fields) => setFallback({ fields, serverMessage })}
                      />
                    </Box>
                  </>
                )}
              </Stack>
            </Grid>
          </>
        )}
      </Container>
    </>
  )
}

export const query = graphql`
  query MyTripPage($language: String!) {
    destinationsIn(language: $language) {
      ...TripDestination
    }
  }
`
