import * as React from "react"
import { Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { StaticRegion } from "../hydration/static-region"

interface NoticeProps {
  title: string
  text: string
  /** What follows the text (a list the server fills in, a link back to the form). */
  children?: React.ReactNode
  /** Last: the way on (home). */
  after?: React.ReactNode
}

/**
 * A short page that says what became of something the visitor did (a newsletter sign-up confirmed, a form refused):
 * its heading, its text and what follows. Static: the server may fill parts of it in before sending it.
 */
export function Notice({ title, text, children, after }: NoticeProps) {
  return (
    <StaticRegion>
      <Container size="narrow" py={{ base: "16", md: "24" }}>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.muted">
          {text}
        </Text>
        {children}
        {after}
      </Container>
    </StaticRegion>
  )
}
