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

/** A fixture's builder: the valid record, with the fields given replaced or added. */
const builder =
  (record: Json) =>
  (over: Json = {}): Json => ({ ...record, ...over })
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

const company = builder({
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
})
const translations = builder({
  entries: [
    { key: "services.stays.title", text: "Stays" },
    { key: "services.stays.description", text: "Hotels and villas" },
  ],
})
const teamMember = builder({
  slug: "ada-lovelace",
  order: 10,
  name: "Ada Lovelace",
  role: "Founder",
  bio: "Plans trips.",
  initials: "AL",
  picture: "team-ada",
})
const destination = builder({
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
  hotelGrid: "compact",
  picture: "destination-bangkok",
  locative: "in Bangkok",
  location: { latitude: 13.7525, longitude: 100.4942, source: "https://en.wikipedia.org/wiki/Bangkok" },
  scenery: "city",
})
const hotel = builder({
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
})
const vehicle = builder({
  slug: "bangkok-van",
  order: 10,
  destination: "bangkok",
  type: "Toyota Alphard",
  passengers: "2-5",
  description: "A luxury van",
  price: "On request",
  picture: "vehicle-van",
})
const experience = builder({
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
})
const concierge = builder({
  slug: "private-chef",
  order: 10,
  name: "Private Chef",
  destination: "bangkok",
  description: "Dinner at your villa",
  features: ["Tailored menus"],
  picture: "concierge-chef",
})
const service = builder({
  slug: "stays",
  order: 10,
  titleKey: "services.stays.title",
  descriptionKey: "services.stays.description",
  features: ["Pool villas"],
  icon: "hotel",
  picture: "service-stays",
})
const article = builder({
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
})
const partner = builder({
  slug: "air",
  order: 10,
  name: "An Airline",
  website: "https://www.example.com",
  picture: "partner-air",
})
const about = (): Json => ({
  intro: { title: "About", text: "Who we are" },
  mission: { title: "Mission", text: "What we do" },
  values: ["excellence", "authenticity", "innovation", "sustainability"].map((key) => ({ key, title: key, text: `We value ${key}` })),
  partnerCta: { title: "Partner", text: "Work with us", button: "Become a Partner" },
})
const home = builder({
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
const partnership = builder({
  intro: "For the trade",
  response: { title: "Response", text: "We answer", items: ["Within 24 hours on business days"] },
  rates: { title: "Rates", text: "Ask us", items: ["Dates"] },
  checklist: { title: "Checklist", text: "We need", items: ["Names as in passports"] },
  terms: { title: "Terms", text: "To be confirmed", confirmed: false, items: [{ title: "Deposit", text: "30%" }] },
  factSheets: { title: "Fact sheets", text: "Print them" },
  contacts: { title: "Partner desk", text: "Write to us" },
})
/** The server's texts: every field of the kind is a text, so any record of the right shape does; the real one is. */
const serverMessages = (language: string): Json => JSON.parse(fs.readFileSync(path.resolve(`data/server-messages.${language}.json`), "utf8")) as Json
const privacySection = (title: string) => ({ title, paragraphs: [`${title}: what it says.`] })
const privacyListed = (title: string, item = "A list item.") => ({ ...privacySection(title), items: [item] })
const privacy = builder({
  title: "Privacy policy",
  intro: "What we store",
  updated: "2026-12-01",
  retentionMonths: 12,
  controller: privacySection("Who is responsible"),
  collected: privacyListed("What we store"),
  legalBases: privacyListed("Legal bases"),
  recipients: privacyListed("Who receives it"),
  retention: privacyListed("How long", "Inquiries are kept for {months} months."),
  cookies: { ...privacySection("Cookies"), analyticsOn: "Analytics on", analyticsOff: "Analytics off" },
  rights: privacyListed("Your rights"),
  contact: privacySection("Whom to ask"),
})

// A climate record with its figures' source; only the advice and the station (and the source's credit line and title) are
// written per language
const climateSource = {
  slug: "tmd",
  credit: "TMD",
  title: "Climate normals",
  url: "https://example.com/tmd",
  licence: "Cite",
  quality: "good",
  note: "Read from a table",
}
const climate = builder({
  destination: "bangkok",
  advice: "Go between November and February.",
  station: "Bangkok",
  source: "tmd",
  seasonSources: ["tmd"],
  months: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    season: "dry",
    highC: 32,
    lowC: null,
    rainMm: null,
    rainDays: null,
    seaC: null,
  })),
  notes: "An old period",
})

// The site's languages, as data/languages.json lists them: English first (the default), then German
const LANGUAGES = [
  { code: "en", name: "English", locale: "en-US" },
  { code: "de", name: "Deutsch", locale: "de-DE" },
]
const CODES = LANGUAGES.map(({ code }) => code)

