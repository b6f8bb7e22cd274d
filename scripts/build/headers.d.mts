// Types for headers.mjs.
export const NGINX_HEADERS: string
export function adminHeadersPath(nginxOut: string): string
export const CLOUDFLARE_LINE_LIMIT: number

export function executableInlineScripts(html: string): string[]
export function sha256Source(text: string): string
export function inlineScriptHashes(files: string[]): string[]
export function hashedAssets(publicDir: string): string[]

export interface WriteHeadersResult {
  pages: number
  scriptHashes: string[]
  csp: string
  adminCsp: string
  /** A CSP line longer than Cloudflare Pages reads from _headers (Netlify and nginx are fine). */
  tooLong: boolean
}
export function writeHeaders(options: { publicDir: string; nginxOut?: string; headersFile?: boolean }): WriteHeadersResult
