import * as React from "react"
import { graphql } from "gatsby"
import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Picture, type PictureData } from "../ui/picture"
import { TrashIcon } from "../ui/icons/trash-icon"
import { controlStyles } from "../ui/form-field"
import { useTranslation } from "../../hooks/use-translation"
import { fill, priceText } from "../../lib/format"
import { TRIP_LIMITS, type TripItem } from "../../lib/trip-store"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

/** What the site's content says about an item today (name, price, processed picture), once known and while it still has it. */
export interface TripItemContent {
  name: string
  price: string
  picture: PictureData
}

interface TripItemCardProps {
  item: TripItem
  content: TripItemContent | undefined
  onNote: (note: string) => void
  onRemove: () => void
}

/**
 * One shortlisted item on /my-trip: picture, name, type, price and the visitor's note (a labelled textarea on
 * screen, plain text on paper), with a Remove button.
 */
export function TripItemCard({ item, content, onNote, onRemove }: TripItemCardProps) {
  useStaticRegionGuard("TripItemCard")
  const { t } = useTranslation()
  const name = content?.name ?? item.name
  const price = content?.price ?? item.price
  const noteId = `note-${item.kind}-${item.slug}`

  return (
    <chakra.article
      display="flex"
      flexDirection={{ base: "column", sm: "row" }}
      gap={{ base: "4", md: "5" }}
      p={{ base: "4", md: "5" }}
      layerStyle="panel"
      breakInside="avoid"
      data-trip-item={`${item.kind}:${item.slug}`}
      _print={{ flexDirection: "row", p: "3", borderRadius: "md" }}
    >
      <Box flexShrink={0} w={{ base: "100%", sm: "44" }} borderRadius="md" overflow="hidden" _print={{ w: "45mm" }}>
        {content ? (
          // Eager: a lazy picture that has not scrolled into view would be missing from the printout
          <Picture picture={content.picture} loading="eager" style={{ aspectRatio: "3 / 2" }} />
        ) : (
          // Loading, or gone from the site: the stored picture's text stands in (its file is not a URL)
          <Box aspectRatio="3 / 2" bg="bg.subtle" {...(item.picture?.alt ? { role: "img", "aria-label": item.picture.alt } : {})} />
        )}
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Box>
            <chakra.h4 fontFamily="heading" fontSize="xl" fontWeight="600" lineHeight="1.2">
              {name}
            </chakra.h4>
            <Text fontSize="sm" color="fg.muted">
              {t(`trip.kind.${item.kind}`)}
              {price && (
                <>
                  {" · "}
                  <chakra.span fontWeight="600" color="fg.accent">
                    {priceText(price, t)}
                  </chakra.span>
                  {item.kind === "hotel" && price.startsWith("$") && ` ${t("hotels.perNight")}`}
                </>
              )}
            </Text>
          </Box>
          <Button variant="ghost" size="sm" aria-label={fill(t("trip.remove"), { name })} onClick={onRemove} flexShrink={0}>
            <TrashIcon />
            {t("trip.removeText")}
          </Button>
        </Flex>
        <Stack gap="1.5" data-print-hide="">
          <chakra.label htmlFor={noteId} fontSize="sm" fontWeight="600">
            {fill(t("trip.note"), { name })}
          </chakra.label>
          <chakra.textarea
            id={noteId}
            rows={2}
            maxLength={TRIP_LIMITS.note}
            placeholder={t("trip.notePlaceholder")}
            value={item.note}
            onChange={(event) => onNote(event.target.value)}
            {...controlStyles}
          />
        </Stack>
        {item.note.trim() && (
          <Text display="none" whiteSpace="pre-wrap" fontSize="sm" _print={{ display: "block" }}>
            <chakra.strong>{t("trip.printNote")}:</chakra.strong> {item.note}
          </Text>
        )}
      </Stack>
    </chakra.article>
  )
}

/**
 * What /my-trip shows of an item. The page queries the destinations (there are few); each hotel's and experience's
 * is a file of its own (src/node/trip-items.ts writes them, and its test fails when its selection leaves these).
 */
export const tripItemFragments = graphql`
  fragment TripHotel on Hotel {
    slug
    name
    destination {
      slug
    }
    price
    picture {
      ...CardPicture
    }
  }
  fragment TripExperience on Experience {
    slug
    name
    destination {
      slug
    }
    price
    picture {
      ...CardPicture
    }
  }
  fragment TripDestination on Destination {
    slug
    name
    picture {
      ...CardPicture
    }
  }
`
