import * as React from "react"
import { Grid } from "@chakra-ui/react"
import { DestinationCard } from "./destination-card"

/** The destination cards, as on the home page and the destination index. */
export function DestinationGrid({
  destinations,
  headingLevel = "h3",
  priorityFirst = false,
}: {
  destinations: ReadonlyArray<Queries.DestinationCardFragment>
  headingLevel?: "h2" | "h3"
  /** The grid opens the page: the first card's picture loads first. */
  priorityFirst?: boolean
}) {
  return (
    <Grid
      as="ul"
      listStyle="none"
      templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
      gap="5"
    >
      {destinations.map((destination, index) => (
        <li key={destination.slug}>
          <DestinationCard destination={destination} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </Grid>
  )
}
