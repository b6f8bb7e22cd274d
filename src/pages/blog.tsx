import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Grid } from "@chakra-ui/react"
import { TitledPage } from "../components/layout/titled-page"
import { fill, pagedTitle } from "../lib/format"
import { ArticleCard } from "../components/sections/article-card"
import { Pager } from "../components/ui/pager"
import { useTranslation } from "../hooks/use-translation"
import { listPagePath, paginationOf, type ListSlice } from "../lib/pagination"
import { sitePages } from "../lib/site-pages"

/** /blog: the articles, newest first, a page at a time (/blog/page/2 …). */
export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, ListSlice>) {
  const { t } = useTranslation()
  const pagination = paginationOf(data.allArticle.totalCount, pageContext.skip, pageContext.limit)
  return (
    <TitledPage
      seo={{
        page: sitePages.blog,
        title: pagedTitle(t(sitePages.blog.titleKey), pagination, t),
        path: listPagePath(sitePages.blog.path, pagination.page),
      }}
      title={t("blog.title")}
      intro={t("blog.intro")}
      introSpace="10"
      staticPart="page"
    >
      <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
        {data.allArticle.nodes.map((article, index) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel="h2" priority={index === 0} />
          </li>
        ))}
      </Grid>
      <Pager
        page={pagination.page}
        pageCount={pagination.pageCount}
        pathOf={(page) => listPagePath("/blog", page)}
        label={fill(t("pager.label"), { section: t("blog.title") })}
      />
    </TitledPage>
  )
}

export const query = graphql`
  query BlogPage($language: String!, $skip: Int!, $limit: Int!) {
    allArticle(filter: { language: { eq: $language } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ArticleCard
      }
    }
  }
`