/** Every record in English, the default language: one file per record and language, <name>.en.json. */
const englishFiles = (): Record<string, unknown> => ({
  "about.en.json": about(),
  "climate-sources/tmd.en.json": climateSource,
  "articles/guide.en.json": article(),
  "artwork.en.json": PICTURE_IDS.map((id) => picture(id)),
  "company.en.json": company(),
  "climate/bangkok.en.json": climate(),
  "concierge/private-chef.en.json": concierge(),
  "destinations/bangkok.en.json": destination(),
  "experiences/canal-tour.en.json": experience(),
  "home.en.json": home(),
  "hotels/bangkok/siam.en.json": hotel(),
  "partners/air.en.json": partner(),
  "partnerships.en.json": partnership(),
  "privacy.en.json": privacy(),
  "server-messages.en.json": serverMessages("en"),
  "services/stays.en.json": service(),
  "team/ada-lovelace.en.json": teamMember(),
  "translations/shell.en.json": translations(),
  "vehicles/bangkok/bangkok-van.en.json": vehicle(),
  "whatsapp.en.json": whatsapp(),
})

// The German versions: every text visitors read may differ (text lists may have another number of items), every
// other value (slug, order, price, picture, ids, dates, list lengths, names kept verbatim) is the English one
const germanHotel = (over: Json = {}): Json =>
  hotel({
    category: "Luxushotel",
    description: "Ein Hotel am Fluss",
    location: "Dusit, Bangkok",
    features: ["Blick auf den Fluss", "Spa", "Pool", "Butler-Service", "Eigener Bootsanleger"],
    ...over,
  })
const germanArticle = (over: Json = {}): Json =>
  article({
    title: "Ein Reiseführer",
    excerpt: "Kurz",
    description: "Ein kurzer Reiseführer",
    category: "Reiseplanung",
    body: [{ heading: "Einleitung", blocks: [{ type: "paragraph", text: "Ein paar Worte." }] }],
    ...over,
  })
const germanArtwork = () => PICTURE_IDS.map((id) => picture(id, { alt: `Illustration für ${id}` }))
const germanFiles = (): Record<string, unknown> => ({
  "about.de.json": about(),
  // A source's credit line and title are written per language
  "climate-sources/tmd.de.json": { ...climateSource, credit: "TMD (Thailändischer Wetterdienst)", title: "Klimanormalwerte" },
  "articles/guide.de.json": germanArticle(),
  "artwork.de.json": germanArtwork(),
  "company.de.json": company({
    tagline: "Private Reisen",
    blurb: "Eine Destination-Management-Company",
    address: { ...(company().address as Json), display: "83000 Phuket" },
    officeHours: { display: "Mo–Fr", support: "Rund um die Uhr" },
    languages: ["Englisch", "Thailändisch"],
    areaServed: ["Thailand", "Laos"],
  }),
  "concierge/private-chef.de.json": concierge({
    name: "Privatkoch",
    description: "Abendessen in Ihrer Villa",
    features: ["Menüs nach Wunsch"],
  }),
  "climate/bangkok.de.json": climate({ advice: "Am besten von November bis Februar." }),
  "destinations/bangkok.de.json": destination({
    region: "Zentralthailand",
    cardText: "Die Hauptstadt",
    heroDescription: "Goldene Türme",
    overviewTitle: "Bangkok entdecken",
    overviewDescription: "Eine Stadt am Fluss",
    highlights: ["Großer Palast", "Wat Arun"],
  }),
  "experiences/canal-tour.de.json": experience({ name: "Kanaltour", description: "Im Longtail-Boot", category: "Kultur" }),
  "home.de.json": home({ hero: { ...(home().hero as Json), title: "Willkommen", primaryCta: "Entdecken", secondaryCta: "Leistungen" } }),
  "hotels/bangkok/siam.de.json": germanHotel(),
  "partners/air.de.json": partner(),
  "partnerships.de.json": partnership({ intro: "Für die Reisebranche" }),
  "privacy.de.json": privacy({ title: "Datenschutzerklärung", intro: "Was wir speichern" }),
  "server-messages.de.json": serverMessages("de"),
  "services/stays.de.json": service({ features: ["Poolvillen", "Stadthotels"] }),
  "team/ada-lovelace.de.json": teamMember({ role: "Gründerin", bio: "Plant Reisen." }),
  "translations/shell.de.json": translations({
    entries: [
      { key: "services.stays.title", text: "Unterkünfte" },
      { key: "services.stays.description", text: "Hotels und Villen" },
    ],
  }),
  "vehicles/bangkok/bangkok-van.de.json": vehicle({ description: "Ein Luxus-Van" }),
  "whatsapp.de.json": { ...whatsapp(), generic: { label: "Fragen", message: "Hallo" } },
})

const baseFiles = (): Record<string, unknown> => ({
  "languages.json": LANGUAGES,
  ...englishFiles(),
  ...germanFiles(),
})

const toFiles = (byPath: Record<string, unknown>): ContentFile[] => Object.entries(byPath).map(([p, data]) => ({ path: p, data }))
/** The base set with some files replaced or added, and some taken away: exactly the files named. */
const validate = (overrides: Record<string, unknown>, removed: readonly string[] = []): string[] => {
  const files = toFiles({ ...baseFiles(), ...overrides }).filter((file) => !removed.includes(file.path))
  return validateContent(files, fileExists)
}

/** A record's file's twin in another language: hotels/bangkok/siam.en.json → hotels/bangkok/siam.de.json. */
const inLanguage = (file: string, code: string): string => file.replace(/\.[a-z]{2}\.json$/, `.${code}.json`)
/** The same files in every language: a change made to the English file and to each translation alike. */
const everyLanguage = <T>(byPath: Record<string, T>): Record<string, T> =>
  Object.fromEntries(CODES.flatMap((code) => Object.entries(byPath).map(([file, data]) => [inLanguage(file, code), data])))
