import * as React from "react"
import { Box, Flex, Text, type BoxProps } from "@chakra-ui/react"
import { Heading } from "./heading"

interface PanelSectionProps extends Omit<BoxProps, "title"> {
  /** id of the section's h2, which names the section. */
  headingId: string
  title: string
  /** The lead under the heading, in muted text. */
  text: string
  /** Beside the heading (a badge). */
  titleAside?: React.ReactNode
}

/** A section on a white panel, named by its h2, with a lead text: the partners page's blocks. */
export function PanelSection({ headingId, title, text, titleAside, children, ...rest }: PanelSectionProps) {
  return (
    <Box as="section" aria-labelledby={headingId} layerStyle="panel" p={{ base: "6", md: "8" }} {...rest}>
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {titleAside}
      </Flex>
      <Text mt="3" color="fg.muted" maxW="3xl">
        {text}
      </Text>
      {children}
    </Box>
  )
}
