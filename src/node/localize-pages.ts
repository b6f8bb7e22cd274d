// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreatePage
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localizePath } from "../lib/languages"
import { FIRST_SLICE, type ListSlice } from "../lib/pagination"
import { readLanguages } from "./config-data"

/** The pages of src/pages that list content a page at a time: their first slice (create-pages.ts makes the others). */
const FIRST_SLICES: Record<string, ListSlice> = {
  [path.resolve("src/pages/blog.tsx")]: FIRST_SLICE,
  [path.resolve("src/pages/experiences.tsx")]: FIRST_SLICE,
}

/**
 * Every page of src/pages exists in each language: /contact and /de/contact, the same component with the
 * language in its context (page queries filter by `$language`). The 404 page of a language is /de/404.html for the
 * server (nginx, Cloudflare Pages) to send for unknown paths under its prefix; in the browser Gatsby shows its one
 * 404 page for every unknown path, in the language of that path (`notFound`, see PageShell). No matchPath: Gatsby
 * bundles every page a matchPath would shadow into the app's script, which then grew with each German page.
 * Each page's context also names its path in no particular language (`pagePath`), so the server and the browser
 * render the same switcher.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { language?: string } | undefined)?.language || page.path.startsWith("/dev-404-page")) return
  const languages = readLanguages()
  actions.deletePage(page)
  for (const { code } of languages) {
    const isDefault = code === languages[0]?.code
    // Gatsby names it /404 (or /404/, with other trailingSlash options) and /404.html
    const notFound = /^\/404(\/|\.html)?$/.test(page.path)
    const pagePath = notFound && !isDefault ? `/${code}${page.path}` : localizePath(page.path, code, languages)
    actions.createPage({
      ...page,
      path: pagePath,
      // The language switcher's target: this page in the other language; from a 404 page, the other language's home
      context: {
        ...page.context,
        ...FIRST_SLICES[page.component],
        language: code,
        pagePath: notFound ? "/" : page.path,
        ...(notFound ? { notFound } : {}),
      },
    })
  }
}
