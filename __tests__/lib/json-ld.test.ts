import {
  articleJsonLd,
  breadcrumbLd,
  destinationJsonLd,
  ids,
  organizationLd,
  servicesJsonLd,
  webPageLd,
  websiteLd,
  type CompanyLd,
} from "../../src/lib/json-ld"

const SITE = "https://www.luxurydmcthailand.com"
const ORG_ID = `${SITE}/#organization`
/** A company as data/company.<language>.json describes one (the builders' input, not today's record). */
const companyLd: CompanyLd = {
  name: "Example DMC",
  legalName: "Example DMC Co., Ltd.",
  email: "desk@example.com",
  phone: "+66 2 000 0000",
  blurb: "Private journeys.",
  address: { street: "1 Example Road", locality: "Mueang Krabi", region: "Krabi", postalCode: "81000", country: "TH" },
  social: [{ url: "https://www.instagram.com/example" }, { url: "https://www.linkedin.com/company/example" }],
  languages: ["English", "Thai"],
  areaServed: ["Thailand", "Laos"],
}

type Node = Record<string, unknown>
const asNodes = (nodes: object[]): Node[] => nodes as Node[]
const types = (nodes: object[]): unknown[] => asNodes(nodes).map((node) => node["@type"])
const ofType = (nodes: object[], type: string): Node => {
  const found = asNodes(nodes).filter((node) => node["@type"] === type)
  expect(found).toHaveLength(1)
  return found[0] ?? {}
}
type Crumb = { name: string; path: string }
/** Crumbs as the builders take them, from [name, path] pairs. */
const crumbs = (...pairs: Array<[name: string, path: string]>): Crumb[] => pairs.map(([name, path]) => ({ name, path }))
/** The BreadcrumbList's items for those crumbs: numbered from 1, with absolute URLs. */
const crumbItems = (trail: Crumb[]) =>
  trail.map(({ name, path }, index) => ({ "@type": "ListItem", position: index + 1, name, item: `${SITE}${path}` }))

describe("organizationLd", () => {
  const org = organizationLd(SITE, companyLd)

  it("describes the company as a TravelAgency", () => {
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      "@id": ORG_ID,
      name: "Example DMC",
      legalName: "Example DMC Co., Ltd.",
      description: "Private journeys.",
      url: `${SITE}/`,
      email: "desk@example.com",
      telephone: "+66 2 000 0000",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Example Road",
        addressLocality: "Mueang Krabi",
        addressRegion: "Krabi",
        postalCode: "81000",
        addressCountry: "TH",
      },
      contactPoint: {
        "@type": "ContactPoint",
        email: "desk@example.com",
        telephone: "+66 2 000 0000",
        availableLanguage: ["English", "Thai"],
      },
    })
  })

  it("names the countries it serves and the languages it speaks", () => {
    expect(org).toMatchObject({
      areaServed: ["Thailand", "Laos"].map((name) => ({ "@type": "Country", name })),
      knowsLanguage: ["English", "Thai"],
    })
  })

  it("links the social profiles", () => {
    expect(org).toMatchObject({
      sameAs: ["https://www.instagram.com/example", "https://www.linkedin.com/company/example"],
    })
  })
})

