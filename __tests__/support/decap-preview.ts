import * as React from "react"
import { renderConfigYaml, type DecapConfig } from "../../src/cms/decap-config"
import type { PreviewTexts } from "../../src/cms/preview/preview-texts"

/** Enough of an Immutable Map for preview.ts: Decap hands it the entry as one (data, and i18n.<locale>.data). */
export class Frozen {
  constructor(readonly value: unknown) {}
  private static wrap(value: unknown) {
    return value && typeof value === "object" ? new Frozen(value) : value
  }
  get(key: string) {
    return Frozen.wrap((this.value as Record<string, unknown>)?.[key])
  }
  getIn(path: string[]) {
    return Frozen.wrap(path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], this.value))
  }
  toJS() {
    return JSON.parse(JSON.stringify(this.value))
  }
  setIn(path: Array<string | number>, item: unknown) {
    const copy = this.toJS()
    let parent = copy
    for (const key of path.slice(0, -1)) parent = parent[key] ??= {}
    parent[path[path.length - 1] as string] = item
    return new Frozen(copy)
  }
  deleteIn(path: Array<string | number>) {
    const copy = this.toJS()
    const parent = path.slice(0, -1).reduce((value, key) => value[key], copy)
    Reflect.deleteProperty(parent, path[path.length - 1] as string)
    return new Frozen(copy)
  }
}

interface SiteJson {
  fromFile(content: string): unknown
  toFile(data: unknown, sortedKeys: string[]): string
}

/** A preview template as Decap renders it: a component of the entry (and its language). */
export type PreviewTemplate = React.ComponentType<{ entry: Frozen; getAsset: (src: string) => undefined; locale?: string }>

/**
 * src/cms/preview/preview.ts as the admin page runs it (index.html's data attributes, config.yml), with a stand-in for
 * Decap's CMS and React's createElement as its `h`. The bundle src/node/cms-admin.ts writes is the same module
 * (__tests__/node/cms-admin.test.ts builds it).
 */
export function loadPreview(config: DecapConfig, texts: PreviewTexts = {}) {
  const handlers: Record<string, (event: { entry: Frozen }) => Promise<Frozen | undefined>> = {}
  const formats: Record<string, SiteJson> = {}
  const templates: Record<string, PreviewTemplate> = {}
  const CMS = {
    registerEventListener: ({ name, handler }: { name: string; handler: (typeof handlers)[string] }) => (handlers[name] = handler),
    registerCustomFormat: (name: string, _extension: string, format: SiteJson) => (formats[name] = format),
    registerPreviewStyle: () => undefined,
    registerPreviewTemplate: (name: string, template: PreviewTemplate) => (templates[name] = template),
  }
  // Decap's createClass: a component whose render reads this.props
  const createClass = (spec: { render(this: { props: unknown }): React.ReactElement | null }) =>
    function Preview(props: unknown) {
      return spec.render.call({ props })
    }
  const script = document.createElement("script")
  script.src = "http://localhost/admin/preview.js"
  script.setAttribute("data-hotel-collections", JSON.stringify(["hotels-krabi"]))
  script.setAttribute("data-languages", JSON.stringify({ en: "English", de: "Deutsch" }))
  script.setAttribute("data-texts", JSON.stringify(texts))
  const fetchConfig = async () => ({ text: async () => renderConfigYaml(config) })
  // h and createClass stay: the templates call them whenever they render, as on the admin page
  Object.assign(globalThis, { h: React.createElement, createClass })
  const during: Record<string, unknown> = { CMS, fetch: fetchConfig }
  const before = Object.fromEntries(Object.keys(during).map((name) => [name, Reflect.get(globalThis, name)]))
  Object.assign(globalThis, during)
  Object.defineProperty(document, "currentScript", { value: script, configurable: true })
  try {
    jest.isolateModules(() => {
      // Run afresh for each load: the module registers its templates and listeners when it runs
      jest.requireActual("../../src/cms/preview/preview")
    })
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true })
    Object.assign(globalThis, before)
  }
  const preSave = handlers.preSave as (typeof handlers)[string]
  return {
    format: formats["site-json"] as SiteJson,
    templates,
    /** What Decap would save for the default language, or the message it refuses with. */
    save: async (collection: string, data: object, translations: Record<string, object> = {}) => {
      const i18n = Object.fromEntries(Object.entries(translations).map(([locale, value]) => [locale, { data: value }]))
      const saved = await preSave({ entry: new Frozen({ collection, slug: "", data, i18n }) })
      return saved?.toJS()
    },
  }
}
