import * as React from "react"
import { graphql } from "gatsby"
import { StaticRegion } from "../hydration/static-region"
import type * as Body from "./when-to-go-body"

// The server renders the section into the page's HTML, and on load the static region keeps that HTML without rendering
// it again; the browser loads its code only when it renders it (a client-side navigation). The HTML render
// (renderToString, gatsby-ssr.tsx) cannot wait for React.lazy, so it requires the module; webpack drops the branch
// that does not apply to each bundle (the condition is a constant: Gatsby defines BUILD_STAGE)
const WhenToGoBody =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: only in the HTML render's bundle
      (require("./when-to-go-body") as typeof Body).WhenToGoBody
    : React.lazy(() => import("./when-to-go-body").then((module) => ({ default: module.WhenToGoBody })))

/**
 * A destination's "When to go": the advice, the twelve months' seasons with the rainfall and temperatures its
 * station gives (SVG drawn at build time), where they come from, and the figures as a table. Static: no script.
 * Printed, it is part of the fact sheet.
 */
export function WhenToGoSection(props: Body.WhenToGoSectionProps) {
  return (
    <StaticRegion>
      <React.Suspense fallback={null}>
        <WhenToGoBody {...props} />
      </React.Suspense>
    </StaticRegion>
  )
}

export const climateFragments = graphql`
  fragment ClimateSourceCitation on ClimateSource {
    slug
    credit
    title
    url
  }
  fragment ClimateRecord on Climate {
    destination {
      slug
      name
    }
    advice
    bestMonths
    figuresFrom {
      slug
    }
    station
    period
    source {
      ...ClimateSourceCitation
    }
    seaSource {
      ...ClimateSourceCitation
    }
    seasonSources {
      ...ClimateSourceCitation
    }
    months {
      month
      season
      highC
      lowC
      rainMm
      rainDays
      seaC
      caution {
        text
        article {
          path
          title
        }
      }
    }
  }
`
