import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { chakra, Text } from "@chakra-ui/react"
import { TitledPage } from "../components/layout/titled-page"
import { PolicySection } from "../components/sections/policy-section"
import { useTranslation } from "../hooks/use-translation"
import { useCompany } from "../hooks/use-company"
import { fill, formatDate } from "../lib/format"
import { sitePages } from "../lib/site-pages"

/**
 * /privacy: the privacy policy (data/privacy.<language>.json), with the company's legal name, address and e-mail from
 * data/company, the retention period the server's clean-up uses, and what the cookie question truly does.
 */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const { t, locale } = useTranslation()
  const company = useCompany()
  const privacy = data.privacy
  if (!privacy) throw new Error("data/privacy.json is missing")
  const withMonths = (texts: ReadonlyArray<string>) => texts.map((text) => fill(text, { months: privacy.retentionMonths }))
  const { controller, collected, legalBases, recipients, retention, cookies, rights, contact } = privacy
  const email = (
    <chakra.a href={`mailto:${company.email}`} wordBreak="break-all">
      {company.email}
    </chakra.a>
  )
  // The address as data/company writes it: the country is the last part of its display line
  const country = company.address.display.split(", ").at(-1) ?? ""

  return (
    <TitledPage seo={{ page: sitePages.privacy }} title={privacy.title} intro={privacy.intro} size="narrow" staticPart="page">
      <Text mt="3" fontSize="sm" color="fg.muted">
        {fill(t("privacy.updated"), { date: formatDate(privacy.updated, locale) })}
      </Text>
      <PolicySection id="controller" title={controller.title} paragraphs={controller.paragraphs}>
        <chakra.address mt="4" fontStyle="normal" lineHeight="1.7">
          <strong>{company.legalName}</strong>
          <br />
          {company.address.street}
          <br />
          {`${company.address.locality}, ${company.address.region} ${company.address.postalCode}`}
          <br />
          {country}
          <br />
          {t("footer.email")}: {email}
        </chakra.address>
      </PolicySection>
      <PolicySection id="collected" title={collected.title} paragraphs={collected.paragraphs} items={collected.items} />
      <PolicySection id="legal-bases" title={legalBases.title} paragraphs={legalBases.paragraphs} items={legalBases.items} />
      <PolicySection id="recipients" title={recipients.title} paragraphs={recipients.paragraphs} items={recipients.items} />
      <PolicySection
        id="retention"
        title={retention.title}
        paragraphs={withMonths(retention.paragraphs)}
        items={withMonths(retention.items)}
      />
      <PolicySection
        id="cookies"
        title={cookies.title}
        paragraphs={[...cookies.paragraphs, company.analyticsId ? cookies.analyticsOn : cookies.analyticsOff]}
      />
      <PolicySection id="rights" title={rights.title} paragraphs={rights.paragraphs} items={rights.items} />
      <PolicySection id="contact" title={contact.title} paragraphs={contact.paragraphs}>
        <Text mt="4" fontWeight="600">
          {email}
        </Text>
      </PolicySection>
    </TitledPage>
  )
}

export const query = graphql`
  query PrivacyPage($language: String!) {
    privacy(language: { eq: $language }) {
      title
      intro
      updated
      retentionMonths
      controller {
        title
        paragraphs
      }
      collected {
        ...PrivacyListed
      }
      legalBases {
        ...PrivacyListed
      }
      recipients {
        ...PrivacyListed
      }
      retention {
        ...PrivacyListed
      }
      cookies {
        title
        paragraphs
        analyticsOn
        analyticsOff
      }
      rights {
        ...PrivacyListed
      }
      contact {
        title
        paragraphs
      }
    }
  }

  fragment PrivacyListed on PrivacyListedSection {
    title
    paragraphs
    items
  }
`
