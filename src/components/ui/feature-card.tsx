import * as React from "react"
import { chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Picture, type PictureData } from "./picture"
import { CheckList } from "./check-list"

interface FeatureCardProps {
  picture: PictureData
  title: string
  /** Heading level of the title inside its section. */
  headingLevel?: "h2" | "h3"
  eyebrow?: React.ReactNode
  description: string
  features?: ReadonlyArray<string>
  /** A line under the description, e.g. a price. */
  meta?: React.ReactNode
  footer?: React.ReactNode
  /** The first card of a page that opens with cards: its picture is the largest paint, so it loads first. */
  priority?: boolean
}

/** A picture card as an <article>: transport, concierge and service cards share it. */
export function FeatureCard({
  picture,
  title,
  headingLevel = "h3",
  eyebrow,
  description,
  features,
  meta,
  footer,
  priority = false,
}: FeatureCardProps) {
  return (
    <chakra.article layerStyle="card" display="flex" flexDirection="column">
      <Picture picture={picture} priority={priority} style={{ aspectRatio: "3 / 2" }} />
      <Stack gap="3" p="6" flex="1">
        {eyebrow}
        <chakra.h3 as={headingLevel} fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1.2">
          {title}
        </chakra.h3>
        <Text color="fg.muted">{description}</Text>
        {meta}
        {features && features.length > 0 && <CheckList items={features} gap="1.5" fontSize="sm" />}
        {footer && (
          <Flex mt="auto" pt="2">
            {footer}
          </Flex>
        )}
      </Stack>
    </chakra.article>
  )
}
