import { graphql, useStaticQuery } from "gatsby"
import { useTranslation } from "./use-translation"

/** The company's identity and contact details (data/company.<language>.json) in the page's language. */
export function useCompany(): Queries.CompanyFieldsFragment {
  const { language } = useTranslation()
  const data = useStaticQuery<Queries.CompanyQuery>(graphql`
    query Company {
      allCompany {
        nodes {
          language
          ...CompanyFields
        }
      }
    }
  `)
  const company = data.allCompany.nodes.find((node) => node.language === language)
  if (!company) throw new Error(`data/company.${language}.json is missing`)
  return company
}

export const companyFields = graphql`
  fragment CompanyFields on Company {
    name
    legalName
    tagline
    blurb
    email
    phone
    whatsappNumber
    telegramHandle
    address {
      street
      locality
      region
      postalCode
      country
      display
    }
    officeHours {
      display
      support
    }
    social {
      name
      url
      icon
    }
    mapsUrl
    analyticsId
    languages
    areaServed
    foundingYear
    copyrightYear
  }
`
