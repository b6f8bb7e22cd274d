import * as React from "react"
import { Box, Flex, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { SiteLink } from "../ui/link"
import { SuitcaseIcon } from "../ui/icons/suitcase-icon"
import { useTranslation } from "../../hooks/use-translation"

/** /my-trip with nothing on it (and its static HTML): how to add items, and where to find them. */
export function TripEmpty() {
  const { t } = useTranslation()
  return (
    <Box
      as="section"
      aria-labelledby="trip-empty-title"
      layerStyle="panel"
      p={{ base: "6", md: "10" }}
      textAlign="center"
      data-trip-empty=""
    >
      <SuitcaseIcon fontSize="3xl" color="fg.accent" />
      <Heading as="h2" size="md" id="trip-empty-title" mt="3">
        {t("trip.emptyTitle")}
      </Heading>
      <Text mt="3" color="fg.muted" maxW="xl" mx="auto">
        {t("trip.emptyText")}
      </Text>
      <Flex mt="6" gap="3" justify="center" wrap="wrap">
        <Button asChild variant="solid">
          <SiteLink to="/destinations">{t("trip.emptyDestinations")}</SiteLink>
        </Button>
        <Button asChild variant="outline">
          <SiteLink to="/experiences">{t("trip.emptyExperiences")}</SiteLink>
        </Button>
      </Flex>
    </Box>
  )
}
