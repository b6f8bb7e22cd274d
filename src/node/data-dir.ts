import path from "node:path"

/** Where the content lives: data/ in the repository, or a copy named by CONTENT_DIR (the CMS test, bench:scale). */
export const DATA_DIR = path.resolve(process.env.CONTENT_DIR ?? "data")
