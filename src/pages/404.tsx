import * as React from "react"
import type { PageProps } from "gatsby"
import { Box, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { useTranslation } from "../hooks/use-translation"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** Served as 404.html for every unknown path; records the path that was asked for. */
export default function NotFoundPage({ location }: PageProps) {
  const { t } = useTranslation()
  React.useEffect(() => {
    console.warn("404: no page at", location.pathname)
  }, [location.pathname])
  return (
    <>
      <Seo page={sitePages.notFound} />
      <StaticRegion>
        <Container size="narrow" py={{ base: "20", md: "32" }} textAlign="center">
          <Text fontFamily="heading" fontSize="7xl" color="fg.accent" lineHeight="1" aria-hidden="true">
            404
          </Text>
          <Heading as="h1" size="xl" mt="4">
            {t("notFound.title")}
          </Heading>
          <Text mt="4" fontSize="lg" color="fg.muted">
            {t("notFound.subtitle")}
          </Text>
          <Box mt="8">
            <Button asChild size="lg">
              <SiteLink to="/">{t("notFound.home")}</SiteLink>
            </Button>
          </Box>
        </Container>
      </StaticRegion>
    </>
  )
}
