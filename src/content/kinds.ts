import { z } from "zod"
import { aboutPageSchema } from "./schemas/about-page"
import { articleSchema } from "./schemas/article"
import { climateSchema } from "./schemas/climate"
import { climateSourceSchema } from "./schemas/climate-source"
import { companySchema } from "./schemas/company"
import { conciergeServiceSchema } from "./schemas/concierge-service"
import { destinationSchema } from "./schemas/destination"
import { experienceSchema } from "./schemas/experience"
import { homePageSchema } from "./schemas/home-page"
import { languageSchema } from "./schemas/language"
import { hotelSchema } from "./schemas/hotel"
import { partnerSchema } from "./schemas/partner"
import { partnershipPageSchema } from "./schemas/partnership-page"
import { pictureSchema } from "./schemas/picture"
import { privacyPageSchema } from "./schemas/privacy-page"
import { serverMessagesSchema } from "./schemas/server-messages"
import { serviceSchema } from "./schemas/service"
import { teamMemberSchema } from "./schemas/team-member"
import { translationSchema } from "./schemas/translation"
import { vehicleSchema } from "./schemas/vehicle"
import { whatsappMessagesSchema } from "./schemas/whatsapp-messages"

/** Where a kind's records live under data/. */
export type ContentStorage =
  /** One file per record, named after its key: folder/<key>.json, or folder/<nestedBy value>/<key>.json. */
  | { folder: string; nestedBy?: "destination" }
  /** One record in one file; with `list`, a file holding a list of records. */
  | { file: string; list?: boolean }
  /** A folder of files that are each one record, named freely (the interface texts: shell.en.json …). */
  | { files: string }

export interface ContentKind {
  /** How messages and references name the kind: "hotel", "team member". */
  name: string
  /** The CMS's collection label and its label for one record. */
  label: string
  labelSingular: string
  storage: ContentStorage
  /** The field that identifies a record; unique within the kind, and what references point at. */
  key?: string
  /** Further fields that must be unique within the kind. */
  unique?: readonly string[]
  /** The GraphQL node type (gatsby-transformer-json names it from the file's folder). */
  type: string
  schema: z.ZodObject
  /**
   * Written in every language: each record is one file per language, <name>.<language>.json (phuket.en.json,
   * phuket.de.json), as Decap CMS's i18n `multiple_files` structure stores them. Derived from the schema: a kind is
   * localized when it has a text visitors read (see `translate` in fields.ts).
   */
  localized: boolean
}

