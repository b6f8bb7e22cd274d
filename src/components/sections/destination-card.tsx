import * as React from "react"
import { chakra, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { Picture } from "../ui/picture"
import { SiteLink } from "../ui/link"

interface DestinationCardProps {
  destination: Queries.DestinationCardFragment
  headingLevel?: "h2" | "h3"
  /** The first card of a page that opens with cards: its picture is the largest paint, so it loads first. */
  priority?: boolean
}

/** A destination teaser; its name is the link to the destination page. */
export function DestinationCard({ destination, headingLevel = "h3", priority = false }: DestinationCardProps) {
  return (
    <chakra.article
      position="relative"
      borderRadius="xl"
      overflow="hidden"
      bg="brand.ink"
      color="brand.ivory"
      h="100%"
      display="grid"
      _hover={{ "& img": { transform: "scale(1.03)" } }}
      _focusWithin={{ outline: "3px solid", outlineColor: "brand.gold", outlineOffset: "3px" }}
    >
      <chakra.div gridArea="1 / 1" css={{ "& img": { transition: "transform 0.6s" } }}>
        <Picture picture={destination.picture} priority={priority} style={{ aspectRatio: "4 / 5", width: "100%", height: "100%" }} />
      </chakra.div>
      <Stack
        gridArea="1 / 1"
        position="relative"
        justify="flex-end"
        p="6"
        gap="2"
        bgImage="linear-gradient(180deg, {colors.brand.ink/0} 35%, {colors.brand.ink/92} 100%)"
      >
        <Text fontSize="xs" letterSpacing="0.12em" textTransform="uppercase" color="brand.gold">
          {destination.region}
        </Text>
        <chakra.h3 as={headingLevel} fontFamily="heading" fontSize="3xl" fontWeight="600" lineHeight="1.1">
          <SiteLink
            to={`/destinations/${destination.slug}`}
            color="inherit"
            textDecoration="none"
            _after={{ content: '""', position: "absolute", inset: "0" }}
            _focusVisible={{ outline: "none" }}
          >
            {destination.name}
          </SiteLink>
        </chakra.h3>
        <Text fontSize="sm" color="fg.invertedMuted">
          {destination.cardText}
        </Text>
      </Stack>
    </chakra.article>
  )
}

export const destinationCardFragment = graphql`
  fragment DestinationCard on Destination {
    slug
    name
    region
    cardText
    picture {
      ...CardPicture
    }
  }
`
