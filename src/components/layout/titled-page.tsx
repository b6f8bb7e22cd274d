import * as React from "react"
import type { TextProps } from "@chakra-ui/react"
import { Seo, type SeoProps } from "./seo"
import { Container, type ContainerProps } from "../ui/container"
import { PageTitle } from "../ui/page-title"
import { StaticRegion } from "../hydration/static-region"

interface TitledPageProps {
  seo: SeoProps
  /** The page's h1 and lead paragraph (PageTitle). */
  title: string
  intro: string
  /** Space under the intro, where the page's content follows it directly. */
  introSpace?: TextProps["mb"]
  size?: ContainerProps["size"]
  /**
   * "page": nothing on the page changes in the browser, so all of it is one static region; "title": the page holds
   * controls that hydrate (islands), so only its title is static and the content places its own static regions.
   */
  staticPart: "page" | "title"
  children: React.ReactNode
}

/**
 * The shell of a page of src/pages with a title and an intro (services, blog, experiences, contact …): its metadata, the
 * page's column with the site's vertical rhythm, the title and intro, then the page's own content.
 */
export function TitledPage({ seo, title, intro, introSpace, size, staticPart, children }: TitledPageProps) {
  const heading = <PageTitle title={title} intro={intro} mb={introSpace} />
  return (
    <>
      <Seo {...seo} />
      {staticPart === "page" ? (
        <StaticRegion>
          <Container size={size} py={PAGE_PADDING}>
            {heading}
            {children}
          </Container>
        </StaticRegion>
      ) : (
        <Container size={size} py={PAGE_PADDING}>
          <StaticRegion>{heading}</StaticRegion>
          {children}
        </Container>
      )}
    </>
  )
}

const PAGE_PADDING = { base: "12", md: "20" } as const
