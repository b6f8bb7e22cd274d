import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Flex, Grid, Text, chakra } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { PageBanner } from "../components/layout/page-banner"
import { PageSection } from "../components/ui/page-section"
import { SectionHeading } from "../components/ui/section-heading"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { Picture } from "../components/ui/picture"
import { ExternalLink } from "../components/ui/external-link"
import { DestinationGrid } from "../components/sections/destination-grid"
import { ServiceCard } from "../components/sections/service-card"
import { ArticleCard } from "../components/sections/article-card"
import { CallToAction } from "../components/sections/call-to-action"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { fill } from "../lib/format"
import { HOME_ARTICLE_COUNT, HOME_DESTINATION_COUNT } from "../lib/constants"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** Home: hero, destinations, services, latest articles, social gallery, call to action. */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { t } = useTranslation()
  const company = useCompany()
  const home = data.home
  if (!home) throw new Error("data/home.json is missing")
  const instagram = company.social.find((profile) => profile.icon === "instagram") ?? company.social[0]

  return (
    <>
      <Seo page={sitePages.home} />
      <StaticRegion>
        <PageBanner title={home.hero.title} description={home.hero.subtitle} picture={home.hero.picture} tall>
          <Flex mt="8" gap="3" wrap="wrap">
            <Button asChild variant="gold" size="lg">
              <SiteLink to="/destinations">{home.hero.primaryCta}</SiteLink>
            </Button>
            <Button asChild variant="outlineLight" size="lg">
              <SiteLink to="/services">{home.hero.secondaryCta}</SiteLink>
            </Button>
          </Flex>
        </PageBanner>

        <PageSection labelledBy="home-destinations">
          <SectionHeading id="home-destinations" title={home.destinationsIntro.title} subtitle={home.destinationsIntro.text} />
          <DestinationGrid destinations={data.destinationsIn.slice(0, HOME_DESTINATION_COUNT)} />
        </PageSection>

        <PageSection labelledBy="home-services" tinted>
          <SectionHeading id="home-services" title={home.servicesIntro.title} subtitle={home.servicesIntro.text} />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
            {data.allService.nodes.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} showFeatures={false} />
              </li>
            ))}
          </Grid>
        </PageSection>

        <PageSection labelledBy="home-blog">
          <SectionHeading id="home-blog" title={home.blogIntro.title} subtitle={home.blogIntro.text} />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="6">
            {data.allArticle.nodes.slice(0, HOME_ARTICLE_COUNT).map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} />
              </li>
            ))}
          </Grid>
          <Button asChild variant="outline" mt="8">
            <SiteLink to="/blog">{t("home.allArticles")}</SiteLink>
          </Button>
        </PageSection>

        <PageSection labelledBy="home-gallery" tinted>
          <SectionHeading id="home-gallery" title={home.gallery.title} subtitle={home.gallery.text} />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "repeat(2, 1fr)", md: "repeat(3, 1fr)" }} gap="3">
            {home.gallery.items.map((item) => (
              <chakra.li key={item.slug} position="relative" borderRadius="lg" overflow="hidden">
                <chakra.figure m="0">
                  <Picture picture={item.picture} style={{ aspectRatio: "1 / 1" }} />
                  <chakra.figcaption
                    position="absolute"
                    insetX="0"
                    bottom="0"
                    p="3"
                    fontSize="sm"
                    color="brand.ivory"
                    bgImage="linear-gradient(180deg, {colors.brand.ink/0} 0%, {colors.brand.ink/90} 100%)"
                  >
                    {item.caption}
                  </chakra.figcaption>
                </chakra.figure>
              </chakra.li>
            ))}
          </Grid>
          {instagram && (
            <Text mt="8">
              <Button asChild variant="outline">
                <ExternalLink href={instagram.url} label={fill(t("home.followOn"), { name: instagram.name })}>
                  {fill(t("home.followOn"), { name: instagram.name })}
                </ExternalLink>
              </Button>
            </Text>
          )}
        </PageSection>

        <CallToAction title={home.cta.title} text={home.cta.text} button={home.cta.button} to="/contact" />
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query HomePage($language: String!) {
    home(language: { eq: $language }) {
      hero {
        title
        subtitle
        primaryCta
        secondaryCta
        picture {
          ...HeroPicture
        }
      }
      destinationsIntro {
        title
        text
      }
      servicesIntro {
        title
        text
      }
      blogIntro {
        title
        text
      }
      gallery {
        title
        text
        items {
          slug
          caption
          picture {
            ...CardPicture
          }
        }
      }
      cta {
        title
        text
        button
      }
    }
    destinationsIn(language: $language) {
      ...DestinationCard
    }
    allService(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allArticle(filter: { language: { eq: $language } }, sort: { date: DESC }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
