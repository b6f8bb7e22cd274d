import * as React from "react"
import { Box, chakra, Flex, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { Badge } from "../ui/badge"
import { Picture } from "../ui/picture"
import { TripToggle } from "./trip-toggle"
import { ExternalLinkIcon, MapPinIcon } from "../ui/icons"
import { useTranslation } from "../../hooks/use-translation"
import { fill, priceText } from "../../lib/format"
import { COMPACT_CARD_FEATURES, LIST_ROW_FEATURES } from "../../lib/constants"
import { cardPanel } from "../ui/card-styles"

export type HotelCardVariant = "compact" | "regular" | "row"

interface HotelCardProps {
  hotel: Queries.HotelCardFragment
  variant: HotelCardVariant
}

/** How many features a card shows; the rest are counted as "+N more". */
const featureLimit: Record<HotelCardVariant, number> = { compact: COMPACT_CARD_FEATURES, regular: Infinity, row: LIST_ROW_FEATURES }

/** The trip toggle's corner: the picture's top right, which in a list row is 18rem (the picture's width) from the left. */
const toggleRight = { compact: "3", regular: "3", row: { base: "3", md: "calc(100% - 18rem + 0.75rem)" } } as const

/**
 * One hotel as an <article>. With a website, the whole card is a single link to it (new tab);
 * nothing interactive is nested inside that link: the trip toggle is the link's sibling, laid over the picture.
 */
export function HotelCard({ hotel, variant }: HotelCardProps) {
  const { t } = useTranslation()
  const row = variant === "row"
  const shown = hotel.features.slice(0, featureLimit[variant])
  const hidden = hotel.features.length - shown.length

  const body = (
    <Flex direction={row ? { base: "column", md: "row" } : "column"} h="100%">
      <Box position="relative" flexShrink={0} w={row ? { base: "100%", md: "72" } : "100%"}>
        <Picture picture={hotel.picture} style={{ aspectRatio: "3 / 2", height: "100%" }} />
        {/* Badges wrap before the corner where the trip toggle sits */}
        <Flex position="absolute" top="3" left="3" maxW="calc(100% - 8.5rem)" gap="2" wrap="wrap">
          <Badge variant="solid">{hotel.category}</Badge>
          {hotel.bestOffer && <Badge variant="gold">{t("hotels.bestRate")}</Badge>}
        </Flex>
      </Box>
      <Flex direction="column" gap="2" p="5" flex="1">
        <Flex justify="space-between" align="baseline" gap="3">
          <chakra.h3 fontFamily="heading" fontSize="xl" fontWeight="600" lineHeight="1.2">
            {hotel.name}
          </chakra.h3>
          {hotel.website && <ExternalLinkIcon color="fg.accent" />}
        </Flex>
        <Flex align="center" gap="1" fontSize="sm" color="fg.muted">
          <MapPinIcon />
          <span>{hotel.location}</span>
        </Flex>
        <Text fontWeight="600" color="fg.accent">
          {priceText(hotel.price, t)}
          {hotel.price.startsWith("$") && (
            <chakra.span fontWeight="400" color="fg.muted" fontSize="sm">
              {" "}
              {t("hotels.perNight")}
            </chakra.span>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={variant === "compact" ? 3 : undefined}>
          {hotel.description}
        </Text>
        <Flex as="ul" listStyle="none" wrap="wrap" gap="2" mt="auto" pt="2">
          {shown.map((feature) => (
            <chakra.li key={feature} fontSize="xs" px="2" py="1" borderRadius="sm" bg="bg.subtle">
              {feature}
            </chakra.li>
          ))}
          {hidden > 0 && (
            <chakra.li fontSize="xs" px="2" py="1" color="fg.accent" fontWeight="600">
              {fill(t("hotels.more"), { count: hidden })}
            </chakra.li>
          )}
        </Flex>
      </Flex>
    </Flex>
  )

  return (
    <chakra.article
      {...cardPanel}
      position="relative"
      id={`hotel-${hotel.slug}`}
      scrollMarginTop="calc(var(--nav-height) + 80px)"
      data-hotel={hotel.slug}
      data-category={hotel.category}
      data-price={hotel.price}
      transition="box-shadow 0.2s"
      _hover={hotel.website ? { boxShadow: "lg" } : undefined}
      _focusWithin={{ boxShadow: "lg" }}
    >
      {hotel.website ? (
        <chakra.a
          href={hotel.website}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fill(t("hotels.visitSite"), { name: hotel.name })}
          display="block"
          h="100%"
          color="inherit"
          textDecoration="none"
          _focusVisible={{ outlineOffset: "-3px" }}
        >
          {body}
        </chakra.a>
      ) : (
        body
      )}
      <Box position="absolute" top="3" right={toggleRight[variant]}>
        <TripToggle
          tone="picture"
          item={{
            kind: "hotel",
            slug: hotel.slug,
            name: hotel.name,
            destination: hotel.destination.slug,
            price: hotel.price,
            picture: { src: hotel.picture.src, alt: hotel.picture.alt },
          }}
        />
      </Box>
    </chakra.article>
  )
}

export const hotelCardFragment = graphql`
  fragment HotelCard on Hotel {
    slug
    name
    destination {
      slug
    }
    category
    description
    price
    location
    features
    website
    bestOffer
    picture {
      ...CardPicture
    }
  }
`
