// After `gatsby build`: precompress the text files of a build for nginx's gzip_static.
//
//   node scripts/headers/gzip.mjs [publicDir]
//
// Writes <file>.gz (zlib level 9) next to every html, js, css, json, xml, svg, txt and webmanifest file,
// keeping the original (clients that do not accept gzip get it). A .gz that would not be smaller is not
// written, and .gz files whose original is gone (an older build) are removed.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath } from "node:url"

export const COMPRESSIBLE = /\.(?:html|js|css|json|xml|svg|txt|webmanifest)$/

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

export function precompress(publicDir) {
  let written = 0
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
    const source = fs.readFileSync(file)
    const gzipped = zlib.gzipSync(source, { level: 9 })
    const target = `${file}.gz`
    if (gzipped.length >= source.length) {
      fs.rmSync(target, { force: true })
      skipped++
      continue
    }
    fs.writeFileSync(target, gzipped)
    // Same modification time as the original: Last-Modified stays the file's own
    const { atime, mtime } = fs.statSync(file)
    fs.utimesSync(target, atime, mtime)
    written++
    before += source.length
    after += gzipped.length
  }
  return { written, skipped, removed, before, after }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const publicDir = process.argv[2] ?? "public"
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`gzip: no ${path.join(publicDir, "index.html")}: run gatsby build first.`)
    process.exit(1)
  }
  const { written, skipped, removed, before, after } = precompress(publicDir)
  const mb = (bytes) => (bytes / 1e6).toFixed(1)
  console.log(
    `gzip: ${written} files precompressed (${mb(before)} MB -> ${mb(after)} MB), ${skipped} left as is (gzip not smaller), ${removed} stale .gz removed`,
  )
}
