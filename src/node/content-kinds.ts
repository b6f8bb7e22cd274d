import {
  boolean,
  date,
  digits,
  email,
  file,
  integer,
  list,
  maxLength,
  maybeBoolean,
  maybeList,
  maybeObject,
  maybeRef,
  maybeText,
  object,
  oneOf,
  path,
  price,
  ref,
  slug,
  text,
  url,
  urlOrEmpty,
  type Rule,
  type Shape,
} from "./content-rules"

/** One kind of content in data/: which files hold it and what every record must look like. */
export interface ContentKind {
  kind: string
  /** Matches the file's path relative to data/, e.g. "hotels/phuket.json". */
  files: RegExp
  shape: Shape
  /** The field that identifies a record (unique within the kind) and that references point at. */
  key?: string
  /** Further checks across fields of one record. */
  check?: (record: Record<string, unknown>) => string | null
}

const picture = ref("picture")
const texts = (min = 1, max = Infinity) => list(text, min, max)
const titledText = object({ title: text, text })
const titledList = (min = 1) => object({ title: text, text, items: texts(min) })
export const DURATIONS = ["Full day", "Half day", "3 hours", "Multi-day"]
export const WORDS_PER_MINUTE = 230

const block: Rule = (v, c) => {
  const type = (v as { type?: unknown } | null)?.type
  switch (type) {
    case "paragraph":
      return object({ text })(v, c)
    case "list":
      return object({ style: oneOf("bullet", "number"), items: texts() })(v, c)
    case "quote":
      return object({ text, cite: maybeText })(v, c)
    case "tip":
      return object({ title: text, text })(v, c)
    default:
      return `must have a "type" of paragraph, list, quote or tip, got ${JSON.stringify(type)}`
  }
}

/** Every word a reader reads in an article body, for the read-time check. */
export function articleWordCount(body: unknown): number {
  const words = (s: unknown) => (typeof s === "string" ? s.split(/\s+/).filter(Boolean).length : 0)
  let count = 0
  for (const section of Array.isArray(body) ? body : []) {
    count += words(section?.heading)
    for (const b of Array.isArray(section?.blocks) ? section.blocks : []) {
      count += words(b?.text) + words(b?.title) + words(b?.cite)
      for (const item of Array.isArray(b?.items) ? b.items : []) count += words(item)
    }
  }
  return count
}

