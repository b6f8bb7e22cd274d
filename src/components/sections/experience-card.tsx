import * as React from "react"
import { chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { priceText } from "../../lib/format"
import { cardTripItem } from "../../lib/trip-store"
import { graphql } from "gatsby"
import { Badge } from "../ui/badge"
import { Picture } from "../ui/picture"
import { ClockIcon } from "../ui/icons/clock-icon"
import { UsersIcon } from "../ui/icons/users-icon"
import { TripToggle } from "./trip-toggle"
import { useTranslation } from "../../hooks/use-translation"
import { StaticRegion } from "../hydration/static-region"
import { Island } from "../hydration/island"

interface ExperienceCardProps {
  experience: Queries.ExperienceCardFragment
  /** The card's action (the Book Now link, which may cover the card), when the page offers one. */
  action?: React.ReactNode
  /** The first card of a page that opens with cards: its picture is the largest paint, so it loads first. */
  priority?: boolean
}

/**
 * One experience as an <article>: picture, name, description, duration, group size, price, the trip toggle and the
 * page's action. Only the toggle and the action hydrate, when they are seen or touched (an island).
 */
export function ExperienceCard({ experience, action, priority = false }: ExperienceCardProps) {
  const { t } = useTranslation()
  return (
    <chakra.article layerStyle="card" display="flex" flexDirection="column" position="relative" data-experience={experience.slug}>
      <StaticRegion>
        <chakra.div position="relative">
          <Picture picture={experience.picture} priority={priority} style={{ aspectRatio: "3 / 2" }} />
          {/* a label: a click on it goes to the card's link underneath */}
          <Badge variant="solid" position="absolute" top="3" left="3" pointerEvents="none">
            {experience.category}
          </Badge>
        </chakra.div>
      </StaticRegion>
      <Stack gap="3" p="6" flex="1">
        <StaticRegion>
          <chakra.h3 fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1.2">
            {experience.name}
          </chakra.h3>
          <Text color="fg.muted" fontSize="sm">
            {experience.description}
          </Text>
          <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
            <Flex align="center" gap="1.5">
              <ClockIcon />
              <chakra.span srOnly>{t("experience.duration")}: </chakra.span>
              {t(`duration.${experience.duration}`)}
            </Flex>
            <Flex align="center" gap="1.5">
              <UsersIcon />
              <chakra.span srOnly>{t("experience.groupSize")}: </chakra.span>
              {experience.groupSize}
            </Flex>
          </Flex>
        </StaticRegion>
        <Flex mt="auto" pt="2" minH="12" align="center" justify="space-between" gap="3">
          <StaticRegion>
            <Text fontWeight="600" color="fg.accent">
              {priceText(experience.price, t)}
            </Text>
          </StaticRegion>
          <Island>
            <Flex gap="2" align="center" wrap="wrap" justify="flex-end">
              <TripToggle tone="panel" item={cardTripItem("experience", experience)} />
              {action}
            </Flex>
          </Island>
        </Flex>
      </Stack>
    </chakra.article>
  )
}

export const experienceCardFragment = graphql`
  fragment ExperienceCard on Experience {
    slug
    name
    destination {
      slug
      name
    }
    description
    duration
    category
    groupSize
    location
    price
    picture {
      ...CardPicture
    }
  }
`
