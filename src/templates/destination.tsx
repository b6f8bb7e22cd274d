import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, Grid, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { PageBanner } from "../components/layout/page-banner"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { CheckList } from "../components/ui/check-list"
import { CallToAction } from "../components/sections/call-to-action"
import { SectionTabs, type SectionTab } from "../components/sections/section-tabs"
import { DestinationFactSheet } from "../components/sections/destination-fact-sheet"
import { TripToggle } from "../components/sections/trip-toggle"
import { TripAddForm } from "../components/sections/trip-add-form"
import { useTranslation } from "../hooks/use-translation"
import { destinationCtaTitle, destinationTitle, hotelListName } from "../lib/destination-texts"
import { destinationJsonLd } from "../lib/json-ld"
import { useCompany } from "../hooks/use-company"
import { useSiteUrl } from "../hooks/use-site-url"
import { usePrintRequest } from "../hooks/use-print-request"
import { DESTINATION_SECTIONS, paginationOf, type DestinationPageContext } from "../lib/pagination"
import { WHEN_TO_GO_ANCHOR } from "../lib/constants"
import { DestinationSectionBody } from "../components/sections/destination-section-body"
import { sectionLists, type SectionList, type SectionLists } from "../components/sections/destination-section-lists"
import { DestinationLocator } from "../components/sections/thailand-map"
import { StaticRegion } from "../components/hydration/static-region"
import { WhenToGoSection } from "../components/climate/when-to-go-section"
import { BestTime } from "../components/climate/best-time"

/**
 * scrollMarginTop: the tab bar's height (the page's scroll-padding-top already keeps the navbar's), so an anchor
 * lands with the section under both. tabIndex: a tab moves focus to its section (no ring: it is the whole section).
 */
const sectionStyles = {
  py: { base: "14", md: "20" },
  scrollMarginTop: "64px",
  tabIndex: -1,
  _focusVisible: { outline: "none", boxShadow: "none" },
} as const
/** On paper the fact sheet's tables stand in for these card sections. */
const screenOnly = { ...sectionStyles, _print: { display: "none" } } as const

/**
 * The card sections in page order, each with its first page of cards. Hotels and transport are always there; a
 * destination without experiences or concierge services has no such section (nor its tab).
 */
function shownCardSections(lists: SectionLists): ReadonlyArray<SectionList> {
  return DESTINATION_SECTIONS.map((section): SectionList => lists[section]).filter(
    ({ page }) => page.section === "hotels" || page.section === "transport" || page.items.length > 0,
  )
}

/**
 * /destinations/{slug}: hero, section tabs, overview, hotels, transport, experiences, concierge, call to action.
 * Printed, it is the destination's fact sheet: hero picture, overview and highlights, then compact tables.
 */
