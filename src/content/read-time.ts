/** Reading speed behind every article's read time. */
export const WORDS_PER_MINUTE = 230

interface BodySection {
  heading?: string | null
  blocks: ReadonlyArray<{ text?: string | null; title?: string | null; cite?: string | null; items?: ReadonlyArray<string> | null }>
}

const words = (s: string | null | undefined) => (s ? s.split(/\s+/).filter(Boolean).length : 0)

/** Every word a reader reads in an article body. */
export function articleWordCount(body: ReadonlyArray<BodySection>): number {
  let count = 0
  for (const section of body) {
    count += words(section.heading)
    for (const block of section.blocks) {
      count += words(block.text) + words(block.title) + words(block.cite)
      for (const item of block.items ?? []) count += words(item)
    }
  }
  return count
}

/** Minutes to read an article body, at least one (derived, never typed by hand). */
export function readTimeMinutes(body: ReadonlyArray<BodySection>): number {
  return Math.max(1, Math.round(articleWordCount(body) / WORDS_PER_MINUTE))
}
