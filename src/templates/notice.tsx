import * as React from "react"
import type { PageProps } from "gatsby"
import { Box, chakra, Flex, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { Notice } from "../components/sections/notice"
import { InquiryReceived } from "../components/sections/inquiry-received"
import { StaticRegion } from "../components/hydration/static-region"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { noticePages, type NoticeId } from "../lib/notice-pages"

/**
 * The pages the server answers a form sent without script with, and those its newsletter links lead to
 * (src/lib/notice-registry.json): one template, the page by its context's `notice`. All of it is static, so what the
 * server fills in (an inquiry's reference, the list of problems) stays as it wrote it when the page hydrates.
 */
export default function NoticePage({ pageContext }: PageProps<object, { notice: NoticeId }>) {
  const { notice } = pageContext
  return (
    <>
      <Seo page={noticePages[notice]} />
      <NoticeBody notice={notice} />
    </>
  )
}

function NoticeBody({ notice }: { notice: NoticeId }) {
  const { t } = useTranslation()
  const company = useCompany()
  const page = noticePages[notice]
  const home = (
    <Box mt="8">
      <Button asChild size="lg">
        <SiteLink to="/">{t("notFound.home")}</SiteLink>
      </Button>
    </Box>
  )

  if (notice === "inquiryReceived")
    // The server fills the reference into the element with data-inquiry-reference (empty as built)
    return (
      <StaticRegion>
        <Container size="narrow" py={{ base: "12", md: "20" }}>
          <InquiryReceived reference="" headingAs="h1">
            {home}
          </InquiryReceived>
        </Container>
      </StaticRegion>
    )

  return (
    <Notice title={t(page.titleKey)} text={t(page.descriptionKey)} after={home}>
      {notice === "inquiryProblem" && (
        <>
          {/* one <li> per message, filled in by the server; hidden while empty (src/theme/forms.css) */}
          <ul data-form-problems="" />
          <Text mt="6">{t("inquiryProblem.back")}</Text>
          <Flex mt="6" gap="3" wrap="wrap">
            <Button asChild variant="outline">
              <SiteLink to="/contact">{t("inquiryProblem.contact")}</SiteLink>
            </Button>
          </Flex>
          <Text mt="4" fontSize="sm">
            {t("contact.sendTo")} <chakra.a href={`mailto:${company.email}`}>{company.email}</chakra.a>
          </Text>
        </>
      )}
      {notice === "newsletterExpired" && (
        <Text mt="4">
          {/* the footer's sign-up, on this page as on every page */}
          <chakra.a href="#newsletter-email">{t("newsletterExpired.signUp")}</chakra.a>
        </Text>
      )}
    </Notice>
  )
}
