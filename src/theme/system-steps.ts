import type { SystemConfig, SystemContext } from "@chakra-ui/react"
import { isCssProperty } from "@pandacss/is-valid-prop"
import { compact } from "@chakra-dist/utils/compact"
import { mapEntries } from "@chakra-dist/utils/entries"
import { flatten } from "@chakra-dist/utils/flatten"
import { isObject } from "@chakra-dist/utils/is"
import { memo } from "@chakra-dist/utils/memo"
import { mergeWith } from "@chakra-dist/utils/merge"
import { splitProps } from "@chakra-dist/utils/split-props"
import { createBreakpoints } from "@chakra-dist/styled-system/breakpoints"
import { createConditions } from "@chakra-dist/styled-system/conditions"
import { createCssFn } from "@chakra-dist/styled-system/css"
import { createRecipeFn } from "@chakra-dist/styled-system/cva"
import { createLayers } from "@chakra-dist/styled-system/layers"
import { createNormalizeFn } from "@chakra-dist/styled-system/normalize"
import { createPreflight } from "@chakra-dist/styled-system/preflight"
import { createSerializeFn } from "@chakra-dist/styled-system/serialize"
import { createSlotRecipeFn } from "@chakra-dist/styled-system/sva"
import { createTokenDictionary } from "@chakra-dist/styled-system/token-dictionary"
import { createUtility } from "@chakra-dist/styled-system/utility"

type Dict = Record<string, unknown>
type Tokens = SystemContext["tokens"]

/**
 * Chakra's createSystem (v3.37, styled-system/system.js), cut into steps: a generator that yields
 * between the expensive parts, so the browser can run each in a task of its own (see ./index.ts).
 * Made in one go, it is a single task of 170–240 ms on a phone-speed CPU, all of it blocking.
 *
 * One change besides the steps: `_global` (the reset, global CSS and every token as a CSS variable)
 * is made when first read rather than up front. The server writes those styles into each page, so
 * in the browser nothing needs them (see ./provider-system.ts) and the largest step is skipped.
 */
