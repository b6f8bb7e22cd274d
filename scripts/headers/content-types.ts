// The Content-Type of every file the site serves, from nginx's own configuration: the types of
// deploy/nginx/mime.types (the one table) and the charset_types of deploy/nginx/server.conf.template. The site's
// server (server/static-site.ts), the lab's static host (../lab/serve-build.ts) and the CMS test's server
// (e2e/support/static-server.ts) answer with what nginx sends. __dirname, not import.meta: Playwright and Jest load
// this module as CommonJS.
import fs from "node:fs"
import path from "node:path"

const DEPLOY = path.resolve(__dirname, "../../deploy")

/** A file's Content-Type as nginx sends it: "text/html; charset=utf-8", "image/png". */
export type ContentTypeOf = (file: string) => string

export function loadContentTypes(): ContentTypeOf {
  const mime = fs.readFileSync(path.join(DEPLOY, "nginx/mime.types"), "utf8").replace(/#.*$/gm, "")
  const block = /types\s*\{([^}]*)\}/.exec(mime)?.[1] ?? ""
  const byExtension = new Map<string, string>()
  for (const statement of block.split(";")) {
    const [type, ...extensions] = statement.trim().split(/\s+/)
    if (type) for (const extension of extensions) byExtension.set(extension.toLowerCase(), type)
  }
  const template = fs.readFileSync(path.join(DEPLOY, "nginx/server.conf.template"), "utf8")
  // nginx always counts text/html among charset_types
  const charsetTypes = new Set(["text/html", ...(/^\s*charset_types\s+([^;]+);/m.exec(template)?.[1]?.trim().split(/\s+/) ?? [])])
  return (file) => {
    // nginx's default_type (deploy/nginx/nginx.conf.template) for anything mime.types does not name
    const type = byExtension.get(path.extname(file).slice(1).toLowerCase()) ?? "application/octet-stream"
    return charsetTypes.has(type) ? `${type}; charset=utf-8` : type
  }
}
