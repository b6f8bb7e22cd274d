// The build's last step (src/node/post-build.ts), and deploy/serve.ts's for the folder it serves: precompress the text
// files of a build for nginx's gzip_static.
//
// Writes <file>.gz (zlib level 9) next to every html, js, css, json, xml, svg, txt and webmanifest file,
// keeping the original (clients that do not accept gzip get it). A .gz that is still current (same modification
// time as its file) is kept, one that would not be smaller is not written, and .gz files whose original is gone
// (an older build) are removed. nginx serves a .gz whenever it exists, so this runs after every other step of the build.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

export const COMPRESSIBLE = /\.(?:html|js|css|json|xml|svg|txt|webmanifest)$/

/** Every file under dir, with its path. */
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []))

/**
 * A .gz written from this very file: precompress gives it the original's modification time. Within 2 ms, since a copy
 * that keeps timestamps (npm test's, from the build's copy of the project) rounds each to the millisecond.
 */
function fresh(file: string, target: string): boolean {
  if (!fs.existsSync(target)) return false
  return Math.abs(fs.statSync(target).mtimeMs - fs.statSync(file).mtimeMs) < 2
}

export interface PrecompressResult {
  written: number
  upToDate: number
  skipped: number
  removed: number
  /** Bytes of the files written, before and after. */
  before: number
  after: number
}

/** Writes the missing and outdated .gz files of publicDir; returns counts and sizes. */
export function precompress(publicDir: string): PrecompressResult {
  let written = 0
  let upToDate = 0
  let skipped = 0
  let removed = 0
  let before = 0
  let after = 0
  for (const file of files(publicDir)) {
    if (file.endsWith(".gz")) {
      if (!fs.existsSync(file.slice(0, -3))) {
        fs.rmSync(file)
        removed++
      }
      continue
    }
    if (!COMPRESSIBLE.test(file)) continue
    const target = `${file}.gz`
    if (fresh(file, target)) {
      upToDate++
      continue
    }
    const source = fs.readFileSync(file)
    const gzipped = zlib.gzipSync(source, { level: 9 })
    if (gzipped.length >= source.length) {
      fs.rmSync(target, { force: true })
      skipped++
      continue
    }
    fs.writeFileSync(target, gzipped)
    // Same modification time as the original: Last-Modified stays the file's own, and a rebuilt file is seen as newer
    const { atime, mtime } = fs.statSync(file)
    fs.utimesSync(target, atime, mtime)
    written++
    before += source.length
    after += gzipped.length
  }
  return { written, upToDate, skipped, removed, before, after }
}
