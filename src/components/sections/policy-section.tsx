import * as React from "react"
import { Box, chakra, Stack, Text } from "@chakra-ui/react"
import { Heading } from "../ui/heading"

interface PolicySectionProps {
  /** Makes the heading's id: "privacy-<id>". */
  id: string
  title: string
  paragraphs: ReadonlyArray<string>
  items?: ReadonlyArray<string>
  /** What follows the text: the company's address, its e-mail. */
  children?: React.ReactNode
}

/** A section of a policy page: its heading, paragraphs and list. */
export function PolicySection({ id, title, paragraphs, items, children }: PolicySectionProps) {
  const headingId = `privacy-${id}`
  return (
    <Box as="section" aria-labelledby={headingId} mt={{ base: "10", md: "12" }}>
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} mt="4">
          {paragraph}
        </Text>
      ))}
      {items && items.length > 0 && (
        <Stack as="ul" mt="4" gap="3" ps="5" listStyleType="disc">
          {items.map((item) => (
            <chakra.li key={item}>{item}</chakra.li>
          ))}
        </Stack>
      )}
      {children}
    </Box>
  )
}
