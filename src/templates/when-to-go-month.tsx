import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { StaticRegion } from "../components/hydration/static-region"
import { useTranslation } from "../hooks/use-translation"
import { monthPath, WHEN_TO_GO_PATH } from "../lib/climate"
import { fill } from "../lib/format"
import type * as Body from "../components/climate/month-page-body"

export interface WhenToGoMonthContext {
  language: string
  pagePath: string
  /** 1–12. */
  month: number
  /** The month in the page's language ("November"), from src/node/create-pages.ts. */
  monthName: string
}

// The content is static: rendered into the HTML at build time, kept as it is on load (the static region), so its code
// (the cards and charts) loads only when a client-side navigation renders the page in the browser (see
// src/components/climate/when-to-go-section.tsx for the require)
const MonthPageBody =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- only in the HTML render's bundle
      (require("../components/climate/month-page-body") as typeof Body).MonthPageBody
    : React.lazy(() => import("../components/climate/month-page-body").then((module) => ({ default: module.MonthPageBody })))

/**
 * /when-to-go/<month> (english slugs in every language): where to go that month. The destinations in order of their
 * season (dry, then shoulder, then wet; drier first within each), each with its mini chart and a link to its
 * When to go. Created for every month and language by src/node/create-pages.ts.
 */
export default function WhenToGoMonthTemplate({ data, pageContext }: PageProps<Queries.WhenToGoMonthQuery, WhenToGoMonthContext>) {
  const { t } = useTranslation()
  const { month, monthName: name } = pageContext
  const title = fill(t("whenToGo.monthTitle"), { month: name })
  return (
    <>
      <Seo
        title={title}
        description={fill(t("whenToGo.monthMetaDescription"), { month: name })}
        path={monthPath(month)}
        sharePath={WHEN_TO_GO_PATH}
      />
      <StaticRegion>
        <React.Suspense fallback={null}>
          <MonthPageBody month={month} title={title} destinations={data.destinationsIn} climates={data.allClimate.nodes} />
        </React.Suspense>
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query WhenToGoMonth($language: String!) {
    destinationsIn(language: $language) {
      slug
      name
    }
    allClimate(filter: { language: { eq: $language } }) {
      nodes {
        ...ClimateRecord
      }
    }
  }
`
