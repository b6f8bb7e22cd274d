import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { TitledPage } from "../components/layout/titled-page"
import { ExperienceGrid } from "../components/sections/experience-grid"
import { Pager } from "../components/ui/pager"
import { useTranslation } from "../hooks/use-translation"
import { groupByRegion } from "../lib/experience-regions"
import { listPagePath, paginationOf, type ListSlice } from "../lib/pagination"
import { fill, pagedTitle } from "../lib/format"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** /experiences: the experiences under region headings, each bookable through Plan Your Trip; a page at a time. */
export default function ExperiencesPage({ data, pageContext }: PageProps<Queries.ExperiencesPageQuery, ListSlice>) {
  const { t } = useTranslation()
  const groups = groupByRegion(data.allExperience.nodes)
  const pagination = paginationOf(data.allExperience.totalCount, pageContext.skip, pageContext.limit)
  return (
    <TitledPage
      seo={{
        page: sitePages.experiences,
        title: pagedTitle(t(sitePages.experiences.titleKey), pagination, t),
        path: listPagePath(sitePages.experiences.path, pagination.page),
      }}
      title={t("experiences.title")}
      intro={t("experiences.intro")}
      staticPart="title"
    >
      <ExperienceGrid
        priorityFirst
        groups={groups.map(({ region, items }) => ({ id: region, title: items[0]?.destination.name ?? region, items }))}
      />
      <StaticRegion>
        <Pager
          page={pagination.page}
          pageCount={pagination.pageCount}
          pathOf={(page) => listPagePath("/experiences", page)}
          label={fill(t("pager.label"), { section: t("experiences.title") })}
        />
      </StaticRegion>
    </TitledPage>
  )
}

export const query = graphql`
  query ExperiencesPage($language: String!, $skip: Int!, $limit: Int!) {
    allExperience(filter: { language: { eq: $language } }, sort: { order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...ExperienceCard
      }
    }
  }
`
