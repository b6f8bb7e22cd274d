// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
import type { GatsbyNode } from "gatsby"
import { createLanguageExtensions } from "./language-links"

/**
 * Every content type is declared here, so the schema never depends on inference:
 * a missing field is a build error, not a silently absent GraphQL field.
 */
export const typeDefs = /* GraphQL */ `
  # One language's search store, from gatsby-plugin-local-search, as files under /static/ (the root fields
  # searchStore and searchStores: src/node/search-stores.ts): a head (every entry without its text) and the texts in
  # parts of partSize entries, in store order (src/lib/search-parts.ts)
  type SearchStore {
    language: String!
    headURL: String!
    partURLs: [String!]!
    partSize: Int!
  }

  # A language of data/languages.json; every other record has its file's language (fields.language)
  type Language implements Node @dontInfer {
    code: String!
    name: String!
    locale: String!
  }

  # An artwork of data/artwork.<language>.json, or a record's uploaded photo (see src/node/resolvers.ts)
  type Picture implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    jsonId: String!
    src: String!
    alt: String!
    width: Int
    height: Int
    file: File
  }

  type Photo {
    src: String!
    alt: String!
  }

  type CompanyAddress {
    street: String!
    locality: String!
    region: String!
    postalCode: String!
    country: String!
    display: String!
  }

  type CompanyOfficeHours {
    display: String!
    support: String!
  }

  type SocialProfile {
    name: String!
    url: String!
    icon: String!
  }

  type Company implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    name: String!
    legalName: String!
    tagline: String!
    blurb: String!
    email: String!
    phone: String!
    whatsappNumber: String!
    telegramHandle: String!
    address: CompanyAddress!
    officeHours: CompanyOfficeHours!
    social: [SocialProfile!]!
    mapsUrl: String!
    analyticsId: String!
    languages: [String!]!
    areaServed: [String!]!
    foundingYear: Int!
    copyrightYear: Int!
  }

  type TranslationEntry {
    key: String!
    text: String!
  }

  type Translation implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    entries: [TranslationEntry!]!
  }

  type Destination implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    name: String!
    region: String!
    cardText: String!
    heroTitle: String!
    heroDescription: String!
    overviewTitle: String!
    overviewDescription: String!
    highlights: [String!]!
    bestTime: String!
    hotelGrid: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type Hotel implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    name: String!
    destination: Destination! @linkInLanguage(by: "slug")
    category: String!
    description: String!
    price: String!
    location: String!
    features: [String!]!
    website: String!
    bestOffer: Boolean
    logo: Picture @linkInLanguage(by: "jsonId")
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type Vehicle implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    destination: Destination! @linkInLanguage(by: "slug")
    type: String!
    passengers: String!
    description: String!
    price: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type Experience implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    name: String!
    destination: Destination! @linkInLanguage(by: "slug")
    description: String!
    duration: String!
    category: String!
    groupSize: String!
    location: String!
    price: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type ConciergeService implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    name: String!
    destination: Destination! @linkInLanguage(by: "slug")
    description: String!
    features: [String!]!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type Service implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    titleKey: String!
    descriptionKey: String!
    features: [String!]!
    icon: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type ArticleBlock {
    type: String!
    text: String
    title: String
    cite: String
    style: String
    items: [String!]
  }

  type ArticleSection {
    heading: String
    blocks: [ArticleBlock!]!
  }

  type ArticleFaq {
    question: String!
    answer: String!
  }

  type ArticleStop {
    time: String!
    title: String!
    description: String!
  }

  type ArticleTour {
    name: String!
    duration: String!
    price: String!
  }

  type Article implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    jsonId: Int!
    slug: String!
    path: String!
    title: String!
    excerpt: String!
    description: String!
    category: String!
    author: TeamMember! @linkInLanguage(by: "slug")
    date: Date! @dateformat
    # Minutes, derived from the body (src/content/read-time.ts)
    readTime: Int!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
    body: [ArticleSection!]!
    faq: [ArticleFaq!]
    itinerary: [ArticleStop!]
    tour: ArticleTour
  }

  type TitledText {
    title: String!
    text: String!
  }

  type AboutValue {
    key: String!
    title: String!
    text: String!
  }

  type CallToAction {
    title: String!
    text: String!
    button: String!
  }

  type About implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    intro: TitledText!
    mission: TitledText!
    values: [AboutValue!]!
    partnerCta: CallToAction!
  }

  type TeamMember implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    name: String!
    role: String!
    bio: String!
    initials: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }

  type HomeHero {
    title: String!
    subtitle: String!
    primaryCta: String!
    secondaryCta: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
  }

  type GalleryItem {
    slug: String!
    caption: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
  }

  type HomeGallery {
    title: String!
    text: String!
    items: [GalleryItem!]!
  }

  type Home implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    hero: HomeHero! @inLanguage
    destinationsIntro: TitledText!
    servicesIntro: TitledText!
    blogIntro: TitledText!
    gallery: HomeGallery! @inLanguage
    cta: CallToAction!
  }

  type WhatsappPreset {
    slug: String!
    label: String!
    message: String!
  }

  type WhatsappMessage {
    label: String!
    message: String!
  }

  type Whatsapp implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    presets: [WhatsappPreset!]!
    generic: WhatsappMessage!
  }

  type PartnershipSection {
    title: String!
    text: String!
  }

  type PartnershipList {
    title: String!
    text: String!
    items: [String!]!
  }

  type PartnershipTerm {
    title: String!
    text: String!
  }

  type PartnershipTerms {
    title: String!
    text: String!
    # False until the company has confirmed the terms: the page marks them "to be confirmed by our team"
    confirmed: Boolean!
    items: [PartnershipTerm!]!
  }

  type Partnership implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    intro: String!
    response: PartnershipList!
    rates: PartnershipList!
    checklist: PartnershipList!
    terms: PartnershipTerms!
    factSheets: PartnershipSection!
    contacts: PartnershipSection!
  }

  type Partner implements Node @dontInfer {
    language: String! @proxy(from: "fields.language")
    slug: String!
    order: Int!
    name: String!
    website: String!
    picture: Picture! @linkInLanguage(by: "jsonId")
    photo: Photo
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createLanguageExtensions(actions)
  actions.createTypes(typeDefs)
}
