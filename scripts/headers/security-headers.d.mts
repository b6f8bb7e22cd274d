// Types for security-headers.mjs (imported by the Playwright specs).
export type Header = [name: string, value: string]

export const ANALYTICS_ORIGINS: string[]
export const IMAGE_ORIGINS: string[]
export const CACHE_IMMUTABLE: string
export const CACHE_REVALIDATE: string
export const HASHED_ASSET_PATTERN: string
export const HASHED_ASSET: RegExp

export interface CspOptions {
  scriptHashes?: string[]
  analyticsOrigins?: string[]
}
export function cspDirectives(options?: CspOptions): Array<[directive: string, sources: string[]]>
export function contentSecurityPolicy(options?: CspOptions): string
export const CMS_LOCAL_BACKEND: string
export const CMS_GITHUB_API: string
export const CMS_GITHUB_AVATARS: string
export interface AdminCspOptions {
  localBackend?: string
}
export function adminCspDirectives(options?: AdminCspOptions): Array<[directive: string, sources: string[]]>
export function adminContentSecurityPolicy(options?: AdminCspOptions): string
export function adminSecurityHeaders(options?: AdminCspOptions): Header[]
export function securityHeaders(options?: CspOptions & { withCsp?: boolean }): Header[]

export { listHtmlFiles as htmlFiles } from "../lab/html.mjs"

export function renderNginxHeaders(headers: Header[]): string
export function renderHeadersFile(options: { headers: Header[]; adminHeaders?: Header[]; hashedAssets?: string[]; note?: string }): string

export const GENERATED: string
/** The committed static/_headers: every header but the CSP. */
export function staticHeadersFile(): string
