// Types for gzip.mjs.
export const COMPRESSIBLE: RegExp

export interface PrecompressResult {
  written: number
  upToDate: number
  skipped: number
  removed: number
  /** Bytes of the files written, before and after. */
  before: number
  after: number
}
export function precompress(publicDir: string): PrecompressResult