describe("websiteLd, webPageLd and breadcrumbLd", () => {
  it("points the website at its publisher, in every language of the site", () => {
    expect(websiteLd(SITE, "Luxury DMC Thailand", ["en", "de"])).toMatchObject({
      "@type": "WebSite",
      "@id": ids.website(SITE),
      url: `${SITE}/`,
      publisher: { "@id": ORG_ID },
      inLanguage: ["en", "de"],
    })
  })

  it.each([
    ["/de/services", "de"],
    ["/services", "en"],
  ])(
    "describes the page %s in its language (%s), as part of the website, with an @id of its own (a destination's place has #page)",
    (path, language) => {
      expect(webPageLd(SITE, { path, title: "Leistungen", language })).toEqual({
        "@context": "https://schema.org",
        "@type": "WebPage",
        "@id": `${SITE}${path}#webpage`,
        url: `${SITE}${path}`,
        name: "Leistungen",
        inLanguage: language,
        isPartOf: { "@id": ids.website(SITE) },
      })
    },
  )

  it("numbers the crumbs from 1 with absolute URLs", () => {
    expect(breadcrumbLd(SITE, crumbs(["Home", "/"], ["Blog", "/blog"])).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${SITE}/blog` },
    ])
  })
})

describe("destinationJsonLd", () => {
  const hotels = [
    { name: "The Siam", description: "Riverside", location: "Dusit, Bangkok", website: "https://www.thesiamhotel.com", price: "$450" },
    { name: "Capella", description: "River views", location: "Charoen Krung, Bangkok", website: "", price: "On request" },
    { name: "Rosewood", description: "Tower", location: "Ploenchit, Bangkok", website: "https://www.rosewood.com", price: "$600+" },
  ]
  const trail = crumbs(["Home", "/"], ["Destinations", "/destinations"], ["Bangkok", "/destinations/bangkok"])
  const input: Parameters<typeof destinationJsonLd>[0] = {
    siteUrl: SITE,
    company: companyLd,
    path: "/destinations/bangkok",
    destination: { name: "Bangkok", heroDescription: "Golden spires", highlights: ["Grand Palace", "Wat Arun"] },
    hotels,
    hotelListName: "Luxury hotels in Bangkok",
    touristTypes: ["Luxury travelers", "Travel trade"],
    breadcrumbs: trail,
  }
  const nodes = destinationJsonLd(input)
  /** An expected hotel of the list: a URL and a price range only when known. */
  const listed = (position: number, name: string, description: string, addressLocality: string, known: Node = {}) => ({
    "@type": "ListItem",
    position,
    item: { "@type": "Hotel", name, description, address: { "@type": "PostalAddress", addressLocality, addressCountry: "TH" }, ...known },
  })

  it("returns the organization, the place, its hotels and the breadcrumb", () => {
    expect(types(nodes)).toEqual(["TravelAgency", "TouristDestination", "ItemList", "BreadcrumbList"])
  })

  it("describes the place", () => {
    expect(ofType(nodes, "TouristDestination")).toMatchObject({
      "@id": `${SITE}/destinations/bangkok#page`,
      name: "Bangkok",
      description: "Golden spires",
      url: `${SITE}/destinations/bangkok`,
      includesAttraction: [
        { "@type": "TouristAttraction", name: "Grand Palace" },
        { "@type": "TouristAttraction", name: "Wat Arun" },
      ],
    })
  })

  it("lists every hotel as a Hotel, with a URL and price range only when known", () => {
    const list = ofType(nodes, "ItemList")
    expect(list.name).toBe("Luxury hotels in Bangkok")
    expect(list.numberOfItems).toBe(hotels.length)
    expect(list.itemListElement).toEqual([
      listed(1, "The Siam", "Riverside", "Dusit, Bangkok", { url: "https://www.thesiamhotel.com", priceRange: "$450" }),
      listed(2, "Capella", "River views", "Charoen Krung, Bangkok"),
      listed(3, "Rosewood", "Tower", "Ploenchit, Bangkok", { url: "https://www.rosewood.com", priceRange: "$600+" }),
    ])
  })

  it("has a three-step breadcrumb", () => {
    expect(ofType(nodes, "BreadcrumbList").itemListElement).toEqual(crumbItems(trail))
  })

  it("names the hotel list and the crumbs in the page's language, with the page's German paths", () => {
    const germanTrail = crumbs(["Startseite", "/de"], ["Reiseziele", "/de/destinations"], ["Bangkok", "/de/destinations/bangkok"])
    const german = destinationJsonLd({
      ...input,
      path: "/de/destinations/bangkok",
      destination: { name: "Bangkok", heroDescription: "Goldene Türme", highlights: ["Großer Palast"] },
      hotelListName: "Luxushotels in Bangkok",
      touristTypes: ["Luxusreisende", "Reisebranche"],
      breadcrumbs: germanTrail,
    })
    expect(ofType(german, "ItemList").name).toBe("Luxushotels in Bangkok")
    expect(ofType(german, "TouristDestination").touristType).toEqual(["Luxusreisende", "Reisebranche"])
    expect(ofType(german, "TouristDestination")).toMatchObject({
      "@id": `${SITE}/de/destinations/bangkok#page`,
      url: `${SITE}/de/destinations/bangkok`,
    })
    expect(ofType(german, "BreadcrumbList").itemListElement).toEqual(crumbItems(germanTrail))
  })

  it("gives an empty destination an empty list", () => {
    const empty = destinationJsonLd({
      ...input,
      path: "/destinations/x",
      destination: { name: "X", heroDescription: "x", highlights: [] },
      hotels: [],
      hotelListName: "Luxury hotels in X",
      touristTypes: [],
      breadcrumbs: [],
    })
    expect(ofType(empty, "ItemList")).toMatchObject({ numberOfItems: 0, itemListElement: [] })
  })
})

