import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Seo } from "../components/layout/seo"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"
import type * as Overview from "../components/climate/when-to-go-overview"

// The content is static: rendered into the HTML at build time, kept as it is on load (the static region), so its code
// loads only when a client-side navigation renders the page in the browser (see when-to-go-section.tsx for the require)
const WhenToGoOverview =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- only in the HTML render's bundle
      (require("../components/climate/when-to-go-overview") as typeof Overview).WhenToGoOverview
    : React.lazy(() => import("../components/climate/when-to-go-overview").then((module) => ({ default: module.WhenToGoOverview })))

/**
 * /when-to-go: the twelve months as links to their pages (a static site has no "this month"), and the year at a glance:
 * every destination's season in every month.
 */
export default function WhenToGoPage({ data }: PageProps<Queries.WhenToGoPageQuery>) {
  const climates = data.allClimate.nodes
  const destinations = data.destinationsIn.flatMap((destination) => {
    const climate = climates.find((c) => c.destination.slug === destination.slug)
    return climate ? [{ slug: destination.slug, name: destination.name, months: climate.months }] : []
  })
  return (
    <>
      <Seo page={sitePages.whenToGo} />
      <StaticRegion>
        <React.Suspense fallback={null}>
          <WhenToGoOverview destinations={destinations} />
        </React.Suspense>
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query WhenToGoPage($language: String!) {
    destinationsIn(language: $language) {
      slug
      name
    }
    allClimate(filter: { language: { eq: $language } }) {
      nodes {
        destination {
          slug
        }
        months {
          month
          season
        }
      }
    }
  }
`
