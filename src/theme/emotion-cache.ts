import createCache, { type EmotionCache } from "@emotion/cache"
import { StyleSheet } from "@emotion/sheet"

/** The key of the site's emotion cache on the server and in the browser: the class names' prefix. */
export const EMOTION_KEY = "css"

/**
 * The attribute that carries the ids of the page's regular styles chunk (gatsby-ssr.tsx). Not emotion's own
 * `data-emotion`: emotion's default cache, which @emotion/react creates when its module loads, would gather that tag
 * and insert it again at the end of <head>.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-styles"

/**
 * An emotion sheet that adopts the server's <style> elements where they are. Emotion's own hydrate inserts each one
 * again (at the end of <head>, or before the cache's first tag for a Global), and Chromium takes a <style> inserted
 * again for a new sheet: it recomputed the style and layout of the whole page, once when the script started and once
 * when the page hydrated (about 70 and 90 ms tasks on / with a 4x CPU slowdown). Global makes its sheets with this
 * sheet's constructor, so Chakra's global styles are adopted the same way. e2e/hydration.spec.ts checks that
 * hydrating moves no <style> element.
 */
class AdoptingStyleSheet extends StyleSheet {
  // (emotion hands it only tags it found in the document: the cache's own query and Global's)
  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes)
  }
}

/**
 * An emotion cache for a page the server rendered: the classes in the server's regular chunk count as inserted, and
 * its tag and the global styles' tags stay where the server put them. Without server HTML (`gatsby develop`) there
 * is nothing to adopt and it is emotion's usual cache.
 */
export function adoptServerStyles(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY })
  // (as createCache makes its own: in <head>, speedy in production, no nonce)
  cache.sheet = new AdoptingStyleSheet({ key: EMOTION_KEY, container: document.head })
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of node.getAttribute(SERVER_STYLES_ATTRIBUTE)?.split(" ") ?? []) cache.inserted[id] = true
    cache.sheet.hydrate([node])
  }
  return cache
}

let browserCache: EmotionCache | undefined

/** The browser's one emotion cache (gatsby-browser.tsx), made at the first render. */
export function browserEmotionCache(): EmotionCache {
  browserCache ??= adoptServerStyles()
  return browserCache
}
