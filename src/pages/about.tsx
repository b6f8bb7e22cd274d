import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { chakra, Grid, Stack, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { Picture } from "../components/ui/picture"
import { PageSection } from "../components/ui/page-section"
import { SectionHeading } from "../components/ui/section-heading"
import { CallToAction } from "../components/sections/call-to-action"
import { useTranslation } from "../hooks/use-translation"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** /about: intro, mission, the four values, the team and a partner call to action. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { t } = useTranslation()
  const about = data.about
  if (!about) throw new Error("data/about.json is missing")
  return (
    <>
      <Seo page={sitePages.about} />
      <StaticRegion>
        <Container size="narrow" py={{ base: "12", md: "20" }}>
          <Heading as="h1" size="xl">
            {about.intro.title}
          </Heading>
          <Text mt="5" fontSize="lg" color="fg.muted">
            {about.intro.text}
          </Text>
          <Heading as="h2" size="lg" mt="12">
            {about.mission.title}
          </Heading>
          <Text mt="4" fontSize="lg" color="fg.muted">
            {about.mission.text}
          </Text>
        </Container>

        <PageSection labelledBy="values-title" tinted>
          <SectionHeading id="values-title" title={t("about.valuesTitle")} />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }} gap="6">
            {about.values.map((value) => (
              <chakra.li key={value.key} bg="bg.panel" borderRadius="xl" p="6" borderWidth="1px" borderColor="border">
                <chakra.h3 fontFamily="heading" fontSize="2xl" fontWeight="600">
                  {value.title}
                </chakra.h3>
                <Text mt="2" color="fg.muted">
                  {value.text}
                </Text>
              </chakra.li>
            ))}
          </Grid>
        </PageSection>

        <PageSection labelledBy="team-title">
          <SectionHeading id="team-title" title={t("about.teamTitle")} />
          <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }} gap="8">
            {data.allTeamMember.nodes.map((member) => (
              <chakra.li key={member.slug}>
                <chakra.article>
                  <chakra.div borderRadius="xl" overflow="hidden">
                    <Picture picture={member.picture} style={{ aspectRatio: "1 / 1" }} />
                  </chakra.div>
                  <Stack gap="1" mt="4">
                    <chakra.h3 fontFamily="heading" fontSize="2xl" fontWeight="600">
                      {member.name}
                    </chakra.h3>
                    <Text fontSize="sm" fontWeight="600" color="fg.accent">
                      {member.role}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {member.bio}
                    </Text>
                  </Stack>
                </chakra.article>
              </chakra.li>
            ))}
          </Grid>
        </PageSection>

        <CallToAction title={about.partnerCta.title} text={about.partnerCta.text} button={about.partnerCta.button} to="/contact" />
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query AboutPage($language: String!) {
    about(language: { eq: $language }) {
      intro {
        title
        text
      }
      mission {
        title
        text
      }
      values {
        key
        title
        text
      }
      partnerCta {
        title
        text
        button
      }
    }
    allTeamMember(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        slug
        name
        role
        bio
        picture {
          ...PortraitPicture
        }
      }
    }
  }
`
