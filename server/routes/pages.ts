import fs from "node:fs"
import path from "node:path"
import { escapeHtml } from "../mail/compose"
import type { SiteTexts } from "../site-texts"

/**
 * The pages a plain HTML form (no script) is answered with: the built pages of the site, in the visitor's language,
 * with one element filled in. public/[<lang>/]inquiry/received/index.html has an element with `data-inquiry-reference`
 * (the reference goes in), public/[<lang>/]inquiry/problem/index.html a `<ul data-form-problems>` (one <li> per
 * problem). The inline scripts stay as built, so the page's CSP hashes still hold. Read on every request: a new build
 * is served without a restart.
 */
export interface Pages {
  received(language: string, reference: string): Promise<string>
  problem(language: string, problems: ReadonlyArray<string>): Promise<string>
}

type Warn = (details: Record<string, unknown>, message: string) => void

/**
 * `html` with the content of the first element carrying `attribute` replaced by `inner` (already escaped HTML);
 * null when there is no such element. React renders attribute values with `>` escaped, so `[^>]*` stays in the tag.
 */
export function fillElement(html: string, attribute: string, inner: string): string | null {
  const open = new RegExp(`<([a-zA-Z][a-zA-Z0-9-]*)\\b[^>]*\\s${attribute}(?:=(?:"[^"]*"|'[^']*'|[^\\s>]*))?(?=[\\s/>])[^>]*>`).exec(html)
  if (!open) return null
  const start = open.index + open[0].length
  const end = html.indexOf(`</${open[1]}>`, start)
  if (end === -1) return null
  return html.slice(0, start) + inner + html.slice(end)
}

export function createPages(publicDir: string, siteTexts: SiteTexts, warn: Warn): Pages {
  const warned = new Set<string>()
  const warnOnce = (file: string, message: string) => {
    if (!warned.has(file)) warn({ file }, message)
    warned.add(file)
  }
  /** The built page with its element filled, or null (not built, or built without the element). */
  const filled = async (language: string, neutralPath: string, attribute: string, inner: string): Promise<string | null> => {
    const file = path.join(publicDir, siteTexts.pathIn(language, neutralPath), "index.html")
    let html: string
    try {
      html = await fs.promises.readFile(file, "utf8")
    } catch {
      warnOnce(file, "Page not built yet: answering with a minimal page instead")
      return null
    }
    const page = fillElement(html, attribute, inner)
    if (page === null) warnOnce(file, `The page has no ${attribute} element: answering with a minimal page instead`)
    return page
  }

  /** Until the site's pages exist (a build without them): a page with the same facts and no style. */
  const minimal = (language: string, title: string, body: string) =>
    [
      "<!doctype html>",
      `<html lang="${escapeHtml(language)}">`,
      `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
      `<body><main>${body}</main></body>`,
      "</html>",
    ].join("\n")

  return {
    async received(language, reference) {
      const inner = escapeHtml(reference)
      const page = await filled(language, "/inquiry/received", "data-inquiry-reference", inner)
      if (page !== null) return page
      const title = siteTexts.t(language, "form.received.title")
      return minimal(language, title, `<h1>${escapeHtml(title)}</h1>\n<p><strong data-inquiry-reference="">${inner}</strong></p>`)
    },
    async problem(language, problems) {
      const items = problems.map((text) => `<li>${escapeHtml(text)}</li>`).join("")
      const page = await filled(language, "/inquiry/problem", "data-form-problems", items)
      if (page !== null) return page
      const title = siteTexts.t(language, "form.problem.title")
      return minimal(language, title, `<h1>${escapeHtml(title)}</h1>\n<ul data-form-problems="">${items}</ul>`)
    },
  }
}