/** Like validate, with each English file named in the overrides (and in removed) changed in every language. */
const validateInEvery = (overrides: Record<string, unknown>, removed: readonly string[] = []): string[] =>
  validate(everyLanguage(overrides), Object.keys(everyLanguage(Object.fromEntries(removed.map((file) => [file, null])))))
/** The messages about English files, then the same about each translation's file (the order the files are read in). */
const forEveryLanguage = (messages: readonly string[]): string[] =>
  CODES.flatMap((code) => messages.map((message) => message.replaceAll(".en.json", `.${code}.json`)))

const artworkWith = (id: string, over: Json) => PICTURE_IDS.map((other) => picture(other, other === id ? over : {}))
const PRICE_MESSAGE = 'must be a price text like "$450", "$1,200+", "$120-180" or "On request"'

type Problem = [problem: string, overrides: Record<string, unknown>, messages: string | readonly string[]]
/** Rows about one file's record: the problem, the fields that differ from the valid record, the messages after "data/<file>: <record>: ". */
const rowsOf = (
  file: string,
  record: string,
  build: (over: Json) => Json,
  rows: ReadonlyArray<[problem: string, over: Json, ...messages: string[]]>,
): Problem[] =>
  rows.map(([problem, over, ...messages]) => [
    problem,
    { [file]: build(over) },
    messages.map((message) => `data/${file}: ${record}: ${message}`),
  ])

type LanguageProblem = [problem: string, overrides: Record<string, unknown>, removed: readonly string[], messages: readonly string[]]
/** The middle of the message about a translation whose value is not the default language's. */
const notSame = (field: string, english: string, german: string) =>
  `field "${field}" must be the same in every language: ${english} in the default language, got ${german}`
/** Rows about a record's German file (<base>.de.json): the problem, its content, the messages between "data/<base>.de.json: <record>: " and " (data/<base>.en.json)". */
const germanRowsOf = (
  base: string,
  record: string,
  rows: ReadonlyArray<[problem: string, data: unknown, ...messages: string[]]>,
): LanguageProblem[] =>
  rows.map(([problem, data, ...messages]) => [
    problem,
    { [`${base}.de.json`]: data },
    [],
    messages.map((message) => `data/${base}.de.json: ${record}: ${message} (data/${base}.en.json)`),
  ])

