import type { z } from "zod"
import { aboutPageSchema } from "./schemas/about-page"
import { articleSchema } from "./schemas/article"
import { companySchema } from "./schemas/company"
import { conciergeServiceSchema } from "./schemas/concierge-service"
import { destinationSchema } from "./schemas/destination"
import { experienceSchema } from "./schemas/experience"
import { homePageSchema } from "./schemas/home-page"
import { hotelSchema } from "./schemas/hotel"
import { partnerSchema } from "./schemas/partner"
import { partnershipPageSchema } from "./schemas/partnership-page"
import { pictureSchema } from "./schemas/picture"
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
  /** A folder of files that are each one record, named freely (the interface texts: en-shell.json …). */
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
}

/** Every kind of content in data/: the one place its shape is written. */
export const contentKinds: readonly ContentKind[] = [
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
    name: "about page",
    label: "About page",
    labelSingular: "About page",
    type: "About",
    storage: { file: "about.json" },
    schema: aboutPageSchema,
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
    name: "partnership page",
    label: "Partnership page",
    labelSingular: "Partnership page",
    type: "Partnership",
    storage: { file: "partnerships.json" },
    schema: partnershipPageSchema,
  },
]

/** The kind whose storage holds this file (a path relative to data/), if any. */
export function kindOfFile(relativePath: string): ContentKind | undefined {
  return contentKinds.find(({ storage }) => {
    if ("file" in storage) return relativePath === storage.file
    if ("files" in storage) return new RegExp(`^${storage.files}/[^/]+\\.json$`).test(relativePath)
    return new RegExp(`^${storage.folder}/${storage.nestedBy ? "[^/]+/" : ""}[^/]+\\.json$`).test(relativePath)
  })
}

/** The top folder or file name under data/ that a kind's files start with (what json-type-name sees). */
export function storageRoot(storage: ContentStorage): string {
  if ("file" in storage) return storage.file.replace(/\.json$/, "")
  if ("files" in storage) return storage.files
  return storage.folder
}
