/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentKinds, kindOfFile } from "../../src/content/kinds"
import { validateContent, type ContentFile } from "../../src/node/validate-content"
import { readContentFiles } from "../../src/node/validate-data"

type Json = Record<string, unknown>

const without = (record: Json, field: string): Json => Object.fromEntries(Object.entries(record).filter(([key]) => key !== field))

// A small, complete and valid content set: one file of every kind at its path under data/, every reference resolvable.
const PICTURE_IDS = [
  "destination-bangkok",
  "hotel-siam",
  "vehicle-van",
  "experience-canal",
  "concierge-chef",
  "service-stays",
  "team-ada",
  "article-guide",
  "partner-air",
  "gallery-river",
]
const picture = (id: string, over: Json = {}): Json => ({
  id,
  src: `images/artwork/${id}.jpg`,
  alt: `Illustration for ${id}`,
  width: 1600,
  height: 900,
  ...over,
})
const PHOTO = "images/photos/siam-terrace.jpg"
const EXISTING_FILES = new Set([...PICTURE_IDS.map((id) => `images/artwork/${id}.jpg`), PHOTO])
const fileExists = (relative: string): boolean => EXISTING_FILES.has(relative)

const company = (over: Json = {}): Json => ({
  name: "Luxury DMC Thailand",
  legalName: "Luxury DMC Thailand Co., Ltd.",
  tagline: "Private journeys",
  blurb: "A destination-management company",
  email: "reservations@example.com",
  phone: "+66 76 390 218",
  whatsappNumber: "66815382047",
  telegramHandle: "luxurydmc",
  address: { street: "88 Road", locality: "Mueang Phuket", region: "Phuket", postalCode: "83000", country: "TH", display: "Phuket 83000" },
  officeHours: { display: "Mon-Fri", support: "24/7" },
  social: [{ name: "Instagram", url: "https://www.instagram.com/luxurydmc", icon: "instagram" }],
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=Phuket",
  analyticsId: "",
  languages: ["English", "Thai"],
  areaServed: ["Thailand"],
  foundingYear: 2015,
  copyrightYear: 2025,
  ...over,
})
const translations = (over: Json = {}): Json => ({
  language: "en",
  entries: [
    { key: "services.stays.title", text: "Stays" },
    { key: "services.stays.description", text: "Hotels and villas" },
  ],
  ...over,
})
const teamMember = (over: Json = {}): Json => ({
  slug: "ada-lovelace",
  order: 10,
  name: "Ada Lovelace",
  role: "Founder",
  bio: "Plans trips.",
  initials: "AL",
  picture: "team-ada",
  ...over,
})
const destination = (over: Json = {}): Json => ({
  slug: "bangkok",
  order: 10,
  name: "Bangkok",
  region: "Central Thailand",
  cardText: "The capital",
  heroTitle: "Bangkok",
  heroDescription: "Golden spires",
  overviewTitle: "Discover Bangkok",
  overviewDescription: "A river city",
  highlights: ["Grand Palace"],
  bestTime: "November to February",
  hotelGrid: "compact",
  picture: "destination-bangkok",
  ...over,
})
const hotel = (over: Json = {}): Json => ({
  slug: "siam",
  order: 10,
  name: "The Siam",
  destination: "bangkok",
  category: "Luxury Hotel",
  description: "A riverside hotel",
  price: "$450",
  location: "Dusit, Bangkok",
  features: ["River views", "Spa", "Pool", "Butler service"],
  website: "https://www.thesiamhotel.com",
  picture: "hotel-siam",
  ...over,
})
const vehicle = (over: Json = {}): Json => ({
  slug: "bangkok-van",
  order: 10,
  destination: "bangkok",
  type: "Toyota Alphard",
  passengers: "2-5",
  description: "A luxury van",
  price: "On request",
  picture: "vehicle-van",
  ...over,
})
const experience = (over: Json = {}): Json => ({
  slug: "canal-tour",
  order: 10,
  name: "Canal Tour",
  destination: "bangkok",
  description: "Longtail boat",
  duration: "Half day",
  category: "Culture",
  groupSize: "Private, 2-6 guests",
  location: "Thonburi, Bangkok",
  price: "$120-180",
  picture: "experience-canal",
  ...over,
})
const concierge = (over: Json = {}): Json => ({
  slug: "private-chef",
  order: 10,
  name: "Private Chef",
  destination: "bangkok",
  description: "Dinner at your villa",
  features: ["Tailored menus"],
  picture: "concierge-chef",
  ...over,
})
const service = (over: Json = {}): Json => ({
  slug: "stays",
  order: 10,
  titleKey: "services.stays.title",
  descriptionKey: "services.stays.description",
  features: ["Pool villas"],
  icon: "hotel",
  picture: "service-stays",
  ...over,
})
const article = (over: Json = {}): Json => ({
  id: 1,
  slug: "guide",
  path: "/blog/1",
  title: "A guide",
  excerpt: "Short",
  description: "A short guide",
  category: "Travel Planning",
  author: "ada-lovelace",
  date: "2024-06-10",
  picture: "article-guide",
  body: [{ heading: "Intro", blocks: [{ type: "paragraph", text: "A few words." }] }],
  ...over,
})
const partner = (over: Json = {}): Json => ({
  slug: "air",
  order: 10,
  name: "An Airline",
  website: "https://www.example.com",
  picture: "partner-air",
  ...over,
})
const about = (): Json => ({
  intro: { title: "About", text: "Who we are" },
  mission: { title: "Mission", text: "What we do" },
  values: ["excellence", "authenticity", "innovation", "sustainability"].map((key) => ({ key, title: key, text: `We value ${key}` })),
  partnerCta: { title: "Partner", text: "Work with us", button: "Become a Partner" },
})
const home = (over: Json = {}): Json => ({
  hero: { title: "Welcome", subtitle: "Thailand", primaryCta: "Explore", secondaryCta: "Services", picture: "destination-bangkok" },
  destinationsIntro: { title: "Destinations", text: "Where" },
  servicesIntro: { title: "Services", text: "What" },
  blogIntro: { title: "Journal", text: "Stories" },
  gallery: { title: "Gallery", text: "Moments", items: [{ slug: "river", caption: "The river", picture: "gallery-river" }] },
  cta: { title: "Plan", text: "Write to us", button: "Contact" },
  ...over,
})
const whatsapp = (): Json => ({
  presets: [{ slug: "pricing", label: "Pricing", message: "Hello, pricing please." }],
  generic: { label: "Ask", message: "Hello" },
})
const partnership = (over: Json = {}): Json => ({
  intro: "For the trade",
  response: { title: "Response", text: "We answer", items: ["Within 24 hours on business days"] },
  rates: { title: "Rates", text: "Ask us", items: ["Dates"] },
  checklist: { title: "Checklist", text: "We need", items: ["Names as in passports"] },
  terms: { title: "Terms", text: "To be confirmed", confirmed: false, items: [{ title: "Deposit", text: "30%" }] },
  factSheets: { title: "Fact sheets", text: "Print them" },
  contacts: { title: "Partner desk", text: "Write to us" },
  ...over,
})

