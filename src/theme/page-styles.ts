import type { EmotionCache } from "@emotion/cache"

/** One of @emotion/server's extractCriticalToChunks chunks: a style tag's CSS and the class ids it holds. */
export interface StyleChunk {
  key: string
  ids: string[]
  css: string
}

/**
 * The page's styles for its HTML: emotion's critical chunks, with the classes a render made but the HTML does not
 * show added to the regular chunk. A component rendered with `asChild` (our Button around a link) makes a class of
 * its own that ends merged into its child's, so it is never in the HTML and the critical extraction drops it; the
 * browser's cache then does not find it among the page's styles, inserts it while the page hydrates, and one rule
 * inserted into the page's sheets makes the browser recompute the style and layout of the whole page (a task of
 * about 200 ms on / with a 4x CPU slowdown). e2e/hydration.spec.ts checks that hydrating inserts no rule.
 */
export function pageStyles(cache: EmotionCache, chunks: readonly StyleChunk[]): StyleChunk[] {
  const shipped = new Set(chunks.flatMap((chunk) => chunk.ids))
  const unseen = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] =>
      !shipped.has(entry[0]) && typeof entry[1] === "string" && cache.registered[`${cache.key}-${entry[0]}`] !== undefined,
  )
  return chunks.map((chunk) =>
    chunk.key === cache.key && unseen.length > 0
      ? { ...chunk, ids: [...chunk.ids, ...unseen.map(([id]) => id)], css: chunk.css + unseen.map(([, css]) => css).join("") }
      : chunk,
  )
}
