import * as React from "react"
import { graphql } from "gatsby"
import { chakra } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { SiteLink } from "../ui/link"
import { FeatureCard } from "../ui/feature-card"
import { ArrowRightIcon } from "../ui/icons/arrow-right-icon"
import { useTranslation } from "../../hooks/use-translation"
import { fill } from "../../lib/format"

interface ServiceCardProps {
  service: Queries.ServiceCardFragment
  showFeatures?: boolean
  /** h2 where the cards sit right under the page's h1. */
  headingLevel?: "h2" | "h3"
  /** The first card of a page that opens with cards: its picture is the largest paint, so it loads first. */
  priority?: boolean
}

/** One of the six services, with a learn-more link to the contact page. */
export function ServiceCard({ service, showFeatures = true, headingLevel = "h3", priority = false }: ServiceCardProps) {
  const { t } = useTranslation()
  const title = t(service.titleKey)
  return (
    <FeatureCard
      picture={service.picture}
      title={title}
      headingLevel={headingLevel}
      priority={priority}
      description={t(service.descriptionKey)}
      features={showFeatures ? service.features : undefined}
      footer={
        <Button asChild variant="outline" size="sm">
          {/* Named with the service ("Learn More: Luxury Accommodation"): six cards share the visible text. The name
              is text, not aria-label, so crawlers read a descriptive link as well (Lighthouse's link-text audit) */}
          <SiteLink to="/contact">
            <chakra.span aria-hidden>{t("services.learnMore")}</chakra.span>
            <chakra.span srOnly>{fill(t("services.learnMoreAbout"), { name: title })}</chakra.span>
            <ArrowRightIcon />
          </SiteLink>
        </Button>
      }
    />
  )
}

export const serviceCardFragment = graphql`
  fragment ServiceCard on Service {
    slug
    titleKey
    descriptionKey
    features
    icon
    picture {
      ...CardPicture
    }
  }
`
