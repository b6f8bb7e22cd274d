import fs from "node:fs"
import path from "node:path"
import { REPO_ROOT } from "./repo-root"

const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, ...parts), "utf8"))
const LANGUAGES = readJson("data", "languages.json")
const DEFAULT_LANGUAGE = LANGUAGES[0].code
/** The records of a folder of data/ in the default language. */
const records = (folder) =>
  fs
    .readdirSync(path.join(REPO_ROOT, "data", folder))
    .filter((file) => file.endsWith(`.${DEFAULT_LANGUAGE}.json`))
    .map((file) => readJson("data", folder, file))

/**
 * The bench's routes in the default language: the site's own pages the registry marks `bench`
 * (src/lib/page-registry.json), every destination's page in its order, and the longest article record (the heaviest page
 * of its template). DEFAULT_ROUTES has them in every language of data/languages.json.
 */
export const ROUTES = [
  ...Object.values(readJson("src", "lib", "page-registry.json")).flatMap((page) => (page.bench ? [page.path] : [])),
  ...records("destinations")
    .sort((a, b) => a.order - b.order)
    .map((destination) => `/destinations/${destination.slug}`),
  records("articles").sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0].path,
]
export const DEFAULT_ROUTES = LANGUAGES.flatMap(({ code }, index) =>
  ROUTES.map((route) => (index === 0 ? route : `/${code}${route === "/" ? "" : route}`)),
)
