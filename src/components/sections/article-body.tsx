import * as React from "react"
import { Box, chakra, Stack, Text } from "@chakra-ui/react"
import { Heading } from "../ui/heading"
import { laidOutNearViewport } from "../../lib/offscreen-layout"

/** A body section's usual height at phone width, in px: sections are laid out only near the viewport. */
const SECTION_HEIGHT = 700

interface ArticleBodyProps {
  sections: NonNullable<Queries.ArticleBySlugQuery["article"]>["body"]
}

/** Renders the structured body of an article as elements (never as raw HTML). */
export function ArticleBody({ sections }: ArticleBodyProps) {
  return (
    <Stack gap="10" fontSize="lg" lineHeight="1.8">
      {sections.map((section, sectionIndex) => (
        // a <section> only when it has a heading: the untitled intro is a plain block (the W3C checker warns "Section lacks heading")
        <Stack
          as={section.heading ? "section" : "div"}
          gap="5"
          key={section.heading ?? `intro-${sectionIndex}`}
          css={laidOutNearViewport(SECTION_HEIGHT)}
        >
          {section.heading && (
            <Heading as="h2" size="md">
              {section.heading}
            </Heading>
          )}
          {section.blocks.map((block, index) => {
            const key = `${sectionIndex}-${index}`
            switch (block.type) {
              case "list": {
                const List = block.style === "number" ? chakra.ol : chakra.ul
                return (
                  <List key={key} pl="6" display="grid" gap="2" listStyleType={block.style === "number" ? "decimal" : "disc"}>
                    {(block.items ?? []).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </List>
                )
              }
              case "quote":
                return (
                  <chakra.figure key={key} borderLeftWidth="3px" borderColor="brand.gold" pl="6" py="2">
                    <chakra.blockquote fontFamily="heading" fontSize="2xl" lineHeight="1.4">
                      {block.text}
                    </chakra.blockquote>
                    {block.cite && (
                      <chakra.figcaption mt="2" fontSize="sm" color="fg.muted">
                        {block.cite}
                      </chakra.figcaption>
                    )}
                  </chakra.figure>
                )
              case "tip":
                return (
                  <Box key={key} bg="bg.subtle" borderRadius="lg" p="6" fontSize="md">
                    <Text fontWeight="600" mb="1">
                      {block.title}
                    </Text>
                    <Text>{block.text}</Text>
                  </Box>
                )
              default:
                return <Text key={key}>{block.text}</Text>
            }
          })}
        </Stack>
      ))}
    </Stack>
  )
}