describe("articleJsonLd", () => {
  const article = {
    title: "The Real Bangkok",
    description: "A full-day private tour",
    date: "2024-06-10",
    author: { name: "James Whitfield" },
    category: "Bangkok Private Tour",
  }
  const trail = crumbs(["Home", "/"], ["Blog", "/blog"], ["The Real Bangkok", "/real-bangkok-private-tour"])
  const input = {
    siteUrl: SITE,
    company: companyLd,
    path: "/real-bangkok-private-tour",
    imageUrl: `${SITE}/static/tour.jpg`,
    language: "en",
    tourTouristTypes: ["Private travelers", "Families", "Couples"],
    breadcrumbs: trail,
  }
  const tour = { name: "Real Bangkok Private Tour", duration: "Full day", price: "On request" }
  const itinerary = [
    { time: "8:30 AM", title: "Hotel pick-up", description: "In the lobby" },
    { time: "9:00 AM", title: "Flower market", description: "Pak Khlong Talat" },
  ]
  const faq = [{ question: "What to wear?", answer: "Covered shoulders." }]

  it("describes the article and its breadcrumb", () => {
    const nodes = articleJsonLd({ ...input, article })
    expect(types(nodes)).toEqual(["TravelAgency", "Article", "BreadcrumbList"])
    expect(ofType(nodes, "Article")).toMatchObject({
      "@id": `${SITE}/real-bangkok-private-tour#article`,
      headline: "The Real Bangkok",
      description: "A full-day private tour",
      image: [`${SITE}/static/tour.jpg`],
      datePublished: "2024-06-10",
      author: { "@type": "Person", name: "James Whitfield" },
      publisher: { "@id": ORG_ID },
      mainEntityOfPage: `${SITE}/real-bangkok-private-tour`,
      articleSection: "Bangkok Private Tour",
      inLanguage: "en",
    })
    expect(ofType(nodes, "BreadcrumbList").itemListElement).toEqual(crumbItems(trail))
  })

  it("describes a German article in German, at its German address", () => {
    const germanTrail = crumbs(["Startseite", "/de"], ["Journal", "/de/blog"], ["Das echte Bangkok", "/de/real-bangkok-private-tour"])
    const nodes = articleJsonLd({
      ...input,
      path: "/de/real-bangkok-private-tour",
      language: "de",
      breadcrumbs: germanTrail,
      article: { ...article, title: "Das echte Bangkok" },
    })
    expect(ofType(nodes, "Article")).toMatchObject({
      "@id": `${SITE}/de/real-bangkok-private-tour#article`,
      headline: "Das echte Bangkok",
      mainEntityOfPage: `${SITE}/de/real-bangkok-private-tour`,
      inLanguage: "de",
    })
    expect(ofType(nodes, "BreadcrumbList").itemListElement).toEqual(crumbItems(germanTrail))
  })

  it.each([
    ["nothing extra", {}, ["TravelAgency", "Article", "BreadcrumbList"]],
    ["nulls", { tour: null, itinerary: null, faq: null }, ["TravelAgency", "Article", "BreadcrumbList"]],
    ["an empty FAQ", { faq: [] }, ["TravelAgency", "Article", "BreadcrumbList"]],
    ["a tour without an itinerary", { tour }, ["TravelAgency", "Article", "BreadcrumbList"]],
    ["an itinerary without a tour", { itinerary }, ["TravelAgency", "Article", "BreadcrumbList"]],
    ["a tour and its itinerary", { tour, itinerary }, ["TravelAgency", "Article", "TouristTrip", "BreadcrumbList"]],
    ["an FAQ", { faq }, ["TravelAgency", "Article", "FAQPage", "BreadcrumbList"]],
    ["a tour, its itinerary and an FAQ", { tour, itinerary, faq }, ["TravelAgency", "Article", "TouristTrip", "FAQPage", "BreadcrumbList"]],
  ])("with %s has the nodes %j", (_name, extra, expected) => {
    expect(types(articleJsonLd({ ...input, article: { ...article, ...extra } }))).toEqual(expected)
  })

  it("describes the tour and the FAQ", () => {
    /** An expected stop of the itinerary: its time and title make its name. */
    const stop = (position: number, name: string, description: string) => ({
      "@type": "ListItem",
      position,
      item: { "@type": "TouristAttraction", name, description },
    })
    const nodes = articleJsonLd({ ...input, article: { ...article, tour, itinerary, faq } })
    expect(ofType(nodes, "TouristTrip")).toMatchObject({
      name: "Real Bangkok Private Tour",
      provider: { "@id": ORG_ID },
      itinerary: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [stop(1, "8:30 AM Hotel pick-up", "In the lobby"), stop(2, "9:00 AM Flower market", "Pak Khlong Talat")],
      },
    })
    expect(ofType(nodes, "FAQPage").mainEntity).toEqual([
      { "@type": "Question", name: "What to wear?", acceptedAnswer: { "@type": "Answer", text: "Covered shoulders." } },
    ])
  })
})

describe("servicesJsonLd", () => {
  it("returns the organization and one Service per input, provided by it", () => {
    const nodes = servicesJsonLd(SITE, companyLd, [
      { name: "Luxury Accommodation", description: "Villas" },
      { name: "Premium Transportation", description: "Chauffeurs" },
    ])
    expect(types(nodes)).toEqual(["TravelAgency", "Service", "Service"])
    expect(asNodes(nodes).slice(1)).toEqual(
      [
        ["Luxury Accommodation", "Villas"],
        ["Premium Transportation", "Chauffeurs"],
      ].map(([name, description]) => ({
        "@context": "https://schema.org",
        "@type": "Service",
        name,
        description,
        provider: { "@id": ORG_ID },
        areaServed: ["Thailand", "Laos"].map((country) => ({ "@type": "Country", name: country })),
      })),
    )
  })

  it("returns only the organization for no services", () => {
    expect(types(servicesJsonLd(SITE, companyLd, []))).toEqual(["TravelAgency"])
  })
})