export default function DestinationTemplate({ data, pageContext }: PageProps<Queries.DestinationBySlugQuery, DestinationPageContext>) {
  const { t, localize } = useTranslation()
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const destination = data.destination
  if (!destination) throw new Error("Destination page rendered without a destination")
  const lists = React.useMemo(() => sectionLists(data), [data])
  const hotels = lists.hotels.page.items
  const vehicles = lists.transport.page.items
  const experiences = lists.experiences.page.items

  const climate = data.allClimate.nodes.find((record) => record.destination.slug === destination.slug)
  const hasClimate = climate !== undefined
  const cardSections = React.useMemo(() => shownCardSections(lists), [lists])
  const tabs = React.useMemo<SectionTab[]>(
    () => [
      { id: "overview", label: t("destination.tab.overview") },
      ...(hasClimate ? [{ id: WHEN_TO_GO_ANCHOR, label: t("destination.tab.whenToGo") }] : []),
      ...cardSections.map(({ page }) => ({ id: page.section, label: t(`destination.tab.${page.section}`) })),
    ],
    [t, hasClimate, cardSections],
  )
  const path = `/destinations/${destination.slug}`
  usePrintRequest()
  const hotelCatalogue = { categories: pageContext.hotelCategories, url: pageContext.hotelCatalogue }
  return (
    <>
      <Seo
        title={destinationTitle(destination, t)}
        description={destination.heroDescription}
        path={path}
        jsonLd={destinationJsonLd({
          siteUrl,
          company,
          destination,
          hotels,
          path: localize(path),
          hotelListName: hotelListName(destination, t),
          touristTypes: [t("jsonLd.touristType.luxury"), t("jsonLd.touristType.trade")],
          breadcrumbs: [
            { name: t("nav.home"), path: localize("/") },
            { name: t("nav.destinations"), path: localize("/destinations") },
            { name: destination.name, path: localize(path) },
          ],
        })}
      />
      <StaticRegion>
        <Text display="none" _print={{ display: "block", mb: "3", fontSize: "sm", letterSpacing: "0.08em", textTransform: "uppercase" }}>
          {company.name} · {t("factSheet.eyebrow")}
        </Text>
      </StaticRegion>
      <PageBanner title={destination.heroTitle} description={destination.heroDescription} picture={destination.picture}>
        {/* The toggle's space is kept in the static HTML, so the hero does not grow when scripts run */}
        <Box mt="6" minH="10">
          <TripAddForm name="destination">
            <TripToggle
              tone="hero"
              item={{
                kind: "destination",
                slug: destination.slug,
                name: destination.name,
                destination: destination.slug,
                price: "",
                picture: { src: destination.picture.src, alt: destination.picture.alt },
              }}
            />
          </TripAddForm>
        </Box>
      </PageBanner>
      <SectionTabs tabs={tabs} label={t("destination.tabsLabel")} />

      <StaticRegion>
        <Box as="section" id="overview" aria-labelledby="overview-title" {...sectionStyles} _print={{ py: "4" }}>
          <Container>
            <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "10", lg: "16" }}>
              <Box>
                <Heading as="h2" size="lg" id="overview-title">
                  {destination.overviewTitle}
                </Heading>
                <Text mt="5" fontSize="lg" color="fg.muted">
                  {destination.overviewDescription}
                </Text>
                {climate && climate.bestMonths.length > 0 && <BestTime months={climate.bestMonths} />}
              </Box>
              <Box layerStyle="panel" p="8">
                <Heading as="h3" size="sm" mb="4">
                  {t("destination.highlights")}
                </Heading>
                <CheckList items={destination.highlights} gap="3" />
                <DestinationLocator
                  map={data.thailandMap}
                  name={destination.name}
                  mt="6"
                  pt="6"
                  borderTopWidth="1px"
                  borderColor="border"
                />
              </Box>
            </Grid>
            <DestinationFactSheet
              hotels={hotels}
              vehicles={vehicles}
              experiences={experiences}
              totals={{
                hotels: lists.hotels.totalCount,
                transport: lists.transport.totalCount,
                experiences: lists.experiences.totalCount,
              }}
              path={path}
            />
          </Container>
        </Box>
      </StaticRegion>

      <WhenToGoSection destination={destination} climates={data.allClimate.nodes} />

      {cardSections.map(({ page, totalCount }, index) => (
        <Box
          key={page.section}
          as="section"
          id={page.section}
          aria-labelledby={`${page.section}-title`}
          bg={index % 2 === 0 ? "bg.subtle" : undefined}
          {...screenOnly}
        >
          <Container>
            {/* Each section shows its first page here; the page context says how long a page is (src/node/create-pages.ts) */}
            <DestinationSectionBody
              page={page}
              pagination={paginationOf(totalCount, 0, pageContext[`${page.section}Limit`])}
              destination={destination}
              headingId={`${page.section}-title`}
              hotelCatalogue={hotelCatalogue}
            />
          </Container>
        </Box>
      ))}

      <StaticRegion>
        <CallToAction
          title={destinationCtaTitle(destination, t)}
          text={t("destination.ctaText")}
          button={t("destination.ctaButton")}
          to="/contact"
        />
      </StaticRegion>
    </>
  )
}

// The variables DestinationSectionLists names (src/components/sections/destination-section-lists.ts): this page shows the
// first page of every section, so $skip is 0 and every flag true; the limits come from the page context.
export const query = graphql`
  query DestinationBySlug(
    $slug: String!
    $language: String!
    $skip: Int = 0
    $hotelsLimit: Int!
    $transportLimit: Int!
    $experiencesLimit: Int!
    $conciergeLimit: Int!
    $hotelsSection: Boolean = true
    $transportSection: Boolean = true
    $experiencesSection: Boolean = true
    $conciergeSection: Boolean = true
  ) {
    destination(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      name
      locative
      heroTitle
      heroDescription
      overviewTitle
      overviewDescription
      highlights
      hotelGrid
      picture {
        ...HeroPicture
      }
    }
    thailandMap(language: $language, width: 120, slug: $slug) {
      ...ThailandMap
    }
    allClimate(filter: { language: { eq: $language } }) {
      nodes {
        ...ClimateRecord
      }
    }
    ...DestinationSectionLists
  }
`
