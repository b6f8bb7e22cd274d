/**
 * The interface texts (data/translations) the CMS previews draw, as the site's cards do: src/node/cms-admin.ts hands
 * the preview these keys' texts in every language, and preview.ts looks them up with the site's translate().
 */
export const PREVIEW_TEXT_KEYS = ["hotels.perNight", "price.onRequest"] as const

/** The preview's texts by language code, then by key. */
export type PreviewTexts = Readonly<Record<string, Readonly<Record<string, string>>>>
