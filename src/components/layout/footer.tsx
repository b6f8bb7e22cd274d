import * as React from "react"
import { LanguageSwitcher } from "./language-switcher"
import { Box, chakra, Flex, Grid, Stack, Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { SiteLink } from "../ui/link"
import { ExternalLink } from "../ui/external-link"
import { Picture } from "../ui/picture"
import { ClockIcon } from "../ui/icons/clock-icon"
import { MailIcon } from "../ui/icons/mail-icon"
import { MapPinIcon } from "../ui/icons/map-pin-icon"
import { PhoneIcon } from "../ui/icons/phone-icon"
import { SocialIcon } from "../ui/icons/social-icon"
import { NewsletterForm } from "./newsletter-form"
import { StaticRegion } from "../hydration/static-region"
import { menuItems, sitePages } from "../../lib/site-pages"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { usePartners } from "../../hooks/use-partners"

const footerLink = { color: "brand.ivory", textDecoration: "none", _hover: { textDecoration: "underline", color: "brand.gold" } } as const

/**
 * Company blurb, contact details, social links, partners, newsletter and legal links. Only the newsletter form and
 * the language switcher (whose links follow the page) hydrate; the rest stays the server's HTML.
 */
export function Footer() {
  const { t } = useTranslation()
  const company = useCompany()
  const partners = usePartners()

  return (
    <chakra.footer bg="brand.ink" color="brand.ivory" pt="16" pb="8" mt="auto">
      <Container>
        <Grid templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "1.4fr 1fr 1.2fr 1.4fr" }} gap="10">
          <StaticRegion>
            <Stack gap="4">
              <Text fontFamily="heading" fontSize="2xl" fontWeight="600">
                {company.name}
              </Text>
              <Text fontSize="sm" color="fg.invertedMuted">
                {company.blurb}
              </Text>
              <Flex as="ul" listStyle="none" gap="3">
                {company.social.map((profile) => (
                  <li key={profile.url}>
                    <ExternalLink
                      href={profile.url}
                      label={profile.name}
                      {...footerLink}
                      display="inline-flex"
                      p="2"
                      borderRadius="full"
                      borderWidth="1px"
                      borderColor="border.inverted"
                    >
                      <SocialIcon name={profile.icon} />
                    </ExternalLink>
                  </li>
                ))}
              </Flex>
            </Stack>

            <chakra.nav aria-label={t("footer.navLabel")}>
              <Heading as="h2" size="sm" mb="4" color="brand.gold">
                {t("footer.explore")}
              </Heading>
              <Stack as="ul" listStyle="none" gap="2" fontSize="sm">
                {menuItems("footer").map((item) => (
                  <li key={item.to}>
                    <SiteLink to={item.to} {...footerLink}>
                      {t(item.labelKey)}
                    </SiteLink>
                  </li>
                ))}
              </Stack>
            </chakra.nav>

            <Box>
              <Heading as="h2" size="sm" mb="4" color="brand.gold">
                {t("footer.contact")}
              </Heading>
              <Stack as="ul" listStyle="none" gap="3" fontSize="sm">
                <Flex as="li" gap="2" align="flex-start">
                  <PhoneIcon mt="0.5" />
                  <chakra.a href={`tel:${company.phone.replace(/\s+/g, "")}`} {...footerLink}>
                    {/* No-break spaces keep the number on one line */}
                    {company.phone.replace(/ /g, "\u00a0")}
                  </chakra.a>
                </Flex>
                <Flex as="li" gap="2" align="flex-start">
                  <MailIcon mt="0.5" />
                  <chakra.a href={`mailto:${company.email}`} {...footerLink} wordBreak="break-all">
                    {company.email}
                  </chakra.a>
                </Flex>
                <Flex as="li" gap="2" align="flex-start">
                  <MapPinIcon mt="0.5" />
                  <ExternalLink href={company.mapsUrl} label={`${t("footer.office")}: ${company.address.display}`} {...footerLink}>
                    {company.address.display}
                  </ExternalLink>
                </Flex>
                <Flex as="li" gap="2" align="flex-start">
                  <ClockIcon mt="0.5" />
                  <span>
                    {company.officeHours.display}
                    <br />
                    {company.officeHours.support}
                  </span>
                </Flex>
              </Stack>
            </Box>
          </StaticRegion>

          <Box>
            <StaticRegion>
              <Heading as="h2" size="sm" mb="2" color="brand.gold">
                {t("footer.newsletter.title")}
              </Heading>
              <Text fontSize="sm" mb="4" color="fg.invertedMuted">
                {t("footer.newsletter.text")}
              </Text>
            </StaticRegion>
            <NewsletterForm />
          </Box>
        </Grid>

        <StaticRegion>
          <Box mt="12" pt="8" borderTopWidth="1px" borderColor="border.invertedSubtle">
            <Heading as="h2" size="sm" mb="4" color="brand.gold">
              {t("footer.partners")}
            </Heading>
            <Flex as="ul" listStyle="none" gap="4" wrap="wrap" align="center">
              {partners.map((partner) => (
                <li key={partner.slug}>
                  <ExternalLink
                    href={partner.website}
                    label={partner.name}
                    display="inline-flex"
                    bg="brand.ivory"
                    borderRadius="md"
                    px="4"
                    py="2"
                  >
                    <Picture picture={partner.picture} />
                  </ExternalLink>
                </li>
              ))}
            </Flex>
          </Box>
        </StaticRegion>

        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border.invertedSubtle"
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          gap="4"
          fontSize="sm"
        >
          <StaticRegion>
            <Text color="fg.invertedMuted">
              © {company.copyrightYear} {company.name}. {t("footer.rights")}
            </Text>
          </StaticRegion>
          <Flex gap="6" wrap="wrap">
            <LanguageSwitcher linkProps={footerLink} />
            <StaticRegion>
              <Flex as="ul" listStyle="none" gap="6">
                <li>
                  <SiteLink to={sitePages.privacy.path} {...footerLink}>
                    {t("footer.privacy")}
                  </SiteLink>
                </li>
                <li>
                  <chakra.a href="#" {...footerLink}>
                    {t("footer.terms")}
                  </chakra.a>
                </li>
              </Flex>
            </StaticRegion>
          </Flex>
        </Flex>
      </Container>
    </chakra.footer>
  )
}
