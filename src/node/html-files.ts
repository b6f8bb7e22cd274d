import fs from "node:fs"
import path from "node:path"

/** Applies `transform` to every HTML file under `dir`, writing only those it changes; returns how many changed. */
export function rewriteHtmlFiles(dir: string, transform: (html: string) => string): number {
  let changed = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) changed += rewriteHtmlFiles(file, transform)
    else if (entry.name.endsWith(".html")) {
      const html = fs.readFileSync(file, "utf8")
      const rewritten = transform(html)
      if (rewritten !== html) {
        fs.writeFileSync(file, rewritten)
        changed += 1
      }
    }
  }
  return changed
}
