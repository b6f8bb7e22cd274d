/** @jest-environment node */
import * as React from "react"
import { renderToString } from "react-dom/server"
import { StaticRegion } from "../../src/components/hydration/static-region"
import { IslandPage, ISLAND_PAGE_HTML } from "../support/island-page"

it("renders its children on the server, in a wrapper that takes no part in the layout", () => {
  expect(renderToString(<StaticRegion>text</StaticRegion>)).toBe('<div data-static="" style="display:contents">text</div>')
  expect(renderToString(<StaticRegion as="span">text</StaticRegion>)).toBe('<span data-static="" style="display:contents">text</span>')
})

it("renders an island's content on the server, in a Suspense boundary the browser keeps until it hydrates", () => {
  expect(renderToString(<IslandPage onPress={() => {}} />)).toBe(ISLAND_PAGE_HTML)
})
