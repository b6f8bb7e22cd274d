import * as React from "react"
import { graphql } from "gatsby"
import { Button } from "../ui/button"
import { SiteLink } from "../ui/link"
import { FeatureCard } from "../ui/feature-card"
import { ArrowRightIcon } from "../ui/icons"
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
          {/* Named with the service ("Learn More: Luxury Accommodation"): six cards share the visible text */}
          <SiteLink to="/contact" aria-label={fill(t("services.learnMoreAbout"), { name: title })}>
            {t("services.learnMore")}
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