const baseFiles = (): Record<string, unknown> => ({
  "about.json": about(),
  "articles/guide.json": article(),
  "artwork.json": PICTURE_IDS.map((id) => picture(id)),
  "company.json": company(),
  "concierge/private-chef.json": concierge(),
  "destinations/bangkok.json": destination(),
  "experiences/canal-tour.json": experience(),
  "home.json": home(),
  "hotels/bangkok/siam.json": hotel(),
  "partners/air.json": partner(),
  "partnerships.json": partnership(),
  "services/stays.json": service(),
  "team/ada-lovelace.json": teamMember(),
  "translations/en-shell.json": translations(),
  "vehicles/bangkok/bangkok-van.json": vehicle(),
  "whatsapp.json": whatsapp(),
})

const toFiles = (byPath: Record<string, unknown>): ContentFile[] => Object.entries(byPath).map(([p, data]) => ({ path: p, data }))
/** The base set with some files replaced or added, and some taken away. */
const validate = (overrides: Record<string, unknown>, removed: readonly string[] = []): string[] => {
  const files = toFiles({ ...baseFiles(), ...overrides }).filter((file) => !removed.includes(file.path))
  return validateContent(files, fileExists)
}

const artworkWith = (id: string, over: Json) => PICTURE_IDS.map((other) => picture(other, other === id ? over : {}))
const PRICE_MESSAGE = 'must be a price text like "$450", "$1,200+", "$120-180" or "On request"'

