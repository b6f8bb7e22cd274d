/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { readTimeMinutes } from "../../src/content/read-time"
import { contentGraphql } from "../support/content-graphql"
import { languages } from "../support/static-query-data"

// The stand-in for the data layer that the page tests render with (__tests__/support/content-graphql.ts): what it
// answers must be what data/ holds, linked and derived as the build does (src/node/resolvers.ts)
const DATA_DIR = path.resolve(__dirname, "../../data")
const { run } = contentGraphql(DATA_DIR)

type Data = Record<string, unknown>
const read = (file: string): Data => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8")) as Data
const filesIn = (folder: string, language: string): string[] =>
  fs
    .readdirSync(path.join(DATA_DIR, folder))
    .filter((f) => f.endsWith(`.${language}.json`))
    .sort()

describe.each(languages.map(({ code }) => code))("contentGraphql in %s", (language) => {
  it("filters by a link, sorts, slices and counts as Gatsby's list fields do", async () => {
    const [slug = ""] = filesIn("destinations", language).map((f) => String(read(`destinations/${f}`).slug))
    const hotels = filesIn(`hotels/${slug}`, language).map((f) => read(`hotels/${slug}/${f}`))
    const query = `query ($language: String!, $slug: String!) {
      allHotel(filter: { language: { eq: $language }, destination: { slug: { eq: $slug } } }, sort: { order: ASC }, skip: 1, limit: 2) {
        totalCount
        nodes { slug destination { slug name } }
      }
    }`
    const { data } = await run(query, { language, slug })
    const ordered = hotels.sort((a, b) => Number(a.order) - Number(b.order)).slice(1, 3)
    const destination = read(`destinations/${slug}.${language}.json`)
    expect(data.allHotel).toEqual({
      totalCount: hotels.length,
      nodes: ordered.map((hotel) => ({ slug: hotel.slug, destination: { slug, name: destination.name } })),
    })
  })

  it("links a record to the records it names in its language, and derives an article's read time and date text", async () => {
    const [file = ""] = filesIn("articles", language)
    const article = read(`articles/${file}`)
    const author = read(`team/${String(article.author)}.${language}.json`)
    const artwork = (read(`artwork.${language}.json`) as unknown as Data[]).find((p) => p.id === article.picture)
    const query = `query ($language: String!, $slug: String!) {
      article(slug: { eq: $slug }, language: { eq: $language }) {
        author { name }
        readTime
        dateText: date(formatString: "LL", locale: $language)
        picture { src alt file { childImageSharp { gatsbyImageData } } }
      }
    }`
    const { data } = await run(query, { language, slug: article.slug })
    const photo = article.photo as Data | undefined
    expect(data.article).toEqual({
      author: { name: author.name },
      readTime: readTimeMinutes(article.body as Parameters<typeof readTimeMinutes>[0]),
      dateText: new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(String(article.date))),
      picture: {
        src: photo?.src ?? artwork?.src,
        alt: photo?.alt ?? artwork?.alt,
        file: fs.existsSync(path.join(DATA_DIR, String(photo?.src ?? artwork?.src))) ? { childImageSharp: expect.any(Object) } : null,
      },
    })
  })
})