/** Every kind of content in data/: the one place its shape is written. */
const kinds: ReadonlyArray<Omit<ContentKind, "localized">> = [
  {
    name: "language",
    label: "Languages",
    labelSingular: "Language",
    type: "Language",
    storage: { file: "languages.json", list: true },
    key: "code",
    schema: languageSchema,
  },
  {
    name: "picture",
    label: "Artwork",
    labelSingular: "Artwork",
    type: "Picture",
    storage: { file: "artwork.json", list: true },
    key: "id",
    schema: pictureSchema,
  },
  {
    name: "company",
    label: "Company",
    labelSingular: "Company",
    type: "Company",
    storage: { file: "company.json" },
    schema: companySchema,
  },
  {
    name: "translation",
    label: "Interface texts",
    labelSingular: "Interface texts",
    type: "Translation",
    storage: { files: "translations" },
    schema: translationSchema,
  },
  {
    name: "team member",
    label: "Team",
    labelSingular: "Team member",
    type: "TeamMember",
    storage: { folder: "team" },
    key: "slug",
    schema: teamMemberSchema,
  },
  {
    name: "destination",
    label: "Destinations",
    labelSingular: "Destination",
    type: "Destination",
    storage: { folder: "destinations" },
    key: "slug",
    schema: destinationSchema,
  },
  {
    name: "hotel",
    label: "Hotels",
    labelSingular: "Hotel",
    type: "Hotel",
    storage: { folder: "hotels", nestedBy: "destination" },
    key: "slug",
    schema: hotelSchema,
  },
  {
    name: "vehicle",
    label: "Vehicles",
    labelSingular: "Vehicle",
    type: "Vehicle",
    storage: { folder: "vehicles", nestedBy: "destination" },
    key: "slug",
    schema: vehicleSchema,
  },
  {
    name: "experience",
    label: "Experiences",
    labelSingular: "Experience",
    type: "Experience",
    storage: { folder: "experiences" },
    key: "slug",
    schema: experienceSchema,
  },
  {
    name: "concierge service",
    label: "Concierge services",
    labelSingular: "Concierge service",
    type: "ConciergeService",
    storage: { folder: "concierge" },
    key: "slug",
    schema: conciergeServiceSchema,
  },
  {
    name: "service",
    label: "Services",
    labelSingular: "Service",
    type: "Service",
    storage: { folder: "services" },
    key: "slug",
    schema: serviceSchema,
  },
  {
    name: "article",
    label: "Articles",
    labelSingular: "Article",
    type: "Article",
    storage: { folder: "articles" },
    key: "slug",
    unique: ["id", "path"],
    schema: articleSchema,
  },
  {
    name: "partner",
    label: "Partners",
    labelSingular: "Partner",
    type: "Partner",
    storage: { folder: "partners" },
    key: "slug",
    schema: partnerSchema,
  },
  {
    name: "climate source",
    label: "Climate sources",
    labelSingular: "Climate source",
    type: "ClimateSource",
    storage: { folder: "climate-sources" },
    key: "slug",
    schema: climateSourceSchema,
  },
  {
    name: "climate",
    label: "Climate",
    labelSingular: "Climate",
    type: "Climate",
    storage: { folder: "climate" },
    key: "destination",
    schema: climateSchema,
  },
  {
    name: "about page",
    label: "About page",
    labelSingular: "About page",
    type: "About",
    storage: { file: "about.json" },
    schema: aboutPageSchema,
  },
  {
    name: "privacy page",
    label: "Privacy policy",
    labelSingular: "Privacy policy",
    type: "Privacy",
    storage: { file: "privacy.json" },
    schema: privacyPageSchema,
  },
  {
    name: "home page",
    label: "Home page",
    labelSingular: "Home page",
    type: "Home",
    storage: { file: "home.json" },
    schema: homePageSchema,
  },
  {
    name: "whatsapp messages",
    label: "WhatsApp messages",
    labelSingular: "WhatsApp messages",
    type: "Whatsapp",
    storage: { file: "whatsapp.json" },
    schema: whatsappMessagesSchema,
  },
  {
    // Read by the server (server/site-texts.ts), never by a page: the GraphQL type exists for the checks and GraphiQL
    name: "server messages",
    label: "E-mails and form messages",
    labelSingular: "E-mails and form messages",
    type: "ServerMessages",
    storage: { file: "server-messages.json" },
    schema: serverMessagesSchema,
  },
  {
    name: "partnership page",
    label: "Partnership page",
    labelSingular: "Partnership page",
    type: "Partnership",
    storage: { file: "partnerships.json" },
    schema: partnershipPageSchema,
  },
]

/** Whether a schema has a text written per language, at any depth. */
function hasTranslatedText(schema: z.ZodType): boolean {
  if (schema.meta()?.translate) return true
  if (schema instanceof z.ZodOptional) return hasTranslatedText(schema.unwrap() as z.ZodType)
  if (schema instanceof z.ZodArray) return hasTranslatedText(schema.element as z.ZodType)
  if (schema instanceof z.ZodObject) return Object.values(schema.shape as Record<string, z.ZodType>).some(hasTranslatedText)
  if (schema instanceof z.ZodDiscriminatedUnion) return (schema.options as z.ZodType[]).some(hasTranslatedText)
  return false
}

/** Every kind of content in data/: the one place its shape is written. */
export const contentKinds: readonly ContentKind[] = kinds.map((kind) => ({ ...kind, localized: hasTranslatedText(kind.schema) }))

/** The language suffix of a file name: "de" for hotels/krabi/x.de.json. */
const LANGUAGE_SUFFIX = /\.([a-z]{2})\.json$/

/** The language a localized file is written in, from its name; undefined for other files. */
export function languageOfFile(relativePath: string): string | undefined {
  const kind = kindOfFile(relativePath)
  return kind?.localized ? LANGUAGE_SUFFIX.exec(relativePath)?.[1] : undefined
}

/** The file's path without its language suffix: hotels/krabi/x.de.json → hotels/krabi/x.json. */
export const withoutLanguage = (relativePath: string): string => relativePath.replace(LANGUAGE_SUFFIX, ".json")

/** The kind whose storage holds this file (a path relative to data/), if any. */
export function kindOfFile(relativePath: string): ContentKind | undefined {
  return contentKinds.find(({ storage, localized }) => {
    const ext = localized ? "\\.[a-z]{2}\\.json" : "\\.json"
    if ("file" in storage) return new RegExp(`^${storage.file.replace(/\.json$/, "")}${ext}$`).test(relativePath)
    if ("files" in storage) return new RegExp(`^${storage.files}/[^/.]+${ext}$`).test(relativePath)
    return new RegExp(`^${storage.folder}/${storage.nestedBy ? "[^/]+/" : ""}[^/.]+${ext}$`).test(relativePath)
  })
}
