import path from "node:path"

/** The repository's root folder, for the lab tools' defaults (public/, bench-results/, data/). */
export const REPO_ROOT = path.resolve(__dirname, "../..")