describe("validateContent", () => {
  it("accepts a minimal valid set that has a file of every content kind", () => {
    const files = toFiles(baseFiles())
    expect(contentKinds.filter((kind) => !files.some((file) => kindOfFile(file.path) === kind)).map((kind) => kind.name)).toEqual([])
    expect(validateContent(files, fileExists)).toEqual([])
  })

  // Each row: the problem, the English files that differ from the valid set, then the exact messages (file, record,
  // field); rowsOf() writes a file's rows with the start of their messages once. The change is made to the German
  // file too (a translation copied from a broken original): each language's file is reported on its own, English first.
  it.each<Problem>([
    ...rowsOf("hotels/bangkok/siam.en.json", 'hotel "siam"', (over) => without(hotel(over), "location"), [
      ["missing required field", {}, 'field "location" must be a text, but is missing'],
      [
        "misspelt field (the intended one is then missing too)",
        { locaton: "Dusit, Bangkok" },
        'field "location" must be a text, but is missing',
        'field "locaton" is not a field of this kind (misspelt?)',
      ],
    ]),
    ...rowsOf("hotels/bangkok/siam.en.json", 'hotel "siam"', hotel, [
      ["wrong type: text for number", { order: "10" }, 'field "order" must be a number, got "10"'],
      ["wrong type: text for true or false", { bestOffer: "yes" }, 'field "bestOffer" must be true or false, got "yes"'],
      ['price "cheap"', { price: "cheap" }, `field "price" ${PRICE_MESSAGE}, got "cheap"`],
      [
        "optional website without a scheme",
        { website: "www.thesiamhotel.com" },
        'field "website" must be an https URL or empty, got "www.thesiamhotel.com"',
      ],
      ["3 hotel features", { features: ["Spa", "Pool", "Gym"] }, 'field "features" must have at least 4 item(s), got ["Spa","Pool","Gym"]'],
      [
        "9 hotel features",
        { features: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] },
        'field "features" must have at most 8 items, got ["a","b","c","d","e","f","g","h","i"]',
      ],
      [
        "reference to a picture id that does not exist",
        { picture: "hotel-nope" },
        'field "picture" must name an existing picture, got "hotel-nope"',
      ],
      ["optional logo that names no picture", { logo: "logo-nope" }, 'field "logo" must name an existing picture, got "logo-nope"'],
      [
        "uploaded photo whose file does not exist",
        { photo: { src: "images/photos/nope.jpg", alt: "The terrace" } },
        'field "photo.src" names a file that does not exist: data/images/photos/nope.jpg',
      ],
      ["uploaded photo without alt text", { photo: { src: PHOTO } }, 'field "photo.alt" must be a text, but is missing'],
    ]),
    ...rowsOf("vehicles/bangkok/bangkok-van.en.json", 'vehicle "bangkok-van"', vehicle, [
      ["wrong type: number for text", { passengers: 5 }, 'field "passengers" must be a text, got 5'],
      ["price with a misplaced thousands comma", { price: "$12,00" }, `field "price" ${PRICE_MESSAGE}, got "$12,00"`],
    ]),
    [
      "missing key field (the record is named by its file only)",
      { "vehicles/bangkok/bangkok-van.en.json": without(vehicle(), "slug") },
      'data/vehicles/bangkok/bangkok-van.en.json: vehicle: field "slug" must be a text, but is missing',
    ],
    ...rowsOf("experiences/canal-tour.en.json", 'experience "canal-tour"', experience, [
      [
        "value outside a fixed set",
        { duration: "2 hours" },
        'field "duration" must be one of Full day, Half day, 3 hours, Multi-day, got "2 hours"',
      ],
      ["price with cents", { price: "$45.00" }, `field "price" ${PRICE_MESSAGE}, got "$45.00"`],
      [
        "reference to a destination that does not exist",
        { destination: "pattaya" },
        'field "destination" must name an existing destination, got "pattaya"',
      ],
    ]),
    ...rowsOf("articles/guide.en.json", 'article "guide"', article, [
      ["fraction for a whole number", { id: 1.5 }, 'field "id" must be a whole number, got 1.5'],
      [
        "stored read time (derived from the body since the content model rewrite)",
        { readTime: 3 },
        'field "readTime" is not a field of this kind (misspelt?)',
      ],
      [
        "article by an author who is not on the team",
        { author: "grace-hopper" },
        'field "author" must name an existing team member, got "grace-hopper"',
      ],
      [
        "article description over 160 characters",
        { description: "d".repeat(161) },
        `field "description" must be at most 160 characters, got "${"d".repeat(60)}…"`,
      ],
      ["article path with a trailing slash", { path: "/blog/1/" }, 'field "path" must be a site path like "/blog/1", got "/blog/1/"'],
      ["date in another format", { date: "10/06/2024" }, 'field "date" must be a date as YYYY-MM-DD, got "10/06/2024"'],
      ["impossible month and day", { date: "2024-13-40" }, 'field "date" must be a real calendar date, got "2024-13-40"'],
      ["date that does not exist in the calendar", { date: "2024-02-30" }, 'field "date" must be a real calendar date, got "2024-02-30"'],
      ["February 29 outside a leap year", { date: "2023-02-29" }, 'field "date" must be a real calendar date, got "2023-02-29"'],
      [
        "article block of an unknown type",
        { body: [{ blocks: [{ type: "video", text: "x" }] }] },
        'field "body[0].blocks[0].type" must have a "type" of paragraph, list, quote or tip, got "video"',
      ],
      [
        "article block without a type",
        { body: [{ blocks: [{ text: "x" }] }] },
        'field "body[0].blocks[0].type" must have a "type" of paragraph, list, quote or tip, but is missing',
      ],
      [
        "article block with a field of another block type",
        { body: [{ blocks: [{ type: "paragraph", text: "x", cite: "Someone" }] }] },
        'field "body[0].blocks[0].cite" is not a field of this kind (misspelt?)',
      ],
    ]),
    [
      "slug that differs from the file name",
      { "articles/guide.en.json": article({ slug: "a-guide" }) },
      'data/articles/guide.en.json: article "a-guide": field "slug" is "a-guide" but the file is named "guide.en.json": they must match',
    ],
    ...rowsOf("articles/other.en.json", 'article "other"', article, [
      ["duplicate article id", { slug: "other", path: "/blog/2" }, 'field "id" repeats 1, already used in data/articles/guide.en.json'],
      ["duplicate article path", { id: 2, slug: "other" }, 'field "path" repeats "/blog/1", already used in data/articles/guide.en.json'],
    ]),
    ...rowsOf("company.en.json", "company", company, [
      [
        "wrong type inside a nested object",
        { address: { ...(company().address as Json), postalCode: 83000 } },
        'field "address.postalCode" must be a text, got 83000',
      ],
      [
        "malformed URL in a list",
        { social: [{ name: "X", url: "not a url", icon: "x" }] },
        'field "social[0].url" must be an https URL, got "not a url"',
      ],
      [
        "malformed e-mail",
        { email: "reservations.example.com" },
        'field "email" must be an e-mail address, got "reservations.example.com"',
      ],
    ]),
    ...rowsOf("partners/air.en.json", 'partner "air"', partner, [
      [
        "website over plain http",
        { website: "http://www.example.com" },
        'field "website" must be an https URL, got "http://www.example.com"',
      ],
      ["website host without a dot", { website: "https://localhost/" }, 'field "website" must be an https URL, got "https://localhost/"'],
    ]),
    [
      "slug with capitals and a space (in a file named after it)",
      { "partners/Air Asia.en.json": partner({ slug: "Air Asia" }) },
      'data/partners/Air Asia.en.json: partner "Air Asia": field "slug" must be a slug (lowercase letters, digits, hyphens), got "Air Asia"',
    ],
    ["record file holding a list", { "partners/air.en.json": [partner()] }, "data/partners/air.en.json: the file must be an object"],
    ...rowsOf("home.en.json", "home page", home, [
      [
        "unknown field in a nested object",
        { cta: { title: "Plan", text: "Write to us", button: "Contact", link: "/contact" } },
        'field "cta.link" is not a field of this kind (misspelt?)',
      ],
      [
        "nested picture reference in a list that does not exist",
        { gallery: { title: "Gallery", text: "Moments", items: [{ slug: "river", caption: "River", picture: "nope" }] } },
        'field "gallery.items[0].picture" must name an existing picture, got "nope"',
      ],
    ]),
    ...rowsOf("team/ada-lovelace.en.json", 'team member "ada-lovelace"', teamMember, [
      ["blank required text", { bio: "   " }, 'field "bio" must not be empty, got ""'],
    ]),
    ...rowsOf("destinations/bangkok.en.json", 'destination "bangkok"', destination, [
      ["wrong type: text for list", { highlights: "Grand Palace" }, 'field "highlights" must be a list, got "Grand Palace"'],
    ]),
    [
      "service title key with no interface text",
      { "services/stays.en.json": service({ titleKey: "services.missing.title" }) },
      'data/services/stays.en.json: service "stays": field "titleKey" must name an existing translation key, got "services.missing.title"',
    ],
    [
      "partnership terms without their confirmed flag",
      { "partnerships.en.json": partnership({ terms: { title: "Terms", text: "Soon", items: [{ title: "Deposit", text: "30%" }] } }) },
      'data/partnerships.en.json: partnership page: field "terms.confirmed" must be true or false, but is missing',
    ],
    [
      "artwork file that does not exist",
      { "artwork.en.json": artworkWith("hotel-siam", { src: "images/artwork/missing.jpg" }) },
      'data/artwork.en.json: picture "hotel-siam" (record 2): field "src" names a file that does not exist: data/images/artwork/missing.jpg',
    ],
    [
      "picture with empty alt text",
      { "artwork.en.json": artworkWith("gallery-river", { alt: "" }) },
      'data/artwork.en.json: picture "gallery-river" (record 10): field "alt" must not be empty, got ""',
    ],
    [
      "duplicate picture id in the artwork list",
      { "artwork.en.json": [...PICTURE_IDS.map((id) => picture(id)), picture("hotel-siam")] },
      'data/artwork.en.json: picture "hotel-siam" (record 11): field "id" repeats "hotel-siam", already used in data/artwork.en.json record 2',
    ],
    [
      "duplicate hotel slug in another destination's folder",
      {
        "destinations/krabi.en.json": destination({ slug: "krabi", name: "Krabi" }),
        "hotels/krabi/siam.en.json": hotel({ destination: "krabi" }),
      },
      'data/hotels/krabi/siam.en.json: hotel "siam": field "slug" repeats "siam", already used in data/hotels/bangkok/siam.en.json',
    ],
  ])("reports the problem: %s", (_problem, overrides, messages) => {
    expect(validateInEvery(overrides)).toEqual(forEveryLanguage(typeof messages === "string" ? [messages] : messages))
  })

  it("reports a hotel in another destination's folder, and where it belongs", () => {
    expect(validateInEvery({ "hotels/krabi/siam.en.json": hotel() }, ["hotels/bangkok/siam.en.json"])).toEqual(
      forEveryLanguage([
        'data/hotels/krabi/siam.en.json: hotel "siam": field "destination" is "bangkok" but the file is in data/hotels/krabi/: move it to data/hotels/bangkok/',
      ]),
    )
  })

  it.each([
    ["notes.json", "data/notes.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["hotels/siam.en.json", "data/hotels/siam.en.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["destinations.json", "data/destinations.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["images/artwork/list.json", "data/images/artwork/list.json: no content kind reads this file (see src/content/kinds.ts)"],
    // A record of a kind written per language is read only from a file named with its language
    ["hotels/bangkok/siam.json", "data/hotels/bangkok/siam.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["company.json", "data/company.json: no content kind reads this file (see src/content/kinds.ts)"],
    ["translations/en-shell.json", "data/translations/en-shell.json: no content kind reads this file (see src/content/kinds.ts)"],
    // The list of languages is one file for every language
    ["languages.de.json", "data/languages.de.json: no content kind reads this file (see src/content/kinds.ts)"],
  ])("reports the file %s, which no kind reads", (file, message) => {
    expect(validate({ [file]: [{ anything: true }] })).toEqual([message])
  })

  it("reports a record of a list that is not an object", () => {
    expect(validateInEvery({ "artwork.en.json": [...PICTURE_IDS.map((id) => picture(id)), "hotel-siam", null] })).toEqual(
      forEveryLanguage(["data/artwork.en.json: record 11 must be an object", "data/artwork.en.json: record 12 must be an object"]),
    )
  })

  it.each([["$450"], ["$1,200+"], ["$120-180"], ["$120 - $180"], ["$2,500 USD"], ["On request"]])("accepts the price %j", (price) => {
    expect(validate({ "hotels/bangkok/siam.en.json": hotel({ price }), "hotels/bangkok/siam.de.json": germanHotel({ price }) })).toEqual([])
  })

  it.each([["2024-02-29"], ["2024-12-31"], ["2025-01-01"]])("accepts the date %s", (date) => {
    expect(validate({ "articles/guide.en.json": article({ date }), "articles/guide.de.json": germanArticle({ date }) })).toEqual([])
  })

  it("accepts an empty website, an image on the CDN and optional fields given", () => {
    const hotelOver = { website: "", bestOffer: true, logo: "partner-air" }
    const cdn = { src: "https://images.unsplash.com/photo-1" }
    expect(
      validate({
        "hotels/bangkok/siam.en.json": hotel(hotelOver),
        "hotels/bangkok/siam.de.json": germanHotel(hotelOver),
        "artwork.en.json": artworkWith("hotel-siam", cdn),
        "artwork.de.json": germanArtwork().map((p) => (p.id === "hotel-siam" ? { ...p, ...cdn } : p)),
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
    expect(validateInEvery({ "articles/guide.en.json": article({ body, ...extras }) })).toEqual([])
  })

  it("accepts an uploaded photo {src, alt} whose file exists", () => {
    const photo = { src: PHOTO, alt: "The terrace at dusk" }
    expect(
      validateInEvery({ "hotels/bangkok/siam.en.json": hotel({ photo }), "team/ada-lovelace.en.json": teamMember({ photo }) }),
    ).toEqual([])
  })

  it("reports every problem, not just the first", () => {
    expect(
      validateInEvery({
        "hotels/bangkok/siam.en.json": hotel({ price: "cheap", website: "http://siam.example.com" }),
        "company.en.json": company({ email: "nope" }),
        "articles/guide.en.json": article({ author: "nobody", readTime: 4 }),
        "notes.json": {},
      }),
    ).toEqual([
      "data/notes.json: no content kind reads this file (see src/content/kinds.ts)",
      ...forEveryLanguage([
        'data/articles/guide.en.json: article "guide": field "readTime" is not a field of this kind (misspelt?)',
        'data/articles/guide.en.json: article "guide": field "author" must name an existing team member, got "nobody"',
        'data/company.en.json: company: field "email" must be an e-mail address, got "nope"',
        `data/hotels/bangkok/siam.en.json: hotel "siam": field "price" ${PRICE_MESSAGE}, got "cheap"`,
        'data/hotels/bangkok/siam.en.json: hotel "siam": field "website" must be an https URL or empty, got "http://siam.example.com"',
      ]),
    ])
  })
})

describe("validateContent in several languages", () => {
  const every = (kind: string) => `(every ${kind} is written in ${CODES.join(", ")})`
  /** The message about a record's file that has no twin in a language: it names the file to write. */
  const noVersion = (file: string, record: string, kind: string, lacking = "de") =>
    `data/${file}: ${record}: has no ${lacking} version: write data/${inLanguage(file, lacking)} ${every(kind)}`
  /** A row about a record whose file in a language is taken away. */
  const removedVersion = (problem: string, file: string, record: string, kind: string, lacking = "de"): LanguageProblem => [
    problem,
    {},
    [inLanguage(file, lacking)],
    [noVersion(file, record, kind, lacking)],
  ]

  it("accepts German versions whose texts differ from the English, text lists of another length included", () => {
    const english = englishFiles()
    const german = germanFiles()
    // Not vacuous: the German texts really differ, and a text list has another number of items
    expect(german["hotels/bangkok/siam.de.json"]).not.toEqual(english["hotels/bangkok/siam.en.json"])
    expect((german["hotels/bangkok/siam.de.json"] as Json).features).not.toHaveLength((hotel().features as unknown[]).length)
    expect((german["destinations/bangkok.de.json"] as Json).highlights).not.toHaveLength((destination().highlights as unknown[]).length)
    expect(validate({})).toEqual([])
  })

  it("has every record of every kind written per language in each language of the base set", () => {
    const files = toFiles(baseFiles())
    for (const kind of contentKinds.filter((k) => k.localized)) {
      const names = files.filter((file) => kindOfFile(file.path) === kind).map((file) => file.path)
      expect([kind.name, CODES.map((code) => names.filter((name) => name.endsWith(`.${code}.json`)).length)]).toEqual([
        kind.name,
        CODES.map(() => names.length / CODES.length),
      ])
    }
  })

  it("keeps keys unique within a language: the same slug, id and path in English and German are no repeat", () => {
    expect(validate({ "articles/guide.de.json": germanArticle() })).toEqual([])
  })

  it("reports a key repeated within one language", () => {
    expect(
      validate({
        "articles/other.en.json": article({ id: 2, slug: "other", path: "/blog/2" }),
        "articles/other.de.json": germanArticle({ id: 1, slug: "other", path: "/blog/2" }),
      }),
    ).toEqual([
      'data/articles/other.de.json: article "other": field "id" repeats 1, already used in data/articles/guide.de.json',
      'data/articles/other.de.json: article "other": field "id" must be the same in every language: 2 in the default language, got 1 (data/articles/other.en.json)',
    ])
  })

  // Each row: the problem, the files added or replaced, the files taken away, then the exact messages; germanRowsOf()
  // writes a record's German file's rows with the start and end of their messages once
  it.each<LanguageProblem>([
    removedVersion("a hotel with no German version", "hotels/bangkok/siam.en.json", 'hotel "siam"', "hotel"),
    removedVersion("a hotel with no version in the default language", "hotels/bangkok/siam.de.json", 'hotel "siam"', "hotel", "en"),
    [
      "a new hotel written in English only",
      { "hotels/bangkok/the-peninsula.en.json": hotel({ slug: "the-peninsula", name: "The Peninsula" }) },
      [],
      [noVersion("hotels/bangkok/the-peninsula.en.json", 'hotel "the-peninsula"', "hotel")],
    ],
    removedVersion("the company with no German version", "company.en.json", "company", "company"),
    removedVersion("interface texts with no German version", "translations/shell.en.json", "translation", "translation"),
    [
      "a German artwork list one picture short",
      { "artwork.de.json": germanArtwork().slice(0, -1) },
      [],
      [noVersion("artwork.en.json", 'picture "gallery-river" (record 10)', "picture")],
    ],
    [
      "a file in a language data/languages.json does not list",
      { "hotels/bangkok/siam.fr.json": hotel() },
      [],
      ['data/hotels/bangkok/siam.fr.json: the file is in language "fr", which data/languages.json does not list (en, de)'],
    ],
    ...germanRowsOf("hotels/bangkok/siam", 'hotel "siam"', [
      ["a German price", germanHotel({ price: "$500" }), notSame("price", '"$450"', '"$500"')],
      ["a translated hotel name (names are kept verbatim)", germanHotel({ name: "Das Siam" }), notSame("name", '"The Siam"', '"Das Siam"')],
      ["another position in lists", germanHotel({ order: 20 }), notSame("order", "10", "20")],
      ["another picture", germanHotel({ picture: "destination-bangkok" }), notSame("picture", '"hotel-siam"', '"destination-bangkok"')],
      [
        "an optional field set in German only",
        germanHotel({ logo: "partner-air" }),
        'field "logo" must be set in every language or in none',
      ],
    ]),
    [
      "another slug than the file's (and the original's)",
      { "hotels/bangkok/siam.de.json": germanHotel({ slug: "das-siam" }) },
      [],
      [
        'data/hotels/bangkok/siam.de.json: hotel "das-siam": field "slug" is "das-siam" but the file is named "siam.de.json": they must match',
        'data/hotels/bangkok/siam.de.json: hotel "das-siam": field "slug" must be the same in every language: "siam" in the default language, got "das-siam" (data/hotels/bangkok/siam.en.json)',
      ],
    ],
    [
      "another photo file (its alt text is translated)",
      {
        "hotels/bangkok/siam.en.json": hotel({ photo: { src: PHOTO, alt: "The terrace" } }),
        "hotels/bangkok/siam.de.json": germanHotel({ photo: { src: "https://images.unsplash.com/photo-1", alt: "Die Terrasse" } }),
      },
      [],
      [
        `data/hotels/bangkok/siam.de.json: hotel "siam": field "photo.src" must be the same in every language: "${PHOTO}" in the default language, got "https://images.unsplash.com/photo-1" (data/hotels/bangkok/siam.en.json)`,
      ],
    ],
    ...germanRowsOf("articles/guide", 'article "guide"', [
      [
        "another article id and date",
        germanArticle({ id: 2, date: "2024-06-11" }),
        notSame("id", "1", "2"),
        notSame("date", '"2024-06-10"', '"2024-06-11"'),
      ],
      [
        "another number of article sections",
        germanArticle({
          body: [
            { heading: "Einleitung", blocks: [{ type: "paragraph", text: "Ein paar Worte." }] },
            { blocks: [{ type: "paragraph", text: "Noch mehr." }] },
          ],
        }),
        'field "body" must have as many items in every language: 1 in the default language, got 2',
      ],
      [
        "another block type",
        germanArticle({ body: [{ heading: "Einleitung", blocks: [{ type: "tip", title: "Tipp", text: "Früh buchen." }] }] }),
        notSame("body[0].blocks[0].type", '"paragraph"', '"tip"'),
      ],
    ]),
    ...germanRowsOf("company", "company", [
      [
        "another value in a nested object",
        company({ address: { ...(company().address as Json), postalCode: "83001" } }),
        notSame("address.postalCode", '"83000"', '"83001"'),
      ],
      [
        "another number of items in a list that is not a text",
        company({
          social: [
            { name: "Instagram", url: "https://www.instagram.com/luxurydmc", icon: "instagram" },
            { name: "Facebook", url: "https://www.facebook.com/luxurydmc", icon: "facebook" },
          ],
        }),
        'field "social" must have as many items in every language: 1 in the default language, got 2',
      ],
    ]),
    ...germanRowsOf("translations/shell", "translation", [
      [
        "a renamed interface text key",
        translations({
          entries: [
            { key: "services.stays.title", text: "Unterkünfte" },
            { key: "services.stays.text", text: "Hotels und Villen" },
          ],
        }),
        notSame("entries[1].key", '"services.stays.description"', '"services.stays.text"'),
      ],
    ]),
    ...germanRowsOf("artwork", 'picture "hotel-siam" (record 2)', [
      [
        "an artwork of another size",
        germanArtwork().map((p) => (p.id === "hotel-siam" ? { ...p, width: 1200 } : p)),
        notSame("width", "1600", "1200"),
      ],
    ]),
    [
      // A list's records are matched by position: the German list keeps the English order
      "an artwork list in another order",
      { "artwork.de.json": [germanArtwork()[0], germanArtwork()[2], germanArtwork()[1], ...germanArtwork().slice(3)] },
      [],
      [
        'data/artwork.de.json: picture "vehicle-van" (record 2): field "id" must be the same in every language: "hotel-siam" in the default language, got "vehicle-van" (data/artwork.en.json)',
        'data/artwork.de.json: picture "vehicle-van" (record 2): field "src" must be the same in every language: "images/artwork/hotel-siam.jpg" in the default language, got "images/artwork/vehicle-van.jpg" (data/artwork.en.json)',
        'data/artwork.de.json: picture "hotel-siam" (record 3): field "id" must be the same in every language: "vehicle-van" in the default language, got "hotel-siam" (data/artwork.en.json)',
        'data/artwork.de.json: picture "hotel-siam" (record 3): field "src" must be the same in every language: "images/artwork/vehicle-van.jpg" in the default language, got "images/artwork/hotel-siam.jpg" (data/artwork.en.json)',
      ],
    ],
    ...germanRowsOf("home", "home page", [
      [
        "another picture in a nested list",
        home({
          gallery: { title: "Galerie", text: "Momente", items: [{ slug: "river", caption: "Der Fluss", picture: "destination-bangkok" }] },
        }),
        notSame("gallery.items[0].picture", '"gallery-river"', '"destination-bangkok"'),
      ],
    ]),
    ...germanRowsOf("experiences/canal-tour", 'experience "canal-tour"', [
      [
        "another duration (a fixed choice, shown translated by the site)",
        experience({ name: "Kanaltour", duration: "Full day" }),
        notSame("duration", '"Half day"', '"Full day"'),
      ],
    ]),
    ...germanRowsOf("partnerships", "partnership page", [
      [
        "another true-or-false",
        partnership({ terms: { title: "Bedingungen", text: "Folgen", confirmed: true, items: [{ title: "Anzahlung", text: "30 %" }] } }),
        notSame("terms.confirmed", "false", "true"),
      ],
    ]),
  ])("reports %s", (_problem, overrides, removed, messages) => {
    expect(validate(overrides, removed)).toEqual(messages)
  })

  it("reports an empty set: it lists no language", () => {
    expect(validateContent([], fileExists)).toEqual(["data/languages.json: must list at least one language"])
  })

  it("accepts a set of nothing but its languages: no kind needs a record", () => {
    expect(validateContent(toFiles({ "languages.json": LANGUAGES }), fileExists)).toEqual([])
  })

  it.each<[problem: string, languages: unknown, messages: readonly string[]]>([
    ["an empty list of languages", [], ["data/languages.json: must list at least one language"]],
    [
      "a locale written with an underscore",
      [LANGUAGES[0], { code: "de", name: "Deutsch", locale: "de_DE" }],
      ['data/languages.json: language "de" (record 2): field "locale" must be a locale like "de-DE", got "de_DE"'],
    ],
    [
      "a language listed twice",
      [...LANGUAGES, LANGUAGES[1]],
      ['data/languages.json: language "de" (record 3): field "code" repeats "de", already used in data/languages.json record 2'],
    ],
  ])("reports %s in data/languages.json", (_problem, languages, messages) => {
    expect(validate({ "languages.json": languages })).toEqual(messages)
  })

  it("reports every record a newly listed language lacks, and where to write it", () => {
    const errors = validate({ "languages.json": [...LANGUAGES, { code: "fr", name: "Français", locale: "fr-FR" }] })
    const englishRecords = toFiles(englishFiles()).flatMap((file) => (Array.isArray(file.data) ? file.data : [file.data]))
    expect(errors).toHaveLength(englishRecords.length)
    for (const error of errors)
      expect(error).toMatch(/^data\/\S+\.en\.json: .+: has no fr version: write data\/\S+\.fr\.json \(every .+ is written in en, de, fr\)$/)
  })

  it("compares translations with the first language of data/languages.json, the default", () => {
    const germanFirst = [LANGUAGES[1], LANGUAGES[0]]
    expect(validate({ "languages.json": germanFirst, "hotels/bangkok/siam.de.json": germanHotel({ price: "$500" }) })).toEqual([
      'data/hotels/bangkok/siam.en.json: hotel "siam": field "price" must be the same in every language: "$500" in the default language, got "$450" (data/hotels/bangkok/siam.de.json)',
    ])
  })
})

describe("readContentFiles", () => {
  let dir = ""

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.mkdirSync(path.join(dir, "hotels", "bangkok"), { recursive: true })
    fs.writeFileSync(path.join(dir, "artwork.en.json"), JSON.stringify([{ id: "ada" }]))
    fs.writeFileSync(path.join(dir, "hotels", "bangkok", "broken.de.json"), '{ "slug": "broken", }')
    fs.writeFileSync(path.join(dir, "hotels", "bangkok", "siam.en.json"), '{ "slug": "siam" }')
    fs.writeFileSync(path.join(dir, "readme.md"), "not json {")
  })

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("reports a file that is not valid JSON by its path under data/", () => {
    const { errors } = readContentFiles(dir)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^data\/hotels\/bangkok\/broken\.de\.json: is not valid JSON \(.+\)$/)
  })

  it("reads the other JSON files, sorted, with paths relative to the folder", () => {
    const { files } = readContentFiles(dir)
    expect(files).toEqual([
      { path: "artwork.en.json", data: [{ id: "ada" }] },
      { path: "hotels/bangkok/siam.en.json", data: { slug: "siam" } },
    ])
  })
})
