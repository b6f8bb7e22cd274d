import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Grid, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { ArticleCard } from "../components/sections/article-card"
import { useTranslation } from "../hooks/use-translation"

/** /blog: every article, newest first. */
export default function BlogPage({ data }: PageProps<Queries.BlogPageQuery>) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t("blog.metaTitle")} description={t("blog.intro")} path="/blog" />
      <Container py={{ base: "12", md: "20" }}>
        <Heading as="h1" size="xl">
          {t("blog.title")}
        </Heading>
        <Text mt="4" mb="10" fontSize="lg" color="fg.muted" maxW="3xl">
          {t("blog.intro")}
        </Text>
        <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
          {data.allArticle.nodes.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </Grid>
      </Container>
    </>
  )
}

export const query = graphql`
  query BlogPage($language: String!) {
    allArticle(filter: { language: { eq: $language } }, sort: { date: DESC }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`
