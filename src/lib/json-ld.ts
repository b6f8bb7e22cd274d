import type {
  Article,
  BreadcrumbList,
  FAQPage,
  Hotel,
  ItemList,
  Service,
  TouristDestination,
  TouristTrip,
  TravelAgency,
  WebPage,
  WebSite,
} from "schema-dts"

/** The company fields structured data needs (a subset of data/company.<language>.json). */
export interface CompanyLd {
  name: string
  legalName: string
  email: string
  phone: string
  blurb: string
  address: { street: string; locality: string; region: string; postalCode: string; country: string }
  social: ReadonlyArray<{ url: string }>
  languages: ReadonlyArray<string>
  areaServed: ReadonlyArray<string>
}

type WithContext<T> = T & { "@context"?: "https://schema.org" }

/** Stable @ids, so every page's nodes link into one graph. */
export const ids = {
  organization: (siteUrl: string) => `${siteUrl}/#organization`,
  website: (siteUrl: string) => `${siteUrl}/#website`,
  page: (siteUrl: string, path: string) => `${siteUrl}${path}#page`,
  webPage: (siteUrl: string, path: string) => `${siteUrl}${path}#webpage`,
}

export function organizationLd(siteUrl: string, company: CompanyLd): WithContext<TravelAgency> {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": ids.organization(siteUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.blurb,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512x512.png`,
    email: company.email,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "reservations",
      email: company.email,
      telephone: company.phone,
      availableLanguage: [...company.languages],
    },
    areaServed: company.areaServed.map((name) => ({ "@type": "Country", name })),
    knowsLanguage: [...company.languages],
    sameAs: company.social.map((profile) => profile.url),
  }
}

export function websiteLd(siteUrl: string, name: string, languages: ReadonlyArray<string>): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": ids.website(siteUrl),
    url: `${siteUrl}/`,
    name,
    publisher: { "@id": ids.organization(siteUrl) },
    inLanguage: [...languages],
  }
}

/** The page itself, in its language, with its twins in the other languages (Seo adds it to every page). */
export function webPageLd(siteUrl: string, page: { path: string; title: string; language: string }): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": ids.webPage(siteUrl, page.path),
    url: `${siteUrl}${page.path}`,
    name: page.title,
    inLanguage: page.language,
    isPartOf: { "@id": ids.website(siteUrl) },
  }
}

/** A page's trail for BreadcrumbList: names in the page's language, paths in it too. */
export type Breadcrumbs = ReadonlyArray<{ name: string; path: string }>

export function breadcrumbLd(siteUrl: string, trail: ReadonlyArray<{ name: string; path: string }>): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

interface DestinationLdInput {
  siteUrl: string
  company: CompanyLd
  path: string
  destination: { name: string; heroDescription: string; highlights: ReadonlyArray<string> }
  hotels: ReadonlyArray<{ name: string; description: string; location: string; website: string; price: string }>
  /** "Luxury hotels in Phuket", in the page's language. */
  hotelListName: string
  /** Who the destination is for ("Luxury travelers", "Travel trade"), in the page's language. */
  touristTypes: ReadonlyArray<string>
  breadcrumbs: Breadcrumbs
}

/** A destination page: the place, its hotels as an ItemList, and the breadcrumb. */
export function destinationJsonLd({
  siteUrl,
  company,
  path,
  destination,
  hotels,
  hotelListName,
  touristTypes,
  breadcrumbs,
}: DestinationLdInput): object[] {
  const hotelList: ItemList = {
    "@type": "ItemList",
    name: hotelListName,
    numberOfItems: hotels.length,
    itemListElement: hotels.map((hotel, index) => {
      const item: Hotel = {
        "@type": "Hotel",
        name: hotel.name,
        description: hotel.description,
        address: { "@type": "PostalAddress", addressLocality: hotel.location, addressCountry: "TH" },
        ...(hotel.website ? { url: hotel.website } : {}),
        ...(hotel.price.startsWith("$") ? { priceRange: hotel.price } : {}),
      }
      return { "@type": "ListItem", position: index + 1, item }
    }),
  }
  const place: WithContext<TouristDestination> = {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    "@id": ids.page(siteUrl, path),
    name: destination.name,
    description: destination.heroDescription,
    url: `${siteUrl}${path}`,
    touristType: [...touristTypes],
    includesAttraction: destination.highlights.map((name) => ({ "@type": "TouristAttraction", name })),
  }
  return [organizationLd(siteUrl, company), place, { "@context": "https://schema.org", ...hotelList }, breadcrumbLd(siteUrl, breadcrumbs)]
}

interface ArticleLdInput {
  siteUrl: string
  company: CompanyLd
  path: string
  imageUrl: string
  language: string
  breadcrumbs: Breadcrumbs
  /** Who a tour is for ("Private travelers", "Families", "Couples"), in the page's language. */
  tourTouristTypes: ReadonlyArray<string>
  article: {
    title: string
    description: string
    date: string
    author: { name: string }
    category: string
    faq?: ReadonlyArray<{ question: string; answer: string }> | null
    itinerary?: ReadonlyArray<{ time: string; title: string; description: string }> | null
    tour?: { name: string; duration: string; price: string } | null
  }
}

/** An article page: Article, breadcrumb, and for a tour guide its TouristTrip and FAQPage. */
export function articleJsonLd({
  siteUrl,
  company,
  path,
  imageUrl,
  language,
  breadcrumbs,
  tourTouristTypes,
  article,
}: ArticleLdInput): object[] {
  const url = `${siteUrl}${path}`
  const nodes: object[] = [organizationLd(siteUrl, company)]
  const articleNode: WithContext<Article> = {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    image: [imageUrl],
    datePublished: article.date,
    dateModified: article.date,
    author: { "@type": "Person", name: article.author.name },
    publisher: { "@id": ids.organization(siteUrl) },
    mainEntityOfPage: url,
    articleSection: article.category,
    inLanguage: language,
  }
  nodes.push(articleNode)
  if (article.tour && article.itinerary) {
    const trip: WithContext<TouristTrip> = {
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      "@id": `${url}#trip`,
      name: article.tour.name,
      description: article.description,
      touristType: [...tourTouristTypes],
      provider: { "@id": ids.organization(siteUrl) },
      itinerary: {
        "@type": "ItemList",
        numberOfItems: article.itinerary.length,
        itemListElement: article.itinerary.map((stop, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: { "@type": "TouristAttraction", name: `${stop.time} ${stop.title}`, description: stop.description },
        })),
      },
    }
    nodes.push(trip)
  }
  if (article.faq && article.faq.length > 0) {
    const faq: WithContext<FAQPage> = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      "@id": `${url}#faq`,
      mainEntity: article.faq.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    }
    nodes.push(faq)
  }
  nodes.push(breadcrumbLd(siteUrl, breadcrumbs))
  return nodes
}

/** The services page: the company and each service it offers. */
export function servicesJsonLd(
  siteUrl: string,
  company: CompanyLd,
  services: ReadonlyArray<{ name: string; description: string }>,
): object[] {
  return [
    organizationLd(siteUrl, company),
    ...services.map((service): WithContext<Service> => ({
      "@context": "https://schema.org",
      "@type": "Service",
      name: service.name,
      description: service.description,
      provider: { "@id": ids.organization(siteUrl) },
      areaServed: company.areaServed.map((name) => ({ "@type": "Country", name })),
    })),
  ]
}
