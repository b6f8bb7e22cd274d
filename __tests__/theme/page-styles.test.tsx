/** @jest-environment node */
import * as React from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { Box, chakra } from "@chakra-ui/react"
import { RootProviders } from "../../src/components/layout/root-providers"
import { Button } from "../../src/components/ui/button"
import { pageStyles } from "../../src/theme/page-styles"

/** Renders as gatsby-ssr.tsx does: a fresh cache, the critical chunks, then the page's styles. */
function renderStyles(ui: React.ReactElement) {
  const cache = createCache({ key: "css" })
  cache.compat = true
  const { html, styles } = createEmotionServer(cache).extractCriticalToChunks(
    renderToString(
      <CacheProvider value={cache}>
        <RootProviders>{ui}</RootProviders>
      </CacheProvider>,
    ),
  )
  const made = Object.keys(cache.inserted).filter((id) => cache.registered[`css-${id}`] !== undefined)
  return { html, critical: styles, page: pageStyles(cache, styles), made }
}

const idsOf = (chunks: ReadonlyArray<{ ids: string[] }>) => chunks.flatMap((chunk) => chunk.ids)

it("keeps the class an asChild button makes for its link, which the HTML never shows", () => {
  // as the navbar's Contact: the button's class goes to a styled link (SiteLink's chakra.a), which merges it into its own
  const { html, critical, page, made } = renderStyles(
    <Button asChild variant="solid" size="sm">
      <chakra.a href="/contact">Contact</chakra.a>
    </Button>,
  )
  const unseen = made.filter((id) => !html.includes(`css-${id}`))
  // the button's own class, merged into the link's: emotion's critical extraction drops it
  expect(unseen.length).toBeGreaterThan(0)
  expect(idsOf(critical)).not.toEqual(expect.arrayContaining(unseen))
  expect(idsOf(page)).toEqual(expect.arrayContaining(made))
  const regular = page.find((chunk) => chunk.key === "css")
  for (const id of unseen) expect(regular?.css).toContain(`.css-${id}`)
})

it("changes nothing when every class the render made is in the HTML", () => {
  const { critical, page } = renderStyles(<Box color="red">text</Box>)
  expect(page).toEqual(critical)
})
