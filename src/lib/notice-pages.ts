import pages from "./notice-registry.json"
import type { SitePage } from "./site-pages"

/**
 * The short pages that say what became of a form the server received without script, or of a newsletter link: the
 * server answers with them (server/README.md, "HTTP"), filling in the inquiry's reference or its problems. Every one
 * is made in every language from one template (src/templates/notice.tsx, by src/node/create-pages.ts), carries
 * noindex and is left out of the sitemap. Apart from the page registry, so the pages' bundles do not carry them.
 */
export type NoticeId = keyof typeof pages

export const noticePages: Readonly<Record<NoticeId, SitePage>> = Object.fromEntries(
  Object.entries(pages).map(([id, page]) => [id, { ...page, noindex: true }]),
) as Record<NoticeId, SitePage>

export const NOTICE_IDS = Object.keys(pages) as NoticeId[]
