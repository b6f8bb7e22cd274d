import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import { CacheProvider, Global } from "@emotion/react"
import createCache from "@emotion/cache"
import { serializeStyles } from "@emotion/serialize"
import { adoptServerStyles, EMOTION_KEY } from "../../src/theme/emotion-cache"
import { pageStyleTags } from "../../src/theme/page-style-tags"

// React's own act: these tests render into roots of their own
const { act } = React
/** root.render, named apart from Testing Library's render (its lint rules take any `render` for it). */
const update = (root: Root, ui: React.ReactElement) => root.render(ui)

const globalStyles = { body: { margin: 0 } }
const globalName = serializeStyles([globalStyles]).name

/** <head> as gatsby-ssr.tsx writes it: a global style's tag, then the regular chunk with two classes. */
function serverHead() {
  // (react-dom/server needs the node environment: the tags are rendered by react-dom here, then written as HTML)
  const rendered = document.createElement("div")
  const root = createRoot(rendered)
  act(() =>
    update(
      root,
      <>
        {pageStyleTags(
          [
            { key: `${EMOTION_KEY}-global`, ids: [globalName], css: "body{margin:0;}" },
            { key: EMOTION_KEY, ids: ["abc", "def"], css: ".css-abc{color:red;}.css-def{color:blue;}" },
          ],
          EMOTION_KEY,
        )}
      </>,
    ),
  )
  document.head.innerHTML = rendered.innerHTML
  act(() => root.unmount())
  const tags = [...document.head.querySelectorAll("style")]
  const records: MutationRecord[] = []
  const observer = new MutationObserver((delivered) => records.push(...delivered))
  observer.observe(document.head, { childList: true, subtree: true })
  return { tags, changes: () => [...records, ...observer.takeRecords()] }
}

/** Mounts a Global with the cache, as Chakra's provider does when the page hydrates. */
async function mountGlobal(cache: ReturnType<typeof createCache>) {
  const root = createRoot(document.createElement("div"))
  await act(async () =>
    update(
      root,
      <CacheProvider value={cache}>
        <Global styles={globalStyles} />
      </CacheProvider>,
    ),
  )
  return root
}

afterEach(() => {
  document.head.innerHTML = ""
})

it("counts the server's classes as inserted and keeps its style tags where they are, a Global's too", async () => {
  const { tags, changes } = serverHead()
  const cache = adoptServerStyles()
  expect(cache.inserted).toMatchObject({ abc: true, def: true })
  expect(cache.sheet.tags).toEqual([tags[1]])
  const mounted = await mountGlobal(cache)
  expect(changes()).toEqual([])
  expect([...document.head.querySelectorAll("style")]).toEqual(tags)
  act(() => mounted.unmount())
})

it("still inserts a class the server did not write, after the server's tag", () => {
  const { tags } = serverHead()
  const cache = adoptServerStyles()
  cache.insert(".css-new", serializeStyles([{ color: "green" }]), cache.sheet, true)
  const after = [...document.head.querySelectorAll("style")]
  expect(after.slice(0, 2)).toEqual(tags)
  // (in emotion's speedy mode, as in production, the rule goes to the tag's sheet, not its text)
  const css = (tag: HTMLStyleElement) => (tag.textContent ?? "") + [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join("")
  expect(after.slice(2).map(css)).toEqual([expect.stringContaining("green")])
})

// Why the cache is ours: emotion's own inserts the server's tags again (a new sheet to the browser, which then
// restyles the whole page). When an upgrade stops doing so, src/theme/emotion-cache.ts can go.
it("is needed: emotion's own cache and Global insert the server's tags again", async () => {
  const { tags, changes } = serverHead()
  tags[1]?.setAttribute("data-emotion", `${EMOTION_KEY} abc def`)
  const cache = createCache({ key: EMOTION_KEY })
  const mounted = await mountGlobal(cache)
  const removed = changes().flatMap((record) => [...record.removedNodes])
  expect(removed).toEqual(expect.arrayContaining(tags))
  act(() => mounted.unmount())
})