export const contentKinds: ReadonlyArray<ContentKind> = [
  {
    kind: "picture",
    files: /^(artwork|photos)\.json$/,
    key: "id",
    shape: { id: slug, src: file, alt: text, width: integer(1, 10000), height: integer(1, 10000) },
  },
  {
    kind: "company",
    files: /^company\.json$/,
    shape: {
      name: text,
      legalName: text,
      tagline: text,
      blurb: text,
      email,
      phone: text,
      whatsappNumber: digits,
      telegramHandle: text,
      address: object({ street: text, locality: text, region: text, postalCode: text, country: text, display: text }),
      officeHours: object({ display: text, support: text }),
      social: list(object({ name: text, url, icon: text })),
      mapsUrl: url,
      analyticsId: (v) => (typeof v === "string" ? null : `must be a text (empty for no analytics), got ${JSON.stringify(v)}`),
      languages: texts(),
      areaServed: texts(),
      foundingYear: integer(1900, 2100),
      copyrightYear: integer(1900, 2100),
    },
  },
  {
    kind: "translation",
    files: /^translations\/.+\.json$/,
    shape: { language: text, entries: list(object({ key: text, text })) },
  },
  {
    kind: "team member",
    files: /^team\.json$/,
    key: "slug",
    shape: { slug, name: text, role: text, bio: text, initials: text, picture },
  },
  {
    kind: "destination",
    files: /^destinations\.json$/,
    key: "slug",
    shape: {
      slug,
      name: text,
      region: text,
      cardText: text,
      heroTitle: text,
      heroDescription: text,
      overviewTitle: text,
      overviewDescription: text,
      highlights: texts(),
      bestTime: text,
      hotelGrid: oneOf("compact", "regular"),
      picture,
    },
  },
  {
    kind: "hotel",
    files: /^hotels\/.+\.json$/,
    key: "slug",
    shape: {
      slug,
      name: text,
      destination: ref("destination"),
      category: text,
      description: text,
      price,
      location: text,
      features: texts(4, 8),
      website: urlOrEmpty,
      bestOffer: maybeBoolean,
      logo: maybeRef("picture"),
      picture,
    },
  },
  {
    kind: "vehicle",
    files: /^vehicles\.json$/,
    key: "slug",
    shape: { slug, destination: ref("destination"), type: text, passengers: text, description: text, price, picture },
  },
  {
    kind: "experience",
    files: /^experiences\.json$/,
    key: "slug",
    shape: {
      slug,
      name: text,
      region: ref("destination"),
      description: text,
      duration: oneOf(...DURATIONS),
      category: text,
      groupSize: text,
      location: text,
      price,
      picture,
    },
  },
  {
    kind: "concierge service",
    files: /^concierge\.json$/,
    key: "slug",
    shape: { slug, name: text, destination: ref("destination"), description: text, features: texts(), picture },
  },
  {
    kind: "service",
    files: /^services\.json$/,
    key: "slug",
    shape: { slug, titleKey: ref("translation key"), descriptionKey: ref("translation key"), features: texts(), icon: text, picture },
  },
  {
    kind: "article",
    files: /^articles\/.+\.json$/,
    key: "slug",
    shape: {
      id: integer(1, 100000),
      slug,
      path,
      title: text,
      excerpt: text,
      description: maxLength(160),
      category: text,
      author: ref("team member"),
      date,
      readTime: integer(1, 60),
      picture,
      body: list(object({ heading: maybeText, blocks: list(block) })),
      faq: maybeList(object({ question: text, answer: text })),
      itinerary: maybeList(object({ time: text, title: text, description: text })),
      tour: maybeObject({ name: text, duration: text, price: text }),
    },
    check: (record) => {
      const minutes = Math.round(articleWordCount(record.body) / WORDS_PER_MINUTE)
      return Math.abs(minutes - Number(record.readTime)) <= 1
        ? null
        : `field "readTime" says ${String(record.readTime)} min but the body reads in about ${minutes} min at ${WORDS_PER_MINUTE} words a minute`
    },
  },
  {
    kind: "about page",
    files: /^about\.json$/,
    shape: {
      intro: object({ title: text, text }),
      mission: object({ title: text, text }),
      values: list(object({ key: oneOf("excellence", "authenticity", "innovation", "sustainability"), title: text, text }), 4, 4),
      partnerCta: object({ title: text, text, button: text }),
    },
  },
  {
    kind: "home page",
    files: /^home\.json$/,
    shape: {
      hero: object({ title: text, subtitle: text, primaryCta: text, secondaryCta: text, picture }),
      destinationsIntro: object({ title: text, text }),
      servicesIntro: object({ title: text, text }),
      blogIntro: object({ title: text, text }),
      gallery: object({ title: text, text, items: list(object({ slug, caption: text, picture })) }),
      cta: object({ title: text, text, button: text }),
    },
  },
  {
    kind: "whatsapp messages",
    files: /^whatsapp\.json$/,
    shape: { presets: list(object({ slug, label: text, message: text })), generic: object({ label: text, message: text }) },
  },
  {
    kind: "partner",
    files: /^partners\.json$/,
    key: "slug",
    shape: { slug, name: text, website: url, picture },
  },
  {
    kind: "partnership page",
    files: /^partnerships\.json$/,
    shape: {
      intro: text,
      response: titledList(),
      rates: titledList(),
      checklist: titledList(),
      terms: object({ title: text, text, confirmed: boolean, items: list(titledText) }),
      factSheets: titledText,
      contacts: titledText,
    },
  },
]
