import fs from "node:fs"
import path from "node:path"
import { REPO_ROOT } from "./repo-root.mjs"

const DESTINATIONS = ["bangkok", "phuket", "koh-samui", "northern-thailand", "krabi", "koh-phangan", "hua-hin"]
/** The bench's routes in the default language; DEFAULT_ROUTES has them in every language of data/languages.json. */
export const ROUTES = [
  "/",
  "/services",
  "/experiences",
  "/destinations",
  ...DESTINATIONS.map((slug) => `/destinations/${slug}`),
  "/blog",
  "/real-bangkok-private-tour",
  "/contact",
]
const LANGUAGES = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "data", "languages.json"), "utf8"))
export const DEFAULT_ROUTES = LANGUAGES.flatMap(({ code }, index) =>
  ROUTES.map((route) => (index === 0 ? route : `/${code}${route === "/" ? "" : route}`)),
)
