import { z } from "zod"
import { isoDate, longText, maxText, integer, photo, picture, ref, slug, text, texts, choice, SITE_PATH } from "../fields"

const paragraph = z.strictObject({ type: z.literal("paragraph"), text: longText("Text") }).meta({ label: "Paragraph" })
const list = z
  .strictObject({ type: z.literal("list"), style: choice("Style", ["bullet", "number"]), items: texts("Items") })
  .meta({ label: "List" })
const quote = z
  .strictObject({ type: z.literal("quote"), text: longText("Quote"), cite: text("Who said it").optional() })
  .meta({ label: "Quote" })
const tip = z.strictObject({ type: z.literal("tip"), title: text("Title"), text: longText("Text") }).meta({ label: "Tip" })

/** The blocks an article section is made of. */
export const articleBlockSchema = z
  .discriminatedUnion("type", [paragraph, list, quote, tip], { error: 'must have a "type" of paragraph, list, quote or tip' })
  .meta({ graphqlType: "ArticleBlock" })

export const articleSchema = z.strictObject({
  id: integer("Number", 1, 100000, "The article's number: its address is /blog/<number> unless a path is given."),
  slug: slug(),
  path: z
    .string({ error: "must be a text" })
    .regex(SITE_PATH, { error: 'must be a site path like "/blog/1"' })
    .meta({ label: "Web address", hint: 'e.g. "/blog/3" or "/real-bangkok-private-tour". Never change it once published.' }),
  title: text("Title"),
  excerpt: longText("Excerpt", "One or two sentences on the article card."),
  description: maxText("Search description", 160, "For search engines: at most 160 characters."),
  category: text("Category"),
  author: ref("team member", "Author"),
  date: isoDate("Date"),
  picture: picture(),
  photo: photo(),
  body: z
    .array(
      z.strictObject({
        heading: text("Heading").optional(),
        blocks: z.array(articleBlockSchema).min(1, { error: "must have at least 1 block" }).meta({ label: "Blocks" }),
      }),
      { error: "must be a list" },
    )
    .min(1, { error: "must have at least 1 section" })
    .meta({ label: "Body", hint: "Sections, each with an optional heading and its blocks." }),
  faq: z
    .array(z.strictObject({ question: text("Question"), answer: longText("Answer") }))
    .min(1)
    .meta({ label: "Questions and answers" })
    .optional(),
  itinerary: z
    .array(z.strictObject({ time: text("Time"), title: text("Title"), description: longText("Description") }))
    .min(1)
    .meta({ label: "Itinerary" })
    .optional(),
  tour: z
    .strictObject({ name: text("Tour name"), duration: text("Duration"), price: text("Price") })
    .meta({ label: "Bookable tour" })
    .optional(),
})
export type ArticleRecord = z.infer<typeof articleSchema>
export type ArticleBlock = z.infer<typeof articleBlockSchema>
