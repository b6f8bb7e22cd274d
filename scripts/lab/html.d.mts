// Types for html.mjs (imported by scripts/build and the Playwright specs).
import type { DomUtils, parseDocument } from "htmlparser2"

export type HtmlDocument = ReturnType<typeof parseDocument>
export type HtmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number]

export function listHtmlFiles(dir: string): string[]
export function pagePath(publicDir: string, file: string): string
export function resolveSitePath(publicDir: string, pathname: string): string | null
export function parseHtml(html: string): HtmlDocument
export function elements(document: HtmlDocument, name: string): HtmlElement[]
export function textOf(node: HtmlElement): string
