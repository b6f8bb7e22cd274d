import * as React from "react"
import { Box, Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { Button } from "../ui/button"
import { SiteLink } from "../ui/link"

interface CallToActionProps {
  title: string
  text: string
  button: string
  to: string
}

/** The closing invitation of a page: a dark band with one link. Not printed: on paper it is a button that does nothing. */
export function CallToAction({ title, text, button, to }: CallToActionProps) {
  return (
    <Box
      as="section"
      bg="brand.ink"
      color="brand.ivory"
      py={{ base: "16", md: "24" }}
      aria-labelledby="cta-title"
      _print={{ display: "none" }}
    >
      <Container size="narrow" textAlign="center">
        <Heading as="h2" size="lg" id="cta-title">
          {title}
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.invertedMuted">
          {text}
        </Text>
        <Button asChild variant="gold" size="lg" mt="8">
          <SiteLink to={to}>{button}</SiteLink>
        </Button>
      </Container>
    </Box>
  )
}
