import * as React from "react"
import { graphql } from "gatsby"
import { Grid } from "@chakra-ui/react"
import { FeatureCard } from "../ui/feature-card"
import { SectionHeading } from "../ui/section-heading"
import { Pager } from "../ui/pager"
import { HotelsDirectory } from "./hotels-directory"
import { TransportSection } from "./transport-section"
import { ExperienceGrid } from "./experience-grid"
import { useTranslation } from "../../hooks/use-translation"
import { fill } from "../../lib/format"
import { sectionPagePath, type Pagination } from "../../lib/pagination"
import { StaticRegion } from "../hydration/static-region"

/** One page of one of a destination's sections: the items to show, and where the page is in the section. */
export type SectionPage =
  | { section: "hotels"; items: ReadonlyArray<Queries.HotelCardFragment> }
  | { section: "transport"; items: ReadonlyArray<Queries.VehicleCardFragment> }
  | { section: "experiences"; items: ReadonlyArray<Queries.ExperienceCardFragment> }
  | { section: "concierge"; items: ReadonlyArray<Queries.ConciergeServiceCardFragment> }

interface DestinationSectionBodyProps {
  page: SectionPage
  pagination: Pagination
  destination: { slug: string; hotelGrid: string | null }
  /** The id of the section's h2, which names the section element around it. */
  headingId: string
  /** The destination's hotel categories and whole hotel list (see HotelsDirectory). */
  hotelCatalogue: { categories: ReadonlyArray<string>; url: string | null }
}

/**
 * The heading, cards and pager of one page of a destination's section, the same on the destination's own page (the
 * first page of each section) and on the section's further pages (/destinations/<slug>/transport/2 …).
 */
export function DestinationSectionBody({ page, pagination, destination, headingId, hotelCatalogue }: DestinationSectionBodyProps) {
  const { t } = useTranslation()
  const pathOf = (number: number) => sectionPagePath(destination.slug, page.section, number, true)
  const pagerLabel = fill(t("pager.label"), { section: t(`destination.tab.${page.section}`) })
  const pager = (
    <StaticRegion>
      <Pager page={pagination.page} pageCount={pagination.pageCount} pathOf={pathOf} label={pagerLabel} />
    </StaticRegion>
  )
  switch (page.section) {
    case "hotels":
      return (
        <HotelsDirectory
          hotels={page.items}
          grid={destination.hotelGrid === "compact" ? "compact" : "regular"}
          headingId={headingId}
          pages={{ pagination, pathOf, label: pagerLabel, catalogueUrl: hotelCatalogue.url, categories: hotelCatalogue.categories }}
        />
      )
    case "transport":
      return (
        <StaticRegion>
          <TransportSection vehicles={page.items} headingId={headingId} />
          {pager}
        </StaticRegion>
      )
    case "experiences":
      return (
        <>
          <StaticRegion>
            <SectionHeading id={headingId} title={t("destination.experiencesTitle")} subtitle={t("destination.experiencesSubtitle")} />
          </StaticRegion>
          <ExperienceGrid groups={[{ id: destination.slug, items: page.items }]} />
          {pager}
        </>
      )
    case "concierge":
      return (
        <StaticRegion>
          <SectionHeading id={headingId} title={t("destination.conciergeTitle")} subtitle={t("destination.conciergeSubtitle")} />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="6">
            {page.items.map((service) => (
              <li key={service.slug}>
                <FeatureCard picture={service.picture} title={service.name} description={service.description} features={service.features} />
              </li>
            ))}
          </Grid>
          {pager}
        </StaticRegion>
      )
  }
}

export const conciergeServiceCardFragment = graphql`
  fragment ConciergeServiceCard on ConciergeService {
    slug
    name
    description
    features
    picture {
      ...CardPicture
    }
  }
`
