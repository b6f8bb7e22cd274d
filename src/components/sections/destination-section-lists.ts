import { graphql } from "gatsby"
import type { DestinationSection } from "../../lib/pagination"
import type { SectionPage } from "./destination-section-body"

/**
 * A destination's four card lists, written once for both pages that show them: the destination's page
 * (src/templates/destination.tsx: every list's first page, $skip 0 and every flag true by default) and a section's
 * further page (src/templates/destination-section.tsx: one list, from its $skip). Each list is as long as its section's
 * page ($hotelsLimit …, LIST_PAGE_SIZE in src/lib/constants.ts); a page leaves out the lists it does not show (@include).
 */
export const destinationSectionListsFragment = graphql`
  fragment DestinationSectionLists on Query {
    allHotel(
      filter: { language: { eq: $language }, destination: { slug: { eq: $slug } } }
      sort: { order: ASC }
      skip: $skip
      limit: $hotelsLimit
    ) @include(if: $hotelsSection) {
      totalCount
      nodes {
        ...HotelCard
      }
    }
    allVehicle(
      filter: { language: { eq: $language }, destination: { slug: { eq: $slug } } }
      sort: { order: ASC }
      skip: $skip
      limit: $transportLimit
    ) @include(if: $transportSection) {
      totalCount
      nodes {
        ...VehicleCard
      }
    }
    allExperience(
      filter: { language: { eq: $language }, destination: { slug: { eq: $slug } } }
      sort: { order: ASC }
      skip: $skip
      limit: $experiencesLimit
    ) @include(if: $experiencesSection) {
      totalCount
      nodes {
        ...ExperienceCard
      }
    }
    allConciergeService(
      filter: { language: { eq: $language }, destination: { slug: { eq: $slug } } }
      sort: { order: ASC }
      skip: $skip
      limit: $conciergeLimit
    ) @include(if: $conciergeSection) {
      totalCount
      nodes {
        ...ConciergeServiceCard
      }
    }
  }
`

/** One section's queried page of cards, and the section's whole length. */
export interface SectionList {
  page: SectionPage
  totalCount: number
}

/** The lists by section, each with its own kind of cards. */
export type SectionLists = { [S in DestinationSection]: SectionList & { page: Extract<SectionPage, { section: S }> } }

/** The four lists of a DestinationSectionLists result by section; a list the query left out is empty. */
export function sectionLists(data: Queries.DestinationSectionListsFragment): SectionLists {
  const of = <T>(list: { totalCount: number; nodes: ReadonlyArray<T> } | undefined | null) => ({
    items: list?.nodes ?? [],
    totalCount: list?.totalCount ?? 0,
  })
  const hotels = of(data.allHotel)
  const transport = of(data.allVehicle)
  const experiences = of(data.allExperience)
  const concierge = of(data.allConciergeService)
  return {
    hotels: { page: { section: "hotels", items: hotels.items }, totalCount: hotels.totalCount },
    transport: { page: { section: "transport", items: transport.items }, totalCount: transport.totalCount },
    experiences: { page: { section: "experiences", items: experiences.items }, totalCount: experiences.totalCount },
    concierge: { page: { section: "concierge", items: concierge.items }, totalCount: concierge.totalCount },
  }
}
