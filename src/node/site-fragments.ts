// gatsby-node's graphql() runs the text it is given (gatsby/dist/query/graphql-runner.js parses the string alone): the
// fragments of src/ are compiled into page and static queries only, after createPages. So a gatsby-node query that
// spreads a component's fragment appends the fragment's definition, read here from the component's own graphql``
// template: the card fields are written once, where the card is.
import fs from "node:fs"
import path from "node:path"

/** Where the site's fragments are written (the components' cards and pictures, the hooks' texts). */
const FRAGMENT_DIRS = ["src/components", "src/hooks"]

/** Gatsby's tagged templates: their text is GraphQL without interpolations (Gatsby's Babel plugin allows none). */
const GRAPHQL_TEMPLATE = /\bgraphql`([^`]*)`/g
const FRAGMENT_HEAD = /\bfragment\s+([_A-Za-z]\w*)\s+on\s+[_A-Za-z]\w*[^{]*\{/g
/** A named fragment's spread (not an inline fragment, `... on Type`). */
const FRAGMENT_SPREAD = /\.\.\.\s*(?!on\b)([_A-Za-z]\w*)/g

const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"))
    .map((name) => path.join(dir, name))

/** The definitions (from `fragment` to its closing brace) of the fragments in a GraphQL text, by name. */
export function fragmentsInText(text: string): Map<string, string> {
  const fragments = new Map<string, string>()
  for (const head of text.matchAll(FRAGMENT_HEAD)) {
    const name = head[1] ?? ""
    let depth = 0
    let end = head.index + head[0].length - 1
    for (; end < text.length; end++) {
      if (text[end] === "{") depth++
      else if (text[end] === "}" && --depth === 0) break
    }
    if (depth !== 0) throw new Error(`fragment ${name}: no closing brace`)
    fragments.set(name, text.slice(head.index, end + 1))
  }
  return fragments
}

let siteFragments: Map<string, string> | undefined

/** Every fragment of the graphql`` templates under FRAGMENT_DIRS, by name, read once per process. */
function allSiteFragments(root: string): Map<string, string> {
  if (siteFragments) return siteFragments
  const found = new Map<string, string>()
  for (const file of FRAGMENT_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const [, template] of fs.readFileSync(file, "utf8").matchAll(GRAPHQL_TEMPLATE)) {
      for (const [name, definition] of fragmentsInText(template ?? "")) {
        if (found.has(name)) throw new Error(`fragment ${name} is defined twice (again in ${file})`)
        found.set(name, definition)
      }
    }
  }
  siteFragments = found
  return found
}

/**
 * The definitions of the named fragments of the site and of every fragment they spread, each once: what a gatsby-node
 * query that spreads them appends to its text.
 */
export function fragmentDefinitions(names: ReadonlyArray<string>, root = path.resolve(".")): string {
  const fragments = allSiteFragments(root)
  const included = new Map<string, string>()
  const queue = [...names]
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (included.has(name)) continue
    const definition = fragments.get(name)
    if (!definition) throw new Error(`fragment ${name} is not defined under ${FRAGMENT_DIRS.join(", ")}`)
    included.set(name, definition)
    for (const [, spread] of definition.slice(definition.indexOf("{")).matchAll(FRAGMENT_SPREAD)) if (spread) queue.push(spread)
  }
  return [...included.values()].join("\n")
}
