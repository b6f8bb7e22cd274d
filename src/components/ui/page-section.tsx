import * as React from "react"
import { Box, type BoxProps } from "@chakra-ui/react"
import { Container } from "./container"

interface PageSectionProps extends BoxProps {
  /** id of the heading that names this section. */
  labelledBy?: string
  tinted?: boolean
}

/** A full-width band of a page with the usual vertical rhythm. */
export function PageSection({ labelledBy, tinted = false, children, ...rest }: PageSectionProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} bg={tinted ? "bg.subtle" : undefined} py={{ base: "14", md: "20" }} {...rest}>
      <Container>{children}</Container>
    </Box>
  )
}
