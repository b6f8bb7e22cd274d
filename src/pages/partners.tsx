import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, chakra, Flex, Grid, Stack, Text } from "@chakra-ui/react"
import { TitledPage } from "../components/layout/titled-page"
import { Heading } from "../components/ui/heading"
import { Badge } from "../components/ui/badge"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { ExternalLink } from "../components/ui/external-link"
import { MailIcon } from "../components/ui/icons/mail-icon"
import { PhoneIcon } from "../components/ui/icons/phone-icon"
import { PrinterIcon } from "../components/ui/icons/printer-icon"
import { SuitcaseIcon } from "../components/ui/icons/suitcase-icon"
import { TelegramIcon } from "../components/ui/icons/telegram-icon"
import { WhatsAppIcon } from "../components/ui/icons/whatsapp-icon"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { useWhatsappMessages } from "../hooks/use-whatsapp-messages"
import { PRINT_QUERY } from "../hooks/use-print-request"
import { fill } from "../lib/format"
import { buildMailto } from "../lib/mailto"
import { whatsappUrl } from "../lib/whatsapp"
import { CheckList } from "../components/ui/check-list"
import { IconTerm } from "../components/ui/icon-term"
import { PanelSection } from "../components/ui/panel-section"
import { sitePages } from "../lib/site-pages"

/**
 * /partners: what we offer the travel trade (response promise, how to request rates, the booking checklist, payment
 * and cancellation terms still to be confirmed), printable destination fact sheets and the partner desk's contacts.
 */
export default function PartnersPage({ data }: PageProps<Queries.PartnersPageQuery>) {
  const { t, localize } = useTranslation()
  const company = useCompany()
  const { generic } = useWhatsappMessages()
  const content = data.partnership
  if (!content) throw new Error("data/partnerships.json is missing")
  const { response, rates, checklist, terms, factSheets, contacts } = content

  return (
    <TitledPage seo={{ page: sitePages.partners }} title={t("partners.title")} intro={content.intro} introSpace="10" staticPart="page">
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6" alignItems="start">
        <Box
          as="section"
          aria-labelledby="partners-response"
          bg="brand.ink"
          color="brand.ivory"
          borderRadius="xl"
          p={{ base: "6", md: "8" }}
        >
          <Heading as="h2" size="md" id="partners-response" color="brand.gold">
            {response.title}
          </Heading>
          <Text mt="3">{response.text}</Text>
          <CheckList items={response.items} mt="4" checkColor="brand.gold" />
        </Box>

        <PanelSection headingId="partners-rates" title={rates.title} text={rates.text}>
          <Heading as="h3" size="sm" mt="5">
            {t("partners.include")}
          </Heading>
          <CheckList items={rates.items} mt="4" />
          <Flex mt="6" gap="3" wrap="wrap">
            <Button asChild variant="solid" size="sm">
              <a href={buildMailto(company.email, t("partners.ratesSubject"), t("partners.ratesBody"))}>
                <MailIcon />
                {t("partners.emailRates")}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <SiteLink to="/my-trip">
                <SuitcaseIcon />
                {t("partners.shortlist")}
              </SiteLink>
            </Button>
          </Flex>
        </PanelSection>

        <PanelSection headingId="partners-checklist" title={checklist.title} text={checklist.text}>
          <CheckList items={checklist.items} mt="4" />
        </PanelSection>

        <PanelSection
          headingId="partners-terms"
          title={terms.title}
          text={terms.text}
          titleAside={!terms.confirmed && <Badge variant="gold">{t("partners.toConfirm")}</Badge>}
          data-terms-confirmed={terms.confirmed ? "true" : "false"}
        >
          <Stack as="dl" gap="3" mt="5">
            {terms.items.map((term) => (
              <div key={term.title}>
                <chakra.dt fontWeight="600">{term.title}</chakra.dt>
                <chakra.dd color="fg.muted">{term.text}</chakra.dd>
              </div>
            ))}
          </Stack>
        </PanelSection>
      </Grid>

      <PanelSection headingId="partners-fact-sheets" title={factSheets.title} text={factSheets.text} mt="6">
        <Text mt="2" fontSize="sm" color="fg.muted" id="fact-sheet-hint">
          {t("partners.factSheetHint")}
        </Text>
        <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="3" mt="5">
          {data.destinationsIn.map((destination) => (
            <Flex
              as="li"
              key={destination.slug}
              align="center"
              justify="space-between"
              gap="3"
              p="3"
              pl="4"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
            >
              <SiteLink to={`/destinations/${destination.slug}`} fontWeight="600" color="fg">
                {destination.name}
              </SiteLink>
              <Button asChild variant="outline" size="sm" textTransform="none" letterSpacing="normal">
                {/* A full page load, so the print dialog waits for the page and its hero picture to load */}
                <a
                  href={localize(`/destinations/${destination.slug}?${PRINT_QUERY}=1`)}
                  aria-label={fill(t("partners.printFactSheetLabel"), { name: destination.name })}
                  aria-describedby="fact-sheet-hint"
                >
                  <PrinterIcon />
                  {t("partners.printFactSheet")}
                </a>
              </Button>
            </Flex>
          ))}
        </Grid>
      </PanelSection>

      <PanelSection headingId="partners-contacts" title={contacts.title} text={contacts.text} mt="6">
        <Grid as="dl" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }} gap="5" mt="5">
          <IconTerm icon={<MailIcon />} label={t("footer.email")} wordBreak="break-all">
            <chakra.a href={`mailto:${company.email}`}>{company.email}</chakra.a>
          </IconTerm>
          <IconTerm icon={<WhatsAppIcon />} label={t("contact.whatsapp")}>
            <ExternalLink
              href={whatsappUrl(company.whatsappNumber, generic.message)}
              label={`${t("contact.whatsapp")} +${company.whatsappNumber}`}
            >
              +{company.whatsappNumber}
            </ExternalLink>
          </IconTerm>
          <IconTerm icon={<TelegramIcon />} label={t("partners.telegram")}>
            <ExternalLink href={`https://t.me/${company.telegramHandle}`} label={`${t("partners.telegram")} @${company.telegramHandle}`}>
              @{company.telegramHandle}
            </ExternalLink>
          </IconTerm>
          <IconTerm icon={<PhoneIcon />} label={t("footer.phone")}>
            {/* Non-breaking spaces keep the number on one line */}
            <chakra.a href={`tel:${company.phone.replace(/\s+/g, "")}`}>{company.phone.replace(/ /g, "\u00a0")}</chakra.a>
          </IconTerm>
        </Grid>
        <Text mt="5" fontSize="sm">
          {company.officeHours.display} · {company.officeHours.support}
        </Text>
      </PanelSection>
    </TitledPage>
  )
}

export const query = graphql`
  query PartnersPage($language: String!) {
    partnership(language: { eq: $language }) {
      intro
      response {
        title
        text
        items
      }
      rates {
        title
        text
        items
      }
      checklist {
        title
        text
        items
      }
      terms {
        title
        text
        confirmed
        items {
          title
          text
        }
      }
      factSheets {
        title
        text
      }
      contacts {
        title
        text
      }
    }
    destinationsIn(language: $language) {
      slug
      name
    }
  }
`
