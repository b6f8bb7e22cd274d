// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
import type { GatsbyNode } from "gatsby"

/**
 * Every content type is declared here, so the schema never depends on inference:
 * a missing field is a build error, not a silently absent GraphQL field.
 */
export const typeDefs = /* GraphQL */ `
  # An artwork of data/artwork.json, or a record's uploaded photo (see src/node/resolvers.ts)
  type Picture implements Node @dontInfer {
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
    language: String!
    entries: [TranslationEntry!]!
  }

  type Destination implements Node @dontInfer {
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
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }

  type Hotel implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    destination: Destination! @link(by: "slug")
    category: String!
    description: String!
    price: String!
    location: String!
    features: [String!]!
    website: String!
    bestOffer: Boolean
    logo: Picture @link(by: "jsonId")
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }

  type Vehicle implements Node @dontInfer {
    slug: String!
    order: Int!
    destination: Destination! @link(by: "slug")
    type: String!
    passengers: String!
    description: String!
    price: String!
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }

  type Experience implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    destination: Destination! @link(by: "slug")
    description: String!
    duration: String!
    category: String!
    groupSize: String!
    location: String!
    price: String!
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }

  type ConciergeService implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    destination: Destination! @link(by: "slug")
    description: String!
    features: [String!]!
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }

  type Service implements Node @dontInfer {
    slug: String!
    order: Int!
    titleKey: String!
    descriptionKey: String!
    features: [String!]!
    icon: String!
    picture: Picture! @link(by: "jsonId")
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
    jsonId: Int!
    slug: String!
    path: String!
    title: String!
    excerpt: String!
    description: String!
    category: String!
    author: TeamMember! @link(by: "slug")
    date: Date! @dateformat
    # Minutes, derived from the body (src/content/read-time.ts)
    readTime: Int!
    picture: Picture! @link(by: "jsonId")
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
    intro: TitledText!
    mission: TitledText!
    values: [AboutValue!]!
    partnerCta: CallToAction!
  }

  type TeamMember implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    role: String!
    bio: String!
    initials: String!
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }

  type HomeHero {
    title: String!
    subtitle: String!
    primaryCta: String!
    secondaryCta: String!
    picture: Picture! @link(by: "jsonId")
  }

  type GalleryItem {
    slug: String!
    caption: String!
    picture: Picture! @link(by: "jsonId")
  }

  type HomeGallery {
    title: String!
    text: String!
    items: [GalleryItem!]!
  }

  type Home implements Node @dontInfer {
    hero: HomeHero!
    destinationsIntro: TitledText!
    servicesIntro: TitledText!
    blogIntro: TitledText!
    gallery: HomeGallery!
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
    intro: String!
    response: PartnershipList!
    rates: PartnershipList!
    checklist: PartnershipList!
    terms: PartnershipTerms!
    factSheets: PartnershipSection!
    contacts: PartnershipSection!
  }

  type Partner implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    website: String!
    picture: Picture! @link(by: "jsonId")
    photo: Photo
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
