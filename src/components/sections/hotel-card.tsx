import * as React from "react"
import { Box, chakra, Flex, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { Badge } from "../ui/badge"
import { Picture } from "../ui/picture"
import { TripToggle } from "./trip-toggle"
import { ExternalLinkIcon } from "../ui/icons/external-link-icon"
import { MapPinIcon } from "../ui/icons/map-pin-icon"
import { ExternalLink } from "../ui/external-link"
import { useTranslation } from "../../hooks/use-translation"
import { fill, priceText } from "../../lib/format"
import { COMPACT_CARD_FEATURES, LIST_ROW_FEATURES } from "../../lib/constants"
import { StaticRegion } from "../hydration/static-region"
import { HOTEL_VIEWS, type HotelView } from "../../lib/hotel-directory"
import { cardTripItem } from "../../lib/trip-store"
import { Island } from "../hydration/island"
import { countText } from "../../lib/plural"

/** The directory's grid: compact cards (up to 4 columns, 2 features) or regular ones (up to 3 columns, all features). */
export type HotelCardGrid = "compact" | "regular"

interface HotelCardProps {
  hotel: Queries.HotelCardFragment
  grid: HotelCardGrid
}

/** How many features a card shows in each view; the rest are counted as "+N more". */
const featureLimit: Record<HotelCardGrid, Record<HotelView, number>> = {
  compact: { gallery: COMPACT_CARD_FEATURES, list: LIST_ROW_FEATURES },
  regular: { gallery: Infinity, list: LIST_ROW_FEATURES },
}

/**
 * The card's look in each view follows the `data-view` of its list (HotelsDirectory), in CSS: switching the view
 * changes one attribute, and the card (a static region) is never rendered again for it. Both looks are in the
 * server's styles.
 */
const inList = "[data-view=list] &"
const inGallery = "[data-view=gallery] &"
/** A list row: the picture at the left from md up, 18rem wide. */
const rowLayout = { [inList]: { flexDirection: { md: "row" } } } as const
const rowPicture = { [inList]: { width: { md: "72" } } } as const
/** The trip toggle's corner: the picture's top right, which in a list row is 18rem (the picture's width) from the left. */
const rowToggle = { [inList]: { right: { md: "calc(100% - 18rem + 0.75rem)" } } } as const
/** Features a view does not show (data-hide-in names the views). */
const featureList = {
  "[data-view=gallery] & > [data-hide-in~=gallery], [data-view=list] & > [data-hide-in~=list]": { display: "none" },
} as const

/**
 * The hotel's name is its website's link, stretched over the whole card (its ::after fills the <article>), so the
 * card is clicked anywhere while the link is named by the words it shows (WCAG 2.5.3, Label in Name) and the card's
 * other texts are read as texts, not hidden behind the link's name. Its focus ring is drawn around the card.
 */
const stretchedLink = {
  _after: { content: '""', position: "absolute", inset: "0", borderRadius: "inherit" },
  _focusVisible: { outline: "none", boxShadow: "none" },
  "&:focus-visible::after": { outline: "3px solid {colors.brand.goldDeep}", outlineOffset: "-3px" },
} as const

/** The views in which the feature at `index` is not shown, as data-hide-in says them. */
function hiddenIn(grid: HotelCardGrid, index: number): string | undefined {
  const views = HOTEL_VIEWS.filter((view) => index >= featureLimit[grid][view])
  return views.length > 0 ? views.join(" ") : undefined
}

/**
 * One hotel as an <article>. With a website, the whole card is a single link to it (new tab, see stretchedLink);
 * nothing interactive is nested inside that link: the trip toggle is the link's sibling, laid over the picture.
 * Only the toggle hydrates, when it is seen or touched or the browser is idle (an island): the rest is a static region.
 */
export function HotelCard({ hotel, grid }: HotelCardProps) {
  const { t, locale } = useTranslation()
  const more = HOTEL_VIEWS.map((view) => ({ view, count: hotel.features.length - featureLimit[grid][view] })).filter(
    ({ count }) => count > 0,
  )

  const body = (
    <Flex direction="column" h="100%" css={rowLayout}>
      <Box position="relative" flexShrink={0} w="100%" css={rowPicture}>
        {/* width and height both set: in a list row the picture fills its 18rem box (its ratio would widen it) */}
        <Picture picture={hotel.picture} style={{ aspectRatio: "3 / 2", width: "100%", height: "100%" }} />
        {/* Badges wrap before the corner where the trip toggle sits */}
        <Flex position="absolute" top="3" left="3" maxW="calc(100% - 8.5rem)" gap="2" wrap="wrap">
          <Badge variant="solid">{hotel.category}</Badge>
          {hotel.bestOffer && <Badge variant="gold">{t("hotels.bestRate")}</Badge>}
        </Flex>
      </Box>
      <Flex direction="column" gap="2" p="5" flex="1">
        <Flex justify="space-between" align="baseline" gap="3">
          <chakra.h3 fontFamily="heading" fontSize="xl" fontWeight="600" lineHeight="1.2">
            {hotel.website ? (
              <ExternalLink
                href={hotel.website}
                label={fill(t("hotels.visitSite"), { name: hotel.name })}
                color="inherit"
                textDecoration="none"
                css={stretchedLink}
              >
                {hotel.name}
              </ExternalLink>
            ) : (
              hotel.name
            )}
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
        <Text fontSize="sm" color="fg.muted" css={grid === "compact" ? { [inGallery]: { lineClamp: "3" } } : undefined}>
          {hotel.description}
        </Text>
        <Flex as="ul" listStyle="none" wrap="wrap" gap="2" mt="auto" pt="2" css={featureList}>
          {hotel.features.map((feature, index) => (
            <chakra.li key={feature} data-hide-in={hiddenIn(grid, index)} fontSize="xs" px="2" py="1" borderRadius="sm" bg="bg.subtle">
              {feature}
            </chakra.li>
          ))}
          {more.map(({ view, count }) => (
            <chakra.li
              key={view}
              data-hide-in={HOTEL_VIEWS.filter((other) => other !== view).join(" ")}
              fontSize="xs"
              px="2"
              py="1"
              color="fg.accent"
              fontWeight="600"
            >
              {countText(t, locale, "hotels.more", count)}
            </chakra.li>
          ))}
        </Flex>
      </Flex>
    </Flex>
  )

  return (
    <chakra.article
      layerStyle="card"
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
      <StaticRegion>{body}</StaticRegion>
      <Box position="absolute" top="3" right="3" css={rowToggle}>
        <Island>
          <TripToggle tone="picture" item={cardTripItem("hotel", hotel)} />
        </Island>
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
