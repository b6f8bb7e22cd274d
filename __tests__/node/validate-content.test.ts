/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentKinds, WORDS_PER_MINUTE } from "../../src/node/content-kinds"
import { validateContent, type ContentFile } from "../../src/node/validate-content"
import { readContentFiles } from "../../src/node/validate-data"

type Json = Record<string, unknown>

const without = (record: Json, field: string): Json => Object.fromEntries(Object.entries(record).filter(([key]) => key !== field))

// A small, complete and valid content set: one file of every kind, with every reference resolvable.
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
  src: `images/${id}.jpg`,
  alt: `Illustration for ${id}`,
  width: 1600,
  height: 900,
  ...over,
})
const EXISTING_FILES = new Set(PICTURE_IDS.map((id) => `images/${id}.jpg`))
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
  name: "Ada Lovelace",
  role: "Founder",
  bio: "Plans trips.",
  initials: "AL",
  picture: "team-ada",
  ...over,
})
const destination = (over: Json = {}): Json => ({
  slug: "bangkok",
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
  slug: "siam-hotel",
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
  name: "Canal Tour",
  region: "bangkok",
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
  name: "Private Chef",
  destination: "bangkok",
  description: "Dinner at your villa",
  features: ["Tailored menus"],
  picture: "concierge-chef",
  ...over,
})
const service = (over: Json = {}): Json => ({
  slug: "stays",
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
  readTime: 1,
  picture: "article-guide",
  body: [{ heading: "Intro", blocks: [{ type: "paragraph", text: "A few words." }] }],
  ...over,
})
const about = (): Json => ({
  intro: { title: "About", text: "Who we are" },
  mission: { title: "Mission", text: "What we do" },
  values: ["excellence", "authenticity", "innovation", "sustainability"].map((key) => ({ key, title: key, text: `We value ${key}` })),
  partnerCta: { title: "Partner", text: "Work with us", button: "Become a Partner" },
})
const home = (): Json => ({
  hero: { title: "Welcome", subtitle: "Thailand", primaryCta: "Explore", secondaryCta: "Services", picture: "destination-bangkok" },
  destinationsIntro: { title: "Destinations", text: "Where" },
  servicesIntro: { title: "Services", text: "What" },
  blogIntro: { title: "Journal", text: "Stories" },
  gallery: { title: "Gallery", text: "Moments", items: [{ slug: "river", caption: "The river", picture: "gallery-river" }] },
  cta: { title: "Plan", text: "Write to us", button: "Contact" },
})
const whatsapp = (): Json => ({
  presets: [{ slug: "pricing", label: "Pricing", message: "Hello, pricing please." }],
  generic: { label: "Ask", message: "Hello" },
})
const partner = (over: Json = {}): Json => ({
  slug: "air",
  name: "An Airline",
  website: "https://www.example.com",
  picture: "partner-air",
  ...over,
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
  "concierge.json": [concierge()],
  "destinations.json": [destination()],
  "experiences.json": [experience()],
  "home.json": home(),
  "hotels/bangkok.json": [hotel()],
  "partners.json": [partner()],
  "partnerships.json": partnership(),
  "services.json": [service()],
  "team.json": [teamMember()],
  "translations/en.json": translations(),
  "vehicles.json": [vehicle()],
  "whatsapp.json": whatsapp(),
})

const toFiles = (byPath: Record<string, unknown>): ContentFile[] => Object.entries(byPath).map(([p, data]) => ({ path: p, data }))
const validate = (overrides: Record<string, unknown>): string[] => validateContent(toFiles({ ...baseFiles(), ...overrides }), fileExists)

