import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, chakra, Flex, Grid, Stack, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { Badge } from "../components/ui/badge"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { Picture } from "../components/ui/picture"
import { ArrowLeftIcon } from "../components/ui/icons/arrow-left-icon"
import { ArticleBody } from "../components/sections/article-body"
import { ArticleCard } from "../components/sections/article-card"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { useSiteUrl } from "../hooks/use-site-url"
import { articleJsonLd } from "../lib/json-ld"
import { relatedArticles } from "../lib/related-articles"
import { laidOutNearViewport } from "../lib/offscreen-layout"
import { MetaLine } from "../components/ui/meta-line"
import { StaticRegion } from "../components/hydration/static-region"
import { countText } from "../lib/plural"

// Usual heights at phone width, in px: the sections below the body are laid out only near the viewport
const ITINERARY_HEIGHT = 1300
const FAQ_HEIGHT = 560
const RELATED_HEIGHT = 2050

/** Every article and long-form guide; guides add an itinerary, FAQ and tour facts through data. */
export default function ArticleTemplate({ data }: PageProps<Queries.ArticleBySlugQuery>) {
  const { t, language, locale, localize } = useTranslation()
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const article = data.article
  if (!article) throw new Error("Article page rendered without an article")
  const related = relatedArticles(article, data.allArticle.nodes, 3)
  const imageSrc = article.picture.file?.childImageSharp?.gatsbyImageData.images.fallback?.src ?? ""

  return (
    <>
      <Seo
        title={article.title}
        description={article.description}
        path={article.path}
        type="article"
        jsonLd={articleJsonLd({
          siteUrl,
          company,
          path: localize(article.path),
          imageUrl: `${siteUrl}${imageSrc}`,
          language,
          breadcrumbs: [
            { name: t("nav.home"), path: localize("/") },
            { name: t("nav.blog"), path: localize("/blog") },
            { name: article.title, path: localize(article.path) },
          ],
          tourTouristTypes: [t("jsonLd.touristType.private"), t("jsonLd.touristType.families"), t("jsonLd.touristType.couples")],
          article,
        })}
      />
      <StaticRegion>
        <chakra.article>
          <Container size="narrow" pt={{ base: "8", md: "12" }}>
            <Button asChild variant="ghost" size="sm" ml="-3">
              <SiteLink to="/blog">
                <ArrowLeftIcon />
                {t("blog.back")}
              </SiteLink>
            </Button>
            <Box mt="6">
              <Badge variant="outline">{article.category}</Badge>
            </Box>
            <Heading as="h1" size="xl" mt="4">
              {article.title}
            </Heading>
            <MetaLine
              mt="5"
              color="fg.muted"
              fontSize="sm"
              items={[
                `${t("blog.by")} ${article.author.name}, ${article.author.role}`,
                <time key="date" dateTime={article.date}>
                  {article.dateText}
                </time>,
                countText(t, locale, "blog.readTime", article.readTime),
              ]}
            />
          </Container>
          <Container mt="8">
            <Box borderRadius="xl" overflow="hidden">
              <Picture picture={article.picture} priority style={{ aspectRatio: "16 / 9" }} />
            </Box>
          </Container>
          <Container size="narrow" py={{ base: "10", md: "14" }}>
            <ArticleBody sections={article.body} />

            {article.itinerary && article.tour && (
              <Box as="section" mt="14" aria-labelledby="itinerary-title" css={laidOutNearViewport(ITINERARY_HEIGHT)}>
                <Heading as="h2" size="md" id="itinerary-title">
                  {t("blog.itinerary")}
                </Heading>
                <chakra.ol listStyle="none" mt="6" display="grid" gap="5" borderLeftWidth="2px" borderColor="brand.gold" pl="6">
                  {article.itinerary.map((stop) => (
                    <li key={stop.time}>
                      <Text fontWeight="600">
                        <chakra.span color="fg.accent">{stop.time}</chakra.span> {stop.title}
                      </Text>
                      <Text color="fg.muted">{stop.description}</Text>
                    </li>
                  ))}
                </chakra.ol>
                <Box mt="8" p="6" bg="bg.subtle" borderRadius="lg">
                  <Heading as="h3" size="sm">
                    {t("blog.tourFacts")}
                  </Heading>
                  <chakra.dl mt="3" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
                    <dt>{t("blog.tourDuration")}</dt>
                    <dd>{article.tour.duration}</dd>
                    <dt>{t("blog.tourPrice")}</dt>
                    <dd>{article.tour.price}</dd>
                  </chakra.dl>
                  <Flex mt="6" gap="3" wrap="wrap">
                    <Button asChild variant="solid">
                      <SiteLink to="/contact">{t("blog.tourEnquire")}</SiteLink>
                    </Button>
                    <Button asChild variant="outline">
                      <SiteLink to="/destinations/bangkok">{t("blog.tourBangkok")}</SiteLink>
                    </Button>
                  </Flex>
                </Box>
              </Box>
            )}

            {article.faq && article.faq.length > 0 && (
              <Box as="section" mt="14" aria-labelledby="faq-title" css={laidOutNearViewport(FAQ_HEIGHT)}>
                <Heading as="h2" size="md" id="faq-title">
                  {t("blog.faq")}
                </Heading>
                <Stack mt="6" gap="3">
                  {article.faq.map((entry) => (
                    <chakra.details key={entry.question} borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg.panel" p="5">
                      <chakra.summary fontWeight="600" cursor="pointer">
                        {entry.question}
                      </chakra.summary>
                      <Text mt="3" color="fg.muted">
                        {entry.answer}
                      </Text>
                    </chakra.details>
                  ))}
                </Stack>
              </Box>
            )}
          </Container>
        </chakra.article>

        {related.length > 0 && (
          <Box
            as="section"
            bg="bg.subtle"
            py={{ base: "14", md: "20" }}
            aria-labelledby="related-title"
            css={laidOutNearViewport(RELATED_HEIGHT)}
          >
            <Container>
              <Heading as="h2" size="lg" id="related-title" mb="8">
                {t("blog.related")}
              </Heading>
              <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="6">
                {related.map((item) => (
                  <li key={item.slug}>
                    <ArticleCard article={item} />
                  </li>
                ))}
              </Grid>
            </Container>
          </Box>
        )}
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query ArticleBySlug($slug: String!, $language: String!) {
    article(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      path
      title
      description
      category
      date
      dateText: date(formatString: "LL", locale: $language)
      readTime
      author {
        name
        role
      }
      picture {
        ...WidePicture
      }
      body {
        heading
        blocks {
          type
          text
          title
          cite
          style
          items
        }
      }
      faq {
        question
        answer
      }
      itinerary {
        time
        title
        description
      }
      tour {
        name
        duration
        price
      }
    }
    allArticle(filter: { language: { eq: $language } }, sort: { date: DESC }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
