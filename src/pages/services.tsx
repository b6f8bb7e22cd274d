import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Grid } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { PageTitle } from "../components/ui/page-title"
import { ServiceCard } from "../components/sections/service-card"
import { CallToAction } from "../components/sections/call-to-action"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { useSiteUrl } from "../hooks/use-site-url"
import { servicesJsonLd } from "../lib/json-ld"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** /services: the six services and a call to action; Service structured data in the HTML. */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { t } = useTranslation()
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const services = data.allService.nodes
  const jsonLd = servicesJsonLd(
    siteUrl,
    company,
    services.map((s) => ({ name: t(s.titleKey), description: t(s.descriptionKey) })),
  )
  return (
    <>
      <Seo page={sitePages.services} jsonLd={jsonLd} />
      <StaticRegion>
        <Container py={{ base: "12", md: "20" }}>
          <PageTitle title={t("services.pageTitle")} intro={t("services.pageIntro")} mb="10" />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
            {services.map((service, index) => (
              <li key={service.slug}>
                <ServiceCard service={service} headingLevel="h2" priority={index === 0} />
              </li>
            ))}
          </Grid>
        </Container>
        <CallToAction title={t("services.ctaTitle")} text={t("services.ctaText")} button={t("services.ctaButton")} to="/contact" />
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query ServicesPage($language: String!) {
    allService(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`
