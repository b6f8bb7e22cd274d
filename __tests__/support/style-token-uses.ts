import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import { defaultBaseConfig } from "@chakra-ui/react"

/** One place in the source where a style names a token: `maxW="3xl"`, `p: 4`, `"{colors.brand.gold}"`. */
export interface TokenUse {
  file: string
  line: number
  /** "sizes.3xl", "spacing.4", "colors.brand.gold" */
  token: string
}

// Values that are CSS itself, never a token, whatever the property
const CSS_WORDS = new Set(
  "auto none inherit initial unset revert normal bold bolder lighter inset currentColor transparent white black max-content min-content fit-content".split(
    " ",
  ),
)
// The categories the theme has tokens for; the others (line heights, borders, durations…) are written as CSS values
const THEMED = new Set(["spacing", "sizes", "colors", "fontSizes", "fontWeights", "fonts", "radii", "shadows", "zIndex"])
// A bare number is a token only on these scales (elsewhere it is CSS: a line height, a weight, an opacity)
const NUMBERED_SCALES = new Set(["spacing", "sizes"])
const CSS_LENGTH = /^-?\d+(\.\d+)?(px|rem|em|pt|vh|vw|dvh|svh|lvh|ch|ex|%|fr|deg|m?s|mm|cm|in)$/

/** Every style prop (and shorthand) of Chakra's base config whose values come from a token category. */
function styleProps(): Map<string, string> {
  const props = new Map<string, string>()
  for (const [name, utility] of Object.entries(defaultBaseConfig.utilities ?? {})) {
    if (!utility) continue
    const category =
      typeof utility.values === "string" ? utility.values : /color$|^(bg|background|fill|stroke)$/i.test(name) ? "colors" : null
    if (!category) continue
    for (const prop of [name, ...[utility.shorthand ?? []].flat()]) props.set(prop, category)
  }
  return props
}

function tokenOf(category: string, value: string): string | null {
  if (!THEMED.has(category) || CSS_WORDS.has(value) || CSS_LENGTH.test(value) || value === "0") return null
  if (category === "colors") return /^[a-z][a-zA-Z]*(\.[\w]+)+$|^(bg|fg|border)$/.test(value) ? `colors.${value}` : null
  if (NUMBERED_SCALES.has(category) && /^-?\d+(\.\d+)?$|^\d+\/\d+$/.test(value)) return `${category}.${value}`
  return /^-?[a-z0-9]*[a-z][a-z0-9]*$/i.test(value) ? `${category}.${value}` : null
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })
}

/**
 * The tokens the site's styles name, read from the source with TypeScript's parser: values of style props in JSX
 * and in style objects (recipes, `css`, conditions, responsive objects), and `{category.path}` references in any
 * string. A token missing from the theme would pass through as CSS that silently does nothing.
 */
export function styleTokenUses(dirs: string[]): TokenUse[] {
  const props = styleProps()
  const uses: TokenUse[] = []
  for (const file of dirs.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
    const record = (node: ts.Node, token: string | null) => {
      if (token)
        uses.push({ file: path.relative(process.cwd(), file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, token })
    }
    // a prop's value: a literal, or a responsive/conditional object or array of literals
    const values = (category: string, node: ts.Node | undefined): void => {
      if (!node) return
      if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return values(category, node.expression)
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
        return record(node, tokenOf(category, node.text))
      if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
        return record(node, tokenOf(category, `-${node.operand.text}`))
      if (ts.isArrayLiteralExpression(node)) return node.elements.forEach((element) => values(category, element))
      if (ts.isObjectLiteralExpression(node))
        return node.properties.forEach((property) => ts.isPropertyAssignment(property) && values(category, property.initializer))
      if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].forEach((branch) => values(category, branch))
    }
    const visit = (node: ts.Node) => {
      // (an intrinsic element's attributes, <rect width="18">, are not style props)
      const intrinsic =
        ts.isJsxAttribute(node) && ts.isIdentifier(node.parent.parent.tagName) && /^[a-z]/.test(node.parent.parent.tagName.text)
      if (ts.isJsxAttribute(node) && !intrinsic && ts.isIdentifier(node.name) && props.has(node.name.text))
        values(props.get(node.name.text) ?? "", node.initializer)
      if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && props.has(node.name.text))
        values(props.get(node.name.text) ?? "", node.initializer)
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        for (const match of node.text.matchAll(/\{([a-zA-Z]+\.[\w.]+?)(\/\d+)?\}/g)) record(node, match[1] ?? null)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return uses
}
