import * as React from "react"
import { render, screen } from "@testing-library/react"
import { contentKinds } from "../../src/content/kinds"
import { decapConfig } from "../../src/cms/decap-config"
import { cmsContext, previewTexts } from "../../src/node/cms-admin"
import { Frozen, loadPreview } from "../support/decap-preview"

// The texts the previews draw come from data/translations, as the site's cards' do: read them, never copy them here
const cms = cmsContext("data")
const texts = previewTexts("data", cms.languages)
const preview = loadPreview(decapConfig(contentKinds, cms), texts)
const textOf = (language: string, key: string) => {
  const value = texts[language]?.[key]
  if (!value) throw new Error(`${key} has no ${language} text in data/translations`)
  return value
}

describe("the CMS's hotel preview (src/cms/preview/preview.ts)", () => {
  const Hotel = preview.templates["hotels-krabi"]
  const show = (language: string, price: string) => {
    if (!Hotel) throw new Error("no hotel preview registered")
    const entry = new Frozen({ data: { name: "Cliff House", location: "Railay", price, features: ["Pool"] } })
    render(<Hotel entry={entry} getAsset={() => undefined} locale={language} />)
  }

  it.each(cms.languages)("writes a dollar price per night in %s, in the site's words", (language) => {
    show(language, "$650")
    expect(screen.getByText("$650").textContent).toBe(`$650 ${textOf(language, "hotels.perNight")}`)
  })

  it.each(cms.languages)("writes a price on request in %s as the site does", (language) => {
    show(language, "On request")
    expect(screen.getByText(textOf(language, "price.onRequest"))).toBeInTheDocument()
    expect(screen.queryByText(textOf(language, "hotels.perNight"), { exact: false })).toBeNull()
  })
})
