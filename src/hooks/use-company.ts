import { graphql, useStaticQuery } from "gatsby"

/** The company's identity and contact details from data/company.json. */
export function useCompany(): Queries.CompanyFieldsFragment {
  const data = useStaticQuery<Queries.CompanyQuery>(graphql`
    query Company {
      company {
        ...CompanyFields
      }
    }
  `)
  if (!data.company) throw new Error("data/company.json is missing")
  return data.company
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
