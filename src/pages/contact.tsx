import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, chakra, Grid, Stack, Text } from "@chakra-ui/react"
import { TitledPage } from "../components/layout/titled-page"
import { Heading } from "../components/ui/heading"
import { Button } from "../components/ui/button"
import { ExternalLink } from "../components/ui/external-link"
import { IconTerm } from "../components/ui/icon-term"
import { CalendarIcon } from "../components/ui/icons/calendar-icon"
import { ClockIcon } from "../components/ui/icons/clock-icon"
import { MailIcon } from "../components/ui/icons/mail-icon"
import { MapPinIcon } from "../components/ui/icons/map-pin-icon"
import { TelegramIcon } from "../components/ui/icons/telegram-icon"
import { WhatsAppIcon } from "../components/ui/icons/whatsapp-icon"
import { InquiryForm } from "../components/sections/inquiry-form"
import { LazyInquiryAnswer } from "../components/sections/lazy-inquiry"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { buildMailto } from "../lib/mailto"
import { whatsappUrl } from "../lib/whatsapp"
import { inquiryInterest } from "../lib/inquiry-interest"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/**
 * /contact: the trip inquiry (sent to the site's server, confirmed in place with its reference; when the server cannot
 * be reached, offered as an e-mail), contact details, quick actions and our response promise.
 */
export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const { t } = useTranslation()
  const company = useCompany()
  const [reference, setReference] = React.useState<string | null>(null)
  const [fallback, setFallback] = React.useState<{ fields: Record<string, FormDataEntryValue>; serverMessage: string } | null>(null)
  const generic = data.whatsapp?.generic.message ?? ""
  // Book Now on /experiences leads here before its script runs, or without one: /contact?interest=<slug>
  const [experience, setExperience] = React.useState<{ slug: string; name: string } | undefined>()
  React.useEffect(() => {
    const slug = inquiryInterest(location.search)
    setExperience(data.allExperience.nodes.find((node) => node.slug === slug))
  }, [location.search, data.allExperience.nodes])

  const sent = (received: string) => {
    setFallback(null)
    setReference(received)
  }
  const quickActions = [
    { label: t("contact.quickEmail"), href: `mailto:${company.email}`, icon: <MailIcon />, external: false },
    { label: t("contact.quickWhatsapp"), href: whatsappUrl(company.whatsappNumber, generic), icon: <WhatsAppIcon />, external: true },
    { label: t("contact.quickTelegram"), href: `https://t.me/${company.telegramHandle}`, icon: <TelegramIcon />, external: true },
    {
      label: t("contact.quickConsultation"),
      href: buildMailto(company.email, t("contact.consultationSubject"), t("contact.consultationBody")),
      icon: <CalendarIcon />,
      external: false,
    },
  ]

  const contactDetails = [
    {
      label: t("footer.email"),
      icon: <MailIcon />,
      value: (
        <chakra.a href={`mailto:${company.email}`} wordBreak="break-all">
          {company.email}
        </chakra.a>
      ),
    },
    {
      label: t("contact.whatsapp"),
      icon: <WhatsAppIcon />,
      value: (
        <ExternalLink href={whatsappUrl(company.whatsappNumber, generic)} label={`${t("contact.whatsapp")} +${company.whatsappNumber}`}>
          +{company.whatsappNumber}
        </ExternalLink>
      ),
    },
    {
      label: t("contact.hours"),
      icon: <ClockIcon />,
      value: (
        <>
          {company.officeHours.display}
          <br />
          {company.officeHours.support}
        </>
      ),
    },
    { label: t("contact.office"), icon: <MapPinIcon />, value: company.address.display },
  ]

  return (
    <TitledPage seo={{ page: sitePages.contact }} title={t("contact.title")} intro={t("contact.intro")} introSpace="10" staticPart="title">
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }}
        gap={{ base: "10", lg: "14" }}
        alignItems="start"
      >
        <Box>
          {reference ? (
            <LazyInquiryAnswer sent reference={reference} takeFocus>
              <Button variant="ghost" size="sm" mt="5" onClick={() => setReference(null)}>
                {t("contact.newInquiry")}
              </Button>
            </LazyInquiryAnswer>
          ) : (
            <Stack gap="8">
              {fallback && <LazyInquiryAnswer sent={false} {...fallback} extra={{ experience: experience?.name }} />}
              <InquiryForm
                destinations={data.destinationsIn}
                experience={experience}
                onSent={sent}
                onUnreachable={(serverMessage, fields) => setFallback({ fields, serverMessage })}
              />
            </Stack>
          )}
        </Box>
        <StaticRegion>
          <Stack gap="6">
            <Box as="section" aria-labelledby="contact-info" bg="bg.panel" borderRadius="xl" p="6" borderWidth="1px" borderColor="border">
              <Heading as="h2" size="sm" id="contact-info" mb="4">
                {t("contact.infoTitle")}
              </Heading>
              <Stack as="dl" gap="3" fontSize="sm">
                {contactDetails.map((detail) => (
                  <IconTerm key={detail.label} icon={detail.icon} label={detail.label}>
                    {detail.value}
                  </IconTerm>
                ))}
              </Stack>
            </Box>

            <Box as="section" aria-labelledby="quick-actions" bg="bg.panel" borderRadius="xl" p="6" borderWidth="1px" borderColor="border">
              <Heading as="h2" size="sm" id="quick-actions" mb="4">
                {t("contact.quickTitle")}
              </Heading>
              <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3">
                {quickActions.map((action) => (
                  <li key={action.label}>
                    <Button asChild variant="outline" size="sm" w="100%" textTransform="none" letterSpacing="normal">
                      {action.external ? (
                        <ExternalLink href={action.href} label={action.label}>
                          {action.icon}
                          {action.label}
                        </ExternalLink>
                      ) : (
                        <a href={action.href}>
                          {action.icon}
                          {action.label}
                        </a>
                      )}
                    </Button>
                  </li>
                ))}
              </Grid>
            </Box>

            <Box as="section" aria-labelledby="guarantee" bg="brand.ink" color="brand.ivory" borderRadius="xl" p="6">
              <Heading as="h2" size="sm" id="guarantee" mb="3" color="brand.gold">
                {t("contact.guaranteeTitle")}
              </Heading>
              <Text>{t("contact.guaranteeAnswer")}</Text>
              <Text mt="1">{t("contact.guaranteeEmergency")}</Text>
            </Box>
          </Stack>
        </StaticRegion>
      </Grid>
    </TitledPage>
  )
}

export const query = graphql`
  query ContactPage($language: String!) {
    destinationsIn(language: $language) {
      slug
      name
    }
    allExperience(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    whatsapp(language: { eq: $language }) {
      generic {
        message
      }
    }
  }
`
