import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { REPO_ROOT } from "./repo-root"

/** The fields read here, of data/languages.json, the page registry and the destination and article records. */
const languagesSchema = z.array(z.object({ code: z.string() })).min(1)
const registrySchema = z.record(z.string(), z.object({ path: z.string(), bench: z.boolean().optional() }))
const destinationSchema = z.object({ slug: z.string(), order: z.number() })
const articleSchema = z.object({ path: z.string() })

const readJson = (...parts: string[]): unknown => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, ...parts), "utf8"))
const LANGUAGES = languagesSchema.parse(readJson("data", "languages.json"))
const DEFAULT_LANGUAGE = LANGUAGES[0]?.code
/** The records of a folder of data/ in the default language, as read. */
const records = (folder: string): unknown[] =>
  fs
    .readdirSync(path.join(REPO_ROOT, "data", folder))
    .filter((file) => file.endsWith(`.${DEFAULT_LANGUAGE}.json`))
    .map((file) => readJson("data", folder, file))
/** The article record with the longest JSON (the heaviest page of its template). */
const [longestArticle] = records("articles").sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)

/**
 * The bench's routes in the default language: the site's own pages the registry marks `bench`
 * (src/lib/page-registry.json), every destination's page in its order, and the longest article record (the heaviest page
 * of its template). DEFAULT_ROUTES has them in every language of data/languages.json.
 */
export const ROUTES: string[] = [
  ...Object.values(registrySchema.parse(readJson("src", "lib", "page-registry.json"))).flatMap((page) => (page.bench ? [page.path] : [])),
  ...records("destinations")
    .map((record) => destinationSchema.parse(record))
    .sort((a, b) => a.order - b.order)
    .map((destination) => `/destinations/${destination.slug}`),
  articleSchema.parse(longestArticle).path,
]
export const DEFAULT_ROUTES: string[] = LANGUAGES.flatMap(({ code }, index) =>
  ROUTES.map((route) => (index === 0 ? route : `/${code}${route === "/" ? "" : route}`)),
)
