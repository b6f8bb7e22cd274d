import fs from "node:fs"
import path from "node:path"
import { Kind, parse, print, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql"

/** The fragments of the graphql`` templates and GraphQL-commented templates in a source file (path from the repository's root). */
export function fragmentsIn(file: string): FragmentDefinitionNode[] {
  const source = fs.readFileSync(path.join(__dirname, "../..", file), "utf8")
  return [...source.matchAll(/(?:graphql|\/\* GraphQL \*\/ )`([\s\S]*?)`/g)].flatMap(([, body]) =>
    (parse(body ?? "") as DocumentNode).definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION),
  )
}

/** The fragments of several files by name. */
export const fragmentsByName = (...files: string[]): Map<string, FragmentDefinitionNode> =>
  new Map(files.flatMap(fragmentsIn).map((f) => [f.name.value, f]))

/** A selection with every fragment spread replaced by its fields, printed field by field (sorted) for comparison. */
export function expand(selection: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): string[] {
  return selection.selections
    .flatMap((node): string[] => {
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(node.name.value)
        if (!fragment) throw new Error(`unknown fragment ${node.name.value}`)
        return expand(fragment.selectionSet, fragments)
      }
      if (node.kind !== Kind.FIELD) throw new Error("inline fragments are not expected here")
      const head = print({ ...node, selectionSet: undefined })
      return node.selectionSet ? expand(node.selectionSet, fragments).map((inner) => `${head} > ${inner}`) : [head]
    })
    .sort()
}

/** The selection of `<field> { nodes { … } }` in a query's text. */
export function nodesSelection(query: string, field: string): SelectionSetNode {
  const operation = parse(query).definitions[0]
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error("not a query")
  const list = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.name.value === field)
  const nodes = list?.kind === Kind.FIELD ? list.selectionSet?.selections[0] : undefined
  if (nodes?.kind !== Kind.FIELD || !nodes.selectionSet) throw new Error(`${field} { nodes { … } } expected`)
  return nodes.selectionSet
}
