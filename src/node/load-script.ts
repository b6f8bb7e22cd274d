import path from "node:path"
import { require as tsxRequire } from "tsx/cjs/api"

/**
 * Gatsby bundles gatsby-node and its imports into CommonJS with Parcel, into .cache/; a module of scripts/ that reads
 * files next to its own source (the social cards' renderer reads itself and the artwork font) is loaded by tsx from
 * where it lies instead. The caller names its type with `typeof import(...)`, so the dependency is still written where
 * it is used.
 */
export function loadScript<Module>(file: string): Module {
  // file relative to the repository root, where Gatsby runs
  return tsxRequire(path.resolve(file), __filename) as Module
}
