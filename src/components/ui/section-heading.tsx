import * as React from "react"
import { Box, Text, type BoxProps } from "@chakra-ui/react"
import { Heading } from "./heading"

interface SectionHeadingProps extends BoxProps {
  title: string
  subtitle?: string
  id?: string
}

/** An h2 with an optional lead line, the opening of every page section. */
export function SectionHeading({ title, subtitle, id, ...rest }: SectionHeadingProps) {
  return (
    <Box mb={{ base: "8", md: "10" }} maxW="3xl" {...rest}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {subtitle && (
        <Text mt="3" fontSize="lg" color="fg.muted">
          {subtitle}
        </Text>
      )}
    </Box>
  )
}
