import path from "node:path"
import { fileURLToPath } from "node:url"

/** The repository's root folder, for the lab tools' defaults (public/, bench-results/, data/). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
