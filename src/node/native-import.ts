import path from "node:path"
import { pathToFileURL } from "node:url"

/**
 * Gatsby bundles gatsby-node and its imports into CommonJS with Parcel, which turns import() into require() and cannot
 * bundle a module that uses import.meta (the artwork font does). Node itself loads such a module; the caller names its
 * type with `typeof import(...)`, so the dependency is still written where it is used.
 */
const importByNode = new Function("url", "return import(url)") as (url: string) => Promise<unknown>

/**
 * The ES module at `file` (relative to the repository root, where Gatsby runs), loaded by Node through tsx's loader:
 * it, or a module it imports, may be TypeScript (scripts/build/social-cards.mjs draws with scripts/artwork/font.ts).
 */
export async function nativeImport<Module>(file: string): Promise<Module> {
  const { tsImport } = (await importByNode("tsx/esm/api")) as typeof import("tsx/esm/api")
  return (await tsImport(pathToFileURL(path.resolve(file)).href, pathToFileURL(path.resolve("package.json")).href)) as Module
}