describe("validateContent", () => {
  it("accepts a minimal valid set that has a file of every content kind", () => {
    const files = toFiles(baseFiles())
    expect(contentKinds.filter((kind) => !files.some((f) => kind.files.test(f.path))).map((kind) => kind.kind)).toEqual([])
    expect(validateContent(files, fileExists)).toEqual([])
  })

  it("accepts an empty set", () => {
    expect(validateContent([], fileExists)).toEqual([])
  })

  // [problem, overrides, file, record, field, exact message]
  it.each<[string, Record<string, unknown>, string, string, string, string]>([
    [
      "missing required field",
      { "hotels/bangkok.json": [without(hotel(), "location")] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "location",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "location" must be a non-empty text, got undefined',
    ],
    [
      "missing key field (record named by number only)",
      { "vehicles.json": [vehicle(), without(vehicle({ slug: "other" }), "slug")] },
      "vehicles.json",
      "vehicle (record 2)",
      "slug",
      'data/vehicles.json: vehicle (record 2): field "slug" must be a slug (lowercase letters, digits, hyphens), got undefined',
    ],
    [
      "blank required text",
      { "team.json": [teamMember({ bio: "   " })] },
      "team.json",
      'team member "ada-lovelace" (record 1)',
      "bio",
      'data/team.json: team member "ada-lovelace" (record 1): field "bio" must be a non-empty text, got "   "',
    ],
    [
      "wrong type: number for text",
      { "vehicles.json": [vehicle({ passengers: 5 })] },
      "vehicles.json",
      'vehicle "bangkok-van" (record 1)',
      "passengers",
      'data/vehicles.json: vehicle "bangkok-van" (record 1): field "passengers" must be a non-empty text, got 5',
    ],
    [
      "wrong type: text for list",
      { "destinations.json": [destination({ highlights: "Grand Palace" })] },
      "destinations.json",
      'destination "bangkok" (record 1)',
      "highlights",
      'data/destinations.json: destination "bangkok" (record 1): field "highlights" must be a list, got "Grand Palace"',
    ],
    [
      "wrong type: text for whole number",
      { "articles/guide.json": article({ readTime: "1" }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "readTime",
      'data/articles/guide.json: article "guide" (record 1): field "readTime" must be a whole number from 1 to 60, got "1"',
    ],
    [
      "wrong type inside a nested object",
      {
        "company.json": company({
          address: { street: "88 Road", locality: "Mueang", region: "Phuket", postalCode: 83000, country: "TH", display: "x" },
        }),
      },
      "company.json",
      "company (record 1)",
      "address",
      'data/company.json: company (record 1): field "address" field "postalCode" must be a non-empty text, got 83000',
    ],
    [
      "value outside a fixed set",
      { "experiences.json": [experience({ duration: "2 hours" })] },
      "experiences.json",
      'experience "canal-tour" (record 1)',
      "duration",
      'data/experiences.json: experience "canal-tour" (record 1): field "duration" must be one of Full day, Half day, 3 hours, Multi-day, got "2 hours"',
    ],
    [
      "too few hotel features",
      { "hotels/bangkok.json": [hotel({ features: ["Spa", "Pool", "Gym"] })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "features",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "features" must have 4 to 8 items, has 3',
    ],
    [
      "too many hotel features",
      { "hotels/bangkok.json": [hotel({ features: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "features",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "features" must have 4 to 8 items, has 9',
    ],
    [
      "duplicate slug within one file",
      { "vehicles.json": [vehicle(), vehicle({ type: "Mercedes" })] },
      "vehicles.json",
      'vehicle "bangkok-van" (record 2)',
      "slug",
      'data/vehicles.json: vehicle "bangkok-van" (record 2): field "slug" repeats "bangkok-van", already used in data/vehicles.json record 1',
    ],
    [
      "duplicate slug across files of one kind",
      { "hotels/bangkok-more.json": [hotel({ name: "Another" })] },
      "hotels/bangkok-more.json",
      'hotel "siam-hotel" (record 1)',
      "slug",
      'data/hotels/bangkok-more.json: hotel "siam-hotel" (record 1): field "slug" repeats "siam-hotel", already used in data/hotels/bangkok.json record 1',
    ],
    [
      "duplicate article slug",
      { "articles/other.json": article({ id: 2, path: "/blog/2" }) },
      "articles/other.json",
      'article "guide" (record 1)',
      "slug",
      'data/articles/other.json: article "guide" (record 1): field "slug" repeats "guide", already used in data/articles/guide.json record 1',
    ],
    [
      "duplicate article id",
      { "articles/other.json": article({ slug: "other", path: "/blog/2" }) },
      "articles/other.json",
      'article "other" (record 1)',
      "id",
      'data/articles/other.json: article "other" (record 1): field "id" repeats 1, already used in data/articles/guide.json record 1',
    ],
    [
      "duplicate article path",
      { "articles/other.json": article({ id: 2, slug: "other" }) },
      "articles/other.json",
      'article "other" (record 1)',
      "path",
      'data/articles/other.json: article "other" (record 1): field "path" repeats "/blog/1", already used in data/articles/guide.json record 1',
    ],
    [
      "hotel in a destination that does not exist",
      { "hotels/bangkok.json": [hotel({ destination: "pattaya" })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "destination",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "destination" must name an existing destination, got "pattaya"',
    ],
    [
      "experience in a region that does not exist",
      { "experiences.json": [experience({ region: "Bangkok" })] },
      "experiences.json",
      'experience "canal-tour" (record 1)',
      "region",
      'data/experiences.json: experience "canal-tour" (record 1): field "region" must name an existing destination, got "Bangkok"',
    ],
    [
      "article by an author who is not on the team",
      { "articles/guide.json": article({ author: "grace-hopper" }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "author",
      'data/articles/guide.json: article "guide" (record 1): field "author" must name an existing team member, got "grace-hopper"',
    ],
    [
      "service title key with no translation",
      { "services.json": [service({ titleKey: "services.missing.title" })] },
      "services.json",
      'service "stays" (record 1)',
      "titleKey",
      'data/services.json: service "stays" (record 1): field "titleKey" must name an existing translation key, got "services.missing.title"',
    ],
    [
      "website without a scheme",
      { "hotels/bangkok.json": [hotel({ website: "www.thesiamhotel.com" })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "website",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "website" must be an https URL, got "www.thesiamhotel.com"',
    ],
    [
      "website over plain http",
      { "partners.json": [partner({ website: "http://www.example.com" })] },
      "partners.json",
      'partner "air" (record 1)',
      "website",
      'data/partners.json: partner "air" (record 1): field "website" must be an https URL, got "http://www.example.com"',
    ],
    [
      "website host without a dot",
      { "partners.json": [partner({ website: "https://localhost/" })] },
      "partners.json",
      'partner "air" (record 1)',
      "website",
      'data/partners.json: partner "air" (record 1): field "website" must be an https URL, got "https://localhost/"',
    ],
    [
      "malformed social URL",
      { "company.json": company({ social: [{ name: "X", url: "not a url", icon: "x" }] }) },
      "company.json",
      "company (record 1)",
      "social",
      'data/company.json: company (record 1): field "social" item 1 field "url" must be an https URL, got "not a url"',
    ],
    [
      "malformed e-mail",
      { "company.json": company({ email: "reservations.example.com" }) },
      "company.json",
      "company (record 1)",
      "email",
      'data/company.json: company (record 1): field "email" must be an e-mail address, got "reservations.example.com"',
    ],
    [
      "e-mail with a space",
      { "company.json": company({ email: "res ervations@example.com" }) },
      "company.json",
      "company (record 1)",
      "email",
      'data/company.json: company (record 1): field "email" must be an e-mail address, got "res ervations@example.com"',
    ],
    [
      "price without a dollar sign",
      { "hotels/bangkok.json": [hotel({ price: "450 USD" })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "price",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "price" must be a price text like "$450", "$1,200+", "$120-180" or "On request", got "450 USD"',
    ],
    [
      "price with cents",
      { "experiences.json": [experience({ price: "$45.00" })] },
      "experiences.json",
      'experience "canal-tour" (record 1)',
      "price",
      'data/experiences.json: experience "canal-tour" (record 1): field "price" must be a price text like "$450", "$1,200+", "$120-180" or "On request", got "$45.00"',
    ],
    [
      "price with a misplaced thousands comma",
      { "vehicles.json": [vehicle({ price: "$12,00" })] },
      "vehicles.json",
      'vehicle "bangkok-van" (record 1)',
      "price",
      'data/vehicles.json: vehicle "bangkok-van" (record 1): field "price" must be a price text like "$450", "$1,200+", "$120-180" or "On request", got "$12,00"',
    ],
    [
      "picture file that does not exist",
      { "artwork.json": PICTURE_IDS.map((id) => picture(id, id === "hotel-siam" ? { src: "images/missing.jpg" } : {})) },
      "artwork.json",
      'picture "hotel-siam" (record 2)',
      "src",
      'data/artwork.json: picture "hotel-siam" (record 2): field "src" names a file that does not exist: data/images/missing.jpg',
    ],
    [
      "picture without alt text",
      { "artwork.json": PICTURE_IDS.map((id) => (id === "team-ada" ? without(picture(id), "alt") : picture(id))) },
      "artwork.json",
      'picture "team-ada" (record 7)',
      "alt",
      'data/artwork.json: picture "team-ada" (record 7): field "alt" must be a non-empty text, got undefined',
    ],
    [
      "picture with empty alt text",
      { "artwork.json": PICTURE_IDS.map((id) => picture(id, id === "gallery-river" ? { alt: "" } : {})) },
      "artwork.json",
      'picture "gallery-river" (record 10)',
      "alt",
      'data/artwork.json: picture "gallery-river" (record 10): field "alt" must be a non-empty text, got ""',
    ],
    [
      "reference to a picture id that does not exist",
      { "hotels/bangkok.json": [hotel({ picture: "hotel-nope" })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "picture",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "picture" must name an existing picture, got "hotel-nope"',
    ],
    [
      "optional logo that names no picture",
      { "hotels/bangkok.json": [hotel({ logo: "logo-nope" })] },
      "hotels/bangkok.json",
      'hotel "siam-hotel" (record 1)',
      "logo",
      'data/hotels/bangkok.json: hotel "siam-hotel" (record 1): field "logo" must name an existing picture, got "logo-nope"',
    ],
    [
      "nested picture reference that does not exist",
      { "home.json": { ...home(), hero: { title: "W", subtitle: "T", primaryCta: "E", secondaryCta: "S", picture: "hero-nope" } } },
      "home.json",
      "home page (record 1)",
      "hero",
      'data/home.json: home page (record 1): field "hero" field "picture" must name an existing picture, got "hero-nope"',
    ],
    [
      "read time far below the word count",
      {
        "articles/guide.json": article({
          readTime: 3,
          body: [{ blocks: [{ type: "paragraph", text: "word ".repeat(10 * WORDS_PER_MINUTE) }] }],
        }),
      },
      "articles/guide.json",
      'article "guide" (record 1)',
      "readTime",
      'data/articles/guide.json: article "guide" (record 1): field "readTime" says 3 min but the body reads in about 10 min at 230 words a minute',
    ],
    [
      "read time far above the word count",
      { "articles/guide.json": article({ readTime: 9 }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "readTime",
      'data/articles/guide.json: article "guide" (record 1): field "readTime" says 9 min but the body reads in about 0 min at 230 words a minute',
    ],
    [
      "article block of an unknown type",
      { "articles/guide.json": article({ body: [{ blocks: [{ type: "video", text: "x" }] }] }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "body",
      'data/articles/guide.json: article "guide" (record 1): field "body" item 1 field "blocks" item 1 must have a "type" of paragraph, list, quote or tip, got "video"',
    ],
    [
      "article description over 160 characters",
      { "articles/guide.json": article({ description: "d".repeat(161) }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "description",
      'data/articles/guide.json: article "guide" (record 1): field "description" must be at most 160 characters, has 161',
    ],
    [
      "article path with a trailing slash",
      { "articles/guide.json": article({ path: "/blog/1/" }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "path",
      'data/articles/guide.json: article "guide" (record 1): field "path" must be a site path like "/blog/1", got "/blog/1/"',
    ],
    [
      "impossible date",
      { "articles/guide.json": article({ date: "2024-13-40" }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "date",
      'data/articles/guide.json: article "guide" (record 1): field "date" must be a date as YYYY-MM-DD, got "2024-13-40"',
    ],
    [
      "date that does not exist in the calendar",
      { "articles/guide.json": article({ date: "2024-02-30" }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "date",
      'data/articles/guide.json: article "guide" (record 1): field "date" must be a date as YYYY-MM-DD, got "2024-02-30"',
    ],
    [
      "February 29 outside a leap year",
      { "articles/guide.json": article({ date: "2023-02-29" }) },
      "articles/guide.json",
      'article "guide" (record 1)',
      "date",
      'data/articles/guide.json: article "guide" (record 1): field "date" must be a date as YYYY-MM-DD, got "2023-02-29"',
    ],
    [
      "partnership terms without their confirmed flag",
      { "partnerships.json": partnership({ terms: { title: "Terms", text: "Soon", items: [{ title: "Deposit", text: "30%" }] } }) },
      "partnerships.json",
      "partnership page (record 1)",
      "terms",
      'data/partnerships.json: partnership page (record 1): field "terms" field "confirmed" must be true or false, got undefined',
    ],
    [
      "partnership checklist with no items",
      { "partnerships.json": partnership({ checklist: { title: "Checklist", text: "We need", items: [] } }) },
      "partnerships.json",
      "partnership page (record 1)",
      "checklist",
      'data/partnerships.json: partnership page (record 1): field "checklist" field "items" must have at least 1 items, has 0',
    ],
  ])("reports a %s", (_problem, overrides, file, record, field, message) => {
    const errors = validate(overrides)
    expect(errors).toEqual([message])
    const [error = ""] = errors
    expect(error.startsWith(`data/${file}: `)).toBe(true)
    expect(error).toContain(record)
    expect(error).toContain(`field "${field}"`)
  })

  it.each([
    ["notes.json", "data/notes.json: no content kind reads this file (see src/node/content-kinds.ts)"],
    ["hotels.json", "data/hotels.json: no content kind reads this file (see src/node/content-kinds.ts)"],
    ["images/artwork/list.json", "data/images/artwork/list.json: no content kind reads this file (see src/node/content-kinds.ts)"],
  ])("reports the unknown file %s", (file, message) => {
    expect(validate({ [file]: [{ anything: true }] })).toEqual([message])
  })

  it("reports a record that is not an object", () => {
    expect(validate({ "vehicles.json": [vehicle(), "bangkok-van", null] })).toEqual([
      "data/vehicles.json: record 2 must be an object",
      "data/vehicles.json: record 3 must be an object",
    ])
  })

  it.each([["$450"], ["$1,200+"], ["$120-180"], ["$120 - $180"], ["$2,500 USD"], ["On request"]])("accepts the price %j", (price) => {
    expect(validate({ "hotels/bangkok.json": [hotel({ price })] })).toEqual([])
  })

  it.each([["2024-02-29"], ["2024-12-31"], ["2025-01-01"]])("accepts the date %s", (date) => {
    expect(validate({ "articles/guide.json": article({ date }) })).toEqual([])
  })

  it.each([[9], [10], [11]])("accepts a read time of %i min for a 10-minute body", (readTime) => {
    const body = [{ heading: "Intro", blocks: [{ type: "list", style: "bullet", items: ["word ".repeat(10 * WORDS_PER_MINUTE - 1)] }] }]
    expect(validate({ "articles/guide.json": article({ readTime, body }) })).toEqual([])
  })

  it("accepts an empty website, an image on the CDN and optional fields left out", () => {
    expect(
      validate({
        "hotels/bangkok.json": [hotel({ website: "", bestOffer: true, logo: "partner-air" })],
        "artwork.json": PICTURE_IDS.map((id) => picture(id, id === "hotel-siam" ? { src: "https://images.unsplash.com/photo-1" } : {})),
      }),
    ).toEqual([])
  })

  it("reports every problem, not just the first", () => {
    const errors = validate({
      "hotels/bangkok.json": [hotel({ price: "cheap", destination: "nowhere" })],
      "company.json": company({ email: "nope" }),
    })
    expect(errors).toHaveLength(3)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/hotels\/bangkok\.json: hotel "siam-hotel" \(record 1\): field "price" /),
        expect.stringMatching(/^data\/hotels\/bangkok\.json: hotel "siam-hotel" \(record 1\): field "destination" /),
        expect.stringMatching(/^data\/company\.json: company \(record 1\): field "email" /),
      ]),
    )
  })
})

describe("readContentFiles", () => {
  let dir = ""

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.mkdirSync(path.join(dir, "hotels"))
    fs.writeFileSync(path.join(dir, "team.json"), JSON.stringify([{ slug: "ada" }]))
    fs.writeFileSync(path.join(dir, "hotels", "broken.json"), '[{ "slug": "siam", }')
    fs.writeFileSync(path.join(dir, "hotels", "bangkok.json"), "[]")
    fs.writeFileSync(path.join(dir, "readme.md"), "not json {")
  })

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("reports a file that is not valid JSON by its path under data/", () => {
    const { errors } = readContentFiles(dir)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^data\/hotels\/broken\.json: is not valid JSON \(.+\)$/)
  })

  it("reads the other JSON files, sorted, with paths relative to the folder", () => {
    const { files } = readContentFiles(dir)
    expect(files).toEqual([
      { path: "hotels/bangkok.json", data: [] },
      { path: "team.json", data: [{ slug: "ada" }] },
    ])
  })
})