describe("validateContent", () => {
  it("accepts a minimal valid set that has a file of every content kind", () => {
    const files = toFiles(baseFiles())
    expect(contentKinds.filter((kind) => !files.some((file) => kindOfFile(file.path) === kind)).map((kind) => kind.name)).toEqual([])
    expect(validateContent(files, fileExists)).toEqual([])
  })

  it("accepts an empty set", () => {
    expect(validateContent([], fileExists)).toEqual([])
  })

  // Each row: the problem, the files that differ from the valid set, then the exact messages (file, record, field).
  it.each<[problem: string, overrides: Record<string, unknown>, messages: string | readonly string[]]>([
    [
      "missing required field",
      { "hotels/bangkok/siam.json": without(hotel(), "location") },
      'data/hotels/bangkok/siam.json: hotel "siam": field "location" must be a text, but is missing',
    ],
    [
      "missing key field (the record is named by its file only)",
      { "vehicles/bangkok/bangkok-van.json": without(vehicle(), "slug") },
      'data/vehicles/bangkok/bangkok-van.json: vehicle: field "slug" must be a text, but is missing',
    ],
    [
      "blank required text",
      { "team/ada-lovelace.json": teamMember({ bio: "   " }) },
      'data/team/ada-lovelace.json: team member "ada-lovelace": field "bio" must not be empty, got ""',
    ],
    [
      "wrong type: number for text",
      { "vehicles/bangkok/bangkok-van.json": vehicle({ passengers: 5 }) },
      'data/vehicles/bangkok/bangkok-van.json: vehicle "bangkok-van": field "passengers" must be a text, got 5',
    ],
    [
      "wrong type: text for list",
      { "destinations/bangkok.json": destination({ highlights: "Grand Palace" }) },
      'data/destinations/bangkok.json: destination "bangkok": field "highlights" must be a list, got "Grand Palace"',
    ],
    [
      "wrong type: text for number",
      { "hotels/bangkok/siam.json": hotel({ order: "10" }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "order" must be a number, got "10"',
    ],
    [
      "fraction for a whole number",
      { "articles/guide.json": article({ id: 1.5 }) },
      'data/articles/guide.json: article "guide": field "id" must be a whole number, got 1.5',
    ],
    [
      "wrong type: text for true or false",
      { "hotels/bangkok/siam.json": hotel({ bestOffer: "yes" }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "bestOffer" must be true or false, got "yes"',
    ],
    [
      "wrong type inside a nested object",
      { "company.json": company({ address: { ...(company().address as Json), postalCode: 83000 } }) },
      'data/company.json: company: field "address.postalCode" must be a text, got 83000',
    ],
    [
      "value outside a fixed set",
      { "experiences/canal-tour.json": experience({ duration: "2 hours" }) },
      'data/experiences/canal-tour.json: experience "canal-tour": field "duration" must be one of Full day, Half day, 3 hours, Multi-day, got "2 hours"',
    ],
    [
      'price "cheap"',
      { "hotels/bangkok/siam.json": hotel({ price: "cheap" }) },
      `data/hotels/bangkok/siam.json: hotel "siam": field "price" ${PRICE_MESSAGE}, got "cheap"`,
    ],
    [
      "price with cents",
      { "experiences/canal-tour.json": experience({ price: "$45.00" }) },
      `data/experiences/canal-tour.json: experience "canal-tour": field "price" ${PRICE_MESSAGE}, got "$45.00"`,
    ],
    [
      "price with a misplaced thousands comma",
      { "vehicles/bangkok/bangkok-van.json": vehicle({ price: "$12,00" }) },
      `data/vehicles/bangkok/bangkok-van.json: vehicle "bangkok-van": field "price" ${PRICE_MESSAGE}, got "$12,00"`,
    ],
    [
      "slug with capitals and a space (in a file named after it)",
      { "partners/Air Asia.json": partner({ slug: "Air Asia" }) },
      'data/partners/Air Asia.json: partner "Air Asia": field "slug" must be a slug (lowercase letters, digits, hyphens), got "Air Asia"',
    ],
    [
      "website over plain http",
      { "partners/air.json": partner({ website: "http://www.example.com" }) },
      'data/partners/air.json: partner "air": field "website" must be an https URL, got "http://www.example.com"',
    ],
    [
      "optional website without a scheme",
      { "hotels/bangkok/siam.json": hotel({ website: "www.thesiamhotel.com" }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "website" must be an https URL or empty, got "www.thesiamhotel.com"',
    ],
    [
      "website host without a dot",
      { "partners/air.json": partner({ website: "https://localhost/" }) },
      'data/partners/air.json: partner "air": field "website" must be an https URL, got "https://localhost/"',
    ],
    [
      "malformed URL in a list",
      { "company.json": company({ social: [{ name: "X", url: "not a url", icon: "x" }] }) },
      'data/company.json: company: field "social[0].url" must be an https URL, got "not a url"',
    ],
    [
      "malformed e-mail",
      { "company.json": company({ email: "reservations.example.com" }) },
      'data/company.json: company: field "email" must be an e-mail address, got "reservations.example.com"',
    ],
    [
      "3 hotel features",
      { "hotels/bangkok/siam.json": hotel({ features: ["Spa", "Pool", "Gym"] }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "features" must have at least 4 item(s), got ["Spa","Pool","Gym"]',
    ],
    [
      "9 hotel features",
      { "hotels/bangkok/siam.json": hotel({ features: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "features" must have at most 8 items, got ["a","b","c","d","e","f","g","h","i"]',
    ],
    [
      "misspelt field (the intended one is then missing too)",
      { "hotels/bangkok/siam.json": { ...without(hotel(), "location"), locaton: "Dusit, Bangkok" } },
      [
        'data/hotels/bangkok/siam.json: hotel "siam": field "location" must be a text, but is missing',
        'data/hotels/bangkok/siam.json: hotel "siam": field "locaton" is not a field of this kind (misspelt?)',
      ],
    ],
    [
      "unknown field in a nested object",
      { "home.json": home({ cta: { title: "Plan", text: "Write to us", button: "Contact", link: "/contact" } }) },
      'data/home.json: home page: field "cta.link" is not a field of this kind (misspelt?)',
    ],
    [
      "stored read time (derived from the body since the content model rewrite)",
      { "articles/guide.json": article({ readTime: 3 }) },
      'data/articles/guide.json: article "guide": field "readTime" is not a field of this kind (misspelt?)',
    ],
    [
      "reference to a destination that does not exist",
      { "experiences/canal-tour.json": experience({ destination: "pattaya" }) },
      'data/experiences/canal-tour.json: experience "canal-tour": field "destination" must name an existing destination, got "pattaya"',
    ],
    [
      "article by an author who is not on the team",
      { "articles/guide.json": article({ author: "grace-hopper" }) },
      'data/articles/guide.json: article "guide": field "author" must name an existing team member, got "grace-hopper"',
    ],
    [
      "reference to a picture id that does not exist",
      { "hotels/bangkok/siam.json": hotel({ picture: "hotel-nope" }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "picture" must name an existing picture, got "hotel-nope"',
    ],
    [
      "optional logo that names no picture",
      { "hotels/bangkok/siam.json": hotel({ logo: "logo-nope" }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "logo" must name an existing picture, got "logo-nope"',
    ],
    [
      "nested picture reference in a list that does not exist",
      {
        "home.json": home({
          gallery: { title: "Gallery", text: "Moments", items: [{ slug: "river", caption: "River", picture: "nope" }] },
        }),
      },
      'data/home.json: home page: field "gallery.items[0].picture" must name an existing picture, got "nope"',
    ],
    [
      "service title key with no interface text",
      { "services/stays.json": service({ titleKey: "services.missing.title" }) },
      'data/services/stays.json: service "stays": field "titleKey" must name an existing translation key, got "services.missing.title"',
    ],
    [
      "artwork file that does not exist",
      { "artwork.json": artworkWith("hotel-siam", { src: "images/artwork/missing.jpg" }) },
      'data/artwork.json: picture "hotel-siam" (record 2): field "src" names a file that does not exist: data/images/artwork/missing.jpg',
    ],
    [
      "uploaded photo whose file does not exist",
      { "hotels/bangkok/siam.json": hotel({ photo: { src: "images/photos/nope.jpg", alt: "The terrace" } }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "photo.src" names a file that does not exist: data/images/photos/nope.jpg',
    ],
    [
      "uploaded photo without alt text",
      { "hotels/bangkok/siam.json": hotel({ photo: { src: PHOTO } }) },
      'data/hotels/bangkok/siam.json: hotel "siam": field "photo.alt" must be a text, but is missing',
    ],
    [
      "picture with empty alt text",
      { "artwork.json": artworkWith("gallery-river", { alt: "" }) },
      'data/artwork.json: picture "gallery-river" (record 10): field "alt" must not be empty, got ""',
    ],
    [
      "duplicate hotel slug in another destination's folder",
      {
        "destinations/krabi.json": destination({ slug: "krabi", name: "Krabi" }),
        "hotels/krabi/siam.json": hotel({ destination: "krabi" }),
      },
      'data/hotels/krabi/siam.json: hotel "siam": field "slug" repeats "siam", already used in data/hotels/bangkok/siam.json',
    ],
    [
      "duplicate picture id in the artwork list",
      { "artwork.json": [...PICTURE_IDS.map((id) => picture(id)), picture("hotel-siam")] },
      'data/artwork.json: picture "hotel-siam" (record 11): field "id" repeats "hotel-siam", already used in data/artwork.json record 2',
    ],
    [
      "duplicate article id",
      { "articles/other.json": article({ slug: "other", path: "/blog/2" }) },
      'data/articles/other.json: article "other": field "id" repeats 1, already used in data/articles/guide.json',
    ],
    [
      "duplicate article path",
      { "articles/other.json": article({ id: 2, slug: "other" }) },
      'data/articles/other.json: article "other": field "path" repeats "/blog/1", already used in data/articles/guide.json',
    ],
    [
      "slug that differs from the file name",
      { "articles/guide.json": article({ slug: "a-guide" }) },
      'data/articles/guide.json: article "a-guide": field "slug" is "a-guide" but the file is named "guide.json": they must match',
    ],
    [
      "article description over 160 characters",
      { "articles/guide.json": article({ description: "d".repeat(161) }) },
      `data/articles/guide.json: article "guide": field "description" must be at most 160 characters, got "${"d".repeat(60)}…"`,
    ],
    [
      "article path with a trailing slash",
      { "articles/guide.json": article({ path: "/blog/1/" }) },
      'data/articles/guide.json: article "guide": field "path" must be a site path like "/blog/1", got "/blog/1/"',
    ],
    [
      "date in another format",
      { "articles/guide.json": article({ date: "10/06/2024" }) },
      'data/articles/guide.json: article "guide": field "date" must be a date as YYYY-MM-DD, got "10/06/2024"',
    ],
    [
      "impossible month and day",
      { "articles/guide.json": article({ date: "2024-13-40" }) },
      'data/articles/guide.json: article "guide": field "date" must be a real calendar date, got "2024-13-40"',
    ],
    [
      "date that does not exist in the calendar",
      { "articles/guide.json": article({ date: "2024-02-30" }) },
      'data/articles/guide.json: article "guide": field "date" must be a real calendar date, got "2024-02-30"',
    ],
    [
      "February 29 outside a leap year",
      { "articles/guide.json": article({ date: "2023-02-29" }) },
      'data/articles/guide.json: article "guide": field "date" must be a real calendar date, got "2023-02-29"',
    ],
    [
      "article block of an unknown type",
      { "articles/guide.json": article({ body: [{ blocks: [{ type: "video", text: "x" }] }] }) },
      'data/articles/guide.json: article "guide": field "body[0].blocks[0].type" must have a "type" of paragraph, list, quote or tip, got "video"',
    ],
    [
      "article block without a type",
      { "articles/guide.json": article({ body: [{ blocks: [{ text: "x" }] }] }) },
      'data/articles/guide.json: article "guide": field "body[0].blocks[0].type" must have a "type" of paragraph, list, quote or tip, but is missing',
    ],
    [
      "article block with a field of another block type",
      { "articles/guide.json": article({ body: [{ blocks: [{ type: "paragraph", text: "x", cite: "Someone" }] }] }) },
      'data/articles/guide.json: article "guide": field "body[0].blocks[0].cite" is not a field of this kind (misspelt?)',
    ],
    [
      "partnership terms without their confirmed flag",
      { "partnerships.json": partnership({ terms: { title: "Terms", text: "Soon", items: [{ title: "Deposit", text: "30%" }] } }) },
      'data/partnerships.json: partnership page: field "terms.confirmed" must be true or false, but is missing',
    ],
    ["record file holding a list", { "partners/air.json": [partner()] }, "data/partners/air.json: the file must be an object"],
  ])("reports the problem: %s", (_problem, overrides, messages) => {
    expect(validate(overrides)).toEqual(typeof messages === "string" ? [messages] : messages)
  })

  it("reports a hotel in another destination's folder, and where it belongs", () => {
    expect(validate({ "hotels/krabi/siam.json": hotel() }, ["hotels/bangkok/siam.json"])).toEqual([
      'data/hotels/krabi/siam.json: hotel "siam": field "destination" is "bangkok" but the file is in data/hotels/krabi/: move it to data/hotels/bangkok/',
    ])
  })

  it.each([
    ["notes.json", "data/notes.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["hotels/siam.json", "data/hotels/siam.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["destinations.json", "data/destinations.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["images/artwork/list.json", "data/images/artwork/list.json: no content kind reads this file (see src/content/kinds.ts)"],
  ])("reports the file %s, which no kind reads", (file, message) => {
    expect(validate({ [file]: [{ anything: true }] })).toEqual([message])
  })

  it("reports a record of a list that is not an object", () => {
    expect(validate({ "artwork.json": [...PICTURE_IDS.map((id) => picture(id)), "hotel-siam", null] })).toEqual([
      "data/artwork.json: record 11 must be an object",
      "data/artwork.json: record 12 must be an object",
    ])
  })

  it.each([["$450"], ["$1,200+"], ["$120-180"], ["$120 - $180"], ["$2,500 USD"], ["On request"]])("accepts the price %j", (price) => {
    expect(validate({ "hotels/bangkok/siam.json": hotel({ price }) })).toEqual([])
  })

  it.each([["2024-02-29"], ["2024-12-31"], ["2025-01-01"]])("accepts the date %s", (date) => {
    expect(validate({ "articles/guide.json": article({ date }) })).toEqual([])
  })

  it("accepts an empty website, an image on the CDN and optional fields given", () => {
    expect(
      validate({
        "hotels/bangkok/siam.json": hotel({ website: "", bestOffer: true, logo: "partner-air" }),
        "artwork.json": artworkWith("hotel-siam", { src: "https://images.unsplash.com/photo-1" }),
      }),
    ).toEqual([])
  })

  it("accepts an article with every optional part and every block type", () => {
    const body = [
      {
        heading: "Intro",
        blocks: [
          { type: "paragraph", text: "A few words." },
          { type: "list", style: "bullet", items: ["One", "Two"] },
          { type: "quote", text: "Go early.", cite: "A guide" },
          { type: "quote", text: "Without a source." },
          { type: "tip", title: "Tip", text: "Book ahead." },
        ],
      },
      { blocks: [{ type: "paragraph", text: "A section without a heading." }] },
    ]
    const extras = {
      faq: [{ question: "When?", answer: "In winter." }],
      itinerary: [{ time: "08:00", title: "Pick-up", description: "From your hotel" }],
      tour: { name: "Canal tour", duration: "Half day", price: "$120" },
    }
    expect(validate({ "articles/guide.json": article({ body, ...extras }) })).toEqual([])
  })

  it("accepts an uploaded photo {src, alt} whose file exists", () => {
    const photo = { src: PHOTO, alt: "The terrace at dusk" }
    expect(validate({ "hotels/bangkok/siam.json": hotel({ photo }), "team/ada-lovelace.json": teamMember({ photo }) })).toEqual([])
  })

  it("reports every problem, not just the first", () => {
    expect(
      validate({
        "hotels/bangkok/siam.json": hotel({ price: "cheap", website: "http://siam.example.com" }),
        "company.json": company({ email: "nope" }),
        "articles/guide.json": article({ author: "nobody", readTime: 4 }),
        "notes.json": {},
      }),
    ).toEqual([
      "data/notes.json: no content kind reads this file (see src/content/kinds.ts)",
      'data/articles/guide.json: article "guide": field "readTime" is not a field of this kind (misspelt?)',
      'data/articles/guide.json: article "guide": field "author" must name an existing team member, got "nobody"',
      'data/company.json: company: field "email" must be an e-mail address, got "nope"',
      `data/hotels/bangkok/siam.json: hotel "siam": field "price" ${PRICE_MESSAGE}, got "cheap"`,
      'data/hotels/bangkok/siam.json: hotel "siam": field "website" must be an https URL or empty, got "http://siam.example.com"',
    ])
  })
})

describe("readContentFiles", () => {
  let dir = ""

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.mkdirSync(path.join(dir, "hotels", "bangkok"), { recursive: true })
    fs.writeFileSync(path.join(dir, "artwork.json"), JSON.stringify([{ id: "ada" }]))
    fs.writeFileSync(path.join(dir, "hotels", "bangkok", "broken.json"), '{ "slug": "broken", }')
    fs.writeFileSync(path.join(dir, "hotels", "bangkok", "siam.json"), '{ "slug": "siam" }')
    fs.writeFileSync(path.join(dir, "readme.md"), "not json {")
  })

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("reports a file that is not valid JSON by its path under data/", () => {
    const { errors } = readContentFiles(dir)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^data\/hotels\/bangkok\/broken\.json: is not valid JSON \(.+\)$/)
  })

  it("reads the other JSON files, sorted, with paths relative to the folder", () => {
    const { files } = readContentFiles(dir)
    expect(files).toEqual([
      { path: "artwork.json", data: [{ id: "ada" }] },
      { path: "hotels/bangkok/siam.json", data: { slug: "siam" } },
    ])
  })
})
