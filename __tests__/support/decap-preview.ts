import fs from "node:fs"
import { renderConfigYaml, type DecapConfig } from "../../src/cms/decap-config"

/** Enough of an Immutable Map for preview.js: Decap hands it the entry as one (data, and i18n.<locale>.data). */
class Frozen {
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

/** preview.js as the admin page loads it (index.html's data attributes, config.yml), with a stand-in for Decap's CMS. */
export function loadPreview(config: DecapConfig) {
  const handlers: Record<string, (event: { entry: Frozen }) => Promise<Frozen | undefined>> = {}
  const formats: Record<string, SiteJson> = {}
  const CMS = {
    registerEventListener: ({ name, handler }: { name: string; handler: (typeof handlers)[string] }) => (handlers[name] = handler),
    registerCustomFormat: (name: string, _extension: string, format: SiteJson) => (formats[name] = format),
    registerPreviewStyle: () => undefined,
    registerPreviewTemplate: () => undefined,
  }
  const script = document.createElement("script")
  script.src = "http://localhost/admin/preview.js"
  script.setAttribute("data-hotel-collections", "[]")
  script.setAttribute("data-languages", JSON.stringify({ en: "English", de: "Deutsch" }))
  const fetchConfig = async () => ({ text: async () => renderConfigYaml(config) })
  Object.defineProperty(document, "currentScript", { value: script, configurable: true })
  try {
    const source = fs.readFileSync("src/cms/preview/preview.js", "utf8")
    new Function("CMS", "h", "createClass", "fetch", source)(
      CMS,
      () => null,
      (spec: unknown) => spec,
      fetchConfig,
    )
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true })
  }
  const preSave = handlers.preSave as (typeof handlers)[string]
  return {
    format: formats["site-json"] as SiteJson,
    /** What Decap would save for the default language, or the message it refuses with. */
    save: async (collection: string, data: object, translations: Record<string, object> = {}) => {
      const i18n = Object.fromEntries(Object.entries(translations).map(([locale, value]) => [locale, { data: value }]))
      const saved = await preSave({ entry: new Frozen({ collection, slug: "", data, i18n }) })
      return saved?.toJS()
    },
  }
}
