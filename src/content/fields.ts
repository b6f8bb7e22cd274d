import { z } from "zod"

/**
 * The field types content is made of. Each carries the message a member of staff reads when a value is wrong,
 * and the metadata the CMS form is generated from (label, hint, what a value points at).
 */
export interface FieldMeta {
  /** The form label in the CMS. */
  label?: string
  /** The help line under the field in the CMS. */
  hint?: string
  /** The content kind a value names: "destination", "team member", "picture". Checked by the build. */
  ref?: string
  /** A path under data/ that must exist (pictures). */
  file?: boolean
  /** How the CMS edits a text: one line (default), several lines, or an uploaded picture. */
  widget?: "text" | "image" | "hidden"
  /** A text written in each language (German twin differs); every other value is the same in every language. */
  translate?: boolean
  /** The GraphQL type of an object written the same way in several kinds ("Photo"); others are named by their field. */
  graphqlType?: string
}

declare module "zod" {
  // Declaration merging needs an interface: zod's GlobalMeta gains FieldMeta's keys
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends FieldMeta {}
}

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
export const PRICE = /^(On request|\$[0-9]{1,3}(,[0-9]{3})*\+?( ?- ?\$?[0-9]{1,3}(,[0-9]{3})*)?( USD)?)$/
export const HTTPS_URL = /^https:\/\/[^\s/.]+\.[^\s/]+(\/\S*)?$/
export const SITE_PATH = /^\/[a-z0-9/-]*[a-z0-9]$/
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export const DIGITS = /^[0-9]{8,15}$/
export const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

const nonEmpty = () => z.string({ error: "must be a text" }).trim().min(1, { error: "must not be empty" })
/** A text visitors read: written in every language. */
export const text = (label: string, hint?: string) => nonEmpty().meta({ label, hint, translate: true })
export const longText = (label: string, hint?: string) => nonEmpty().meta({ label, hint, widget: "text", translate: true })
export const maxText = (label: string, max: number, hint?: string) =>
  nonEmpty()
    .max(max, { error: `must be at most ${max} characters` })
    .meta({ label, hint, translate: true })
/** A text that is the same in every language: names of hotels, people and brands, codes, handles. */
export const verbatim = (label: string, hint?: string) => nonEmpty().meta({ label, hint })
export const slug = (
  label = "Slug",
  hint = "Lowercase letters, digits and hyphens: it becomes the web address. Never change it once published.",
) =>
  z.string({ error: "must be a text" }).regex(SLUG, { error: "must be a slug (lowercase letters, digits, hyphens)" }).meta({ label, hint })
export const price = (label = "Price", hint = 'As shown to visitors: "$450", "$1,200+", "$120-180", "$800 USD" or "On request".') =>
  z
    .string({ error: "must be a text" })
    .regex(PRICE, { error: 'must be a price text like "$450", "$1,200+", "$120-180" or "On request"' })
    .meta({ label, hint })
export const url = (label: string, hint = "The full address, starting with https://") =>
  z.string({ error: "must be a text" }).regex(HTTPS_URL, { error: "must be an https URL" }).meta({ label, hint })
export const urlOrEmpty = (label: string, hint = "The full address, starting with https://, or empty") =>
  z
    .string({ error: "must be a text" })
    .regex(new RegExp(`^$|${HTTPS_URL.source}`), { error: "must be an https URL or empty" })
    .meta({ label, hint })
export const integer = (label: string, min: number, max: number, hint?: string) =>
  z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .meta({ label, hint })
export const isoDate = (label: string, hint = "YYYY-MM-DD") =>
  z
    .string({ error: "must be a text" })
    // abort: a text in another format is reported once, not also as "not a real calendar date"
    .regex(ISO_DATE, { error: "must be a date as YYYY-MM-DD", abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v), { error: "must be a real calendar date" })
    .meta({ label, hint })
export const texts = (label: string, min = 1, max?: number, hint?: string) => {
  const list = z.array(text("Item"), { error: "must be a list" }).min(min, { error: `must have at least ${min} item(s)` })
  return (max === undefined ? list : list.max(max, { error: `must have at most ${max} items` })).meta({ label, hint, translate: true })
}
export const choice = <T extends readonly [string, ...string[]]>(label: string, options: T, hint?: string) =>
  z.enum(options, { error: `must be one of ${options.join(", ")}` }).meta({ label, hint })

/** A heading with its paragraph, as page sections use. */
export const titledText = (label: string) =>
  z.strictObject({ title: text("Title"), text: longText("Text") }).meta({ label, graphqlType: "TitledText" })

/** A value naming a record of another kind (checked by the build, a relation in the CMS). */
export const ref = (kind: string, label: string, hint?: string) =>
  z
    .string({ error: `must name a ${kind}` })
    .min(1, { error: `must name a ${kind}` })
    .meta({ label, hint, ref: kind })

/** Position in lists: data in one file per record has no order of its own. */
export const order = (hint = "Lower numbers come first in lists. Leave gaps (10, 20, 30) to insert between.") =>
  integer("Position", 0, 100000, hint)

/** A generated artwork picture (data/artwork.<language>.json), by its id. */
export const picture = (label = "Artwork") =>
  ref("picture", label, "The id of a generated artwork in data/artwork.<language>.json. An uploaded photo below replaces it.")

/** A photo uploaded by staff (lands in data/images/photos/); shown in place of the artwork. */
export const photo = () =>
  z
    .strictObject({
      src: z
        .string({ error: "must be a picture" })
        .min(1, { error: "must be a picture" })
        .meta({ label: "Image", hint: "JPEG, PNG or WebP, at least 1600 pixels wide.", widget: "image", file: true }),
      alt: text("Alt text", "What the photo shows, for visitors who cannot see it (one sentence)."),
    })
    .meta({ label: "Photo", hint: "Optional: a photo in place of the artwork.", graphqlType: "Photo" })
    .optional()
