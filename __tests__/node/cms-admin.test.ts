/** @jest-environment node */
import { bundlePreview, cmsContext, previewTexts } from "../../src/node/cms-admin"
import { PREVIEW_TEXT_KEYS } from "../../src/cms/preview/preview-texts"

describe("the CMS admin's preview script (src/node/cms-admin.ts)", () => {
  it("bundles preview.ts into one browser script that registers the previews with Decap's globals only", () => {
    const code = bundlePreview()
    expect(code).not.toMatch(/\brequire\(|^import /m)
    const registered: string[] = []
    class Script {
      src = "http://localhost/admin/preview.js"
      getAttribute(name: string) {
        return name === "data-hotel-collections" ? JSON.stringify(["hotels-krabi", "hotels-phuket"]) : null
      }
    }
    const CMS = {
      registerEventListener: () => undefined,
      registerCustomFormat: () => undefined,
      registerPreviewStyle: () => undefined,
      registerPreviewTemplate: (name: string) => registered.push(name),
    }
    const fetch = () => new Promise(() => undefined)
    new Function("CMS", "h", "createClass", "fetch", "document", "window", "HTMLScriptElement", code)(
      CMS,
      () => null,
      (spec: unknown) => spec,
      fetch,
      { currentScript: new Script() },
      { location: { href: "http://localhost/admin/" } },
      Script,
    )
    expect(registered).toEqual(["hotels-krabi", "hotels-phuket", "experiences", "articles"])
  })

  it("hands the previews every text they draw in every language, from data/translations", () => {
    const { languages } = cmsContext("data")
    const texts = previewTexts("data", languages)
    expect(Object.keys(texts)).toEqual(languages)
    for (const language of languages) expect(Object.keys(texts[language] ?? {}).sort()).toEqual([...PREVIEW_TEXT_KEYS].sort())
  })
})