export function* systemSteps(config: SystemConfig): Generator<void, SystemContext, void> {
  const { theme = {}, utilities = {}, globalCss = {}, cssVarsRoot = ":where(:root, :host)", cssVarsPrefix = "chakra", preflight } = config
  const layers = createLayers(config)
  const tokens = createTokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
  })
  yield

  const breakpoints = createBreakpoints(theme.breakpoints ?? {})
  const conditions = createConditions({ conditions: config.conditions ?? {}, breakpoints })
  const utility = createUtility({ config: utilities, tokens })
  const compositions = compact({ textStyle: theme.textStyles, layerStyle: theme.layerStyles, animationStyle: theme.animationStyles })
  for (const [key, values] of Object.entries(compositions)) {
    const flatValues = flatten(values ?? {}, isComposition)
    utility.register(key, { values: Object.keys(flatValues), transform: (value: string) => css(flatValues[value]) })
  }
  utility.addPropertyType("animationName", Object.keys(theme.keyframes ?? {}))
  const properties = new Set(["css", ...utility.keys(), ...conditions.keys()])
  const isValidProperty = memo((prop: string) => properties.has(prop) || isCssProperty(prop))
  yield

  const normalizeValue = (value: unknown) => {
    if (!Array.isArray(value)) return value
    const result: Dict = {}
    value.forEach((current, index) => {
      const breakpoint = conditions.breakpoints[index]
      if (current != null && breakpoint) result[breakpoint] = current
    })
    return result
  }
  const normalize = createNormalizeFn({ utility, normalize: normalizeValue })
  const serialize = createSerializeFn({ conditions, isValidProperty })
  // (Chakra's internal typings of these functions are looser than the public ones; the objects are the same)
  const css = createCssFn({ transform: utility.transform, conditions, normalize }) as SystemContext["css"]
  const cva = createRecipeFn({ css, conditions, normalize, layers })
  const sva = createSlotRecipeFn({ cva })

  const getTokenCss = () => {
    const result: Dict = {}
    for (const [key, values] of tokens.cssVarMap.entries()) {
      const vars = Object.fromEntries(values)
      if (Object.keys(vars).length === 0) continue
      const selector = key === "base" ? cssVarsRoot : conditions.resolve(key)
      const atRule = selector.startsWith("@")
      mergeWith(result, css(serialize({ [selector]: atRule ? { [cssVarsRoot]: vars } : vars })))
    }
    return layers.wrap("tokens", result)
  }
  const getGlobalCss = () => {
    const keyframes = mapEntries(theme.keyframes ?? {}, (key, value) => [`@keyframes ${key}`, value])
    return layers.wrap("base", Object.assign({}, keyframes, css(serialize(globalCss))))
  }
  const getPreflightCss = () => layers.wrap("reset", createPreflight({ preflight }))

  const tokenMap = getTokenMap(tokens)
  const token = Object.assign((path: string, fallback?: string) => tokenMap.get(path)?.value || fallback, {
    var: (path: string, fallback?: string) => tokenMap.get(path)?.variable || fallback,
  })
  const getRecipe: SystemContext["getRecipe"] = (key, fallback) => theme.recipes?.[key] ?? fallback
  const getSlotRecipe: SystemContext["getSlotRecipe"] = (key, fallback) => theme.slotRecipes?.[key] ?? fallback
  const splitCssProps = ((props: Dict) => splitProps(props, (key) => isValidProperty(String(key)))) as SystemContext["splitCssProps"]
  const recipeCache = new Map<string, ReturnType<typeof cva>>()
  const slotRecipeCache = new Map<string, ReturnType<typeof sva>>()
  const getRecipeFn: SystemContext["getRecipeFn"] = (key, fallback) => {
    let fn = recipeCache.get(key)
    if (!fn) recipeCache.set(key, (fn = cva(getRecipe(key, fallback ?? {}))))
    return fn
  }
  const getSlotRecipeFn: SystemContext["getSlotRecipeFn"] = (key, fallback) => {
    let fn = slotRecipeCache.get(key)
    if (!fn) slotRecipeCache.set(key, (fn = sva(getSlotRecipe(key, fallback ?? {}))))
    return fn
  }
  const isRecipe = (key: string) => Object.hasOwn(theme.recipes ?? {}, key)
  const isSlotRecipe = (key: string) => Object.hasOwn(theme.slotRecipes ?? {}, key)

  let global: Dict[] | undefined
  return {
    $$chakra: true,
    _config: config,
    get _global() {
      global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]
      return global
    },
    breakpoints,
    tokens,
    conditions,
    utility,
    token,
    properties,
    layers,
    isValidProperty,
    splitCssProps,
    normalizeValue,
    getTokenCss,
    getGlobalCss,
    getPreflightCss,
    css,
    cva,
    sva,
    getRecipe,
    getSlotRecipe,
    getRecipeFn,
    getSlotRecipeFn,
    hasRecipe: (key) => isRecipe(key) || isSlotRecipe(key),
    isRecipe,
    isSlotRecipe,
    query: {
      layerStyles: compositionQuery(theme.layerStyles ?? {}),
      textStyles: compositionQuery(theme.textStyles ?? {}),
      animationStyles: compositionQuery(theme.animationStyles ?? {}),
      tokens: tokenQuery(
        tokens,
        Object.keys(theme.tokens ?? {}),
        (value, key) => !value.extensions.conditions && !key.includes("colorPalette"),
      ),
      semanticTokens: tokenQuery(tokens, Object.keys(theme.semanticTokens ?? {}), (value) => !!value.extensions.conditions),
      keyframes: listQuery(() => Object.keys(theme.keyframes ?? {})),
      breakpoints: listQuery(() => Object.keys(theme.breakpoints ?? {})),
    },
  }
}

const isComposition = (value: unknown) => isObject(value) && "value" in value

function getTokenMap(tokens: Tokens) {
  const map = new Map<string, { value: string; variable: string }>()
  for (const name of new Set(tokens.allTokens.map((item) => item.name))) {
    const item = tokens.getByName(name)
    if (!item?.extensions.cssVar) continue
    const { cssVar, virtual, conditions } = item.extensions
    map.set(name, { value: conditions || virtual ? cssVar.ref : item.value, variable: cssVar.ref })
  }
  return map
}

// Queries are for tooling; like Chakra's, they work out their lists only when asked
function listQuery(keys: () => string[]) {
  return { list: keys, search: (query: string) => keys().filter((key) => key.includes(query)) }
}

function compositionQuery(dict: Record<string, Dict>) {
  return listQuery(() => Object.keys(flatten(dict, isComposition)))
}

type TokenEntry = NonNullable<ReturnType<Tokens["getByName"]>>

function tokenQuery(tokens: Tokens, categoryKeys: string[], keep: (value: TokenEntry, key: string) => boolean) {
  const list = (category: string) =>
    [...(tokens.categoryMap.get(category)?.entries() ?? [])].filter(([key, value]) => keep(value, key)).map(([key]) => key)
  return { categoryKeys, list, search: (category: string, query: string) => list(category).filter((key) => key.includes(query)) }
}
