// Renders the nginx configuration of the site from deploy/nginx/*.template.
//
// Behind a system nginx (production): the server block only, into its config folder:
//   npx tsx deploy/render-nginx.ts --root /srv/luxury-dmc/public --listen 80 --server-name www.luxurydmcthailand.com \
//     --out /etc/nginx/sites-enabled/luxury-dmc.conf
// Standalone (its own master process; pid, logs and temp files under --prefix; no root needed):
//   npx tsx deploy/render-nginx.ts --root public --listen 127.0.0.1:9400 --standalone --prefix /tmp/site-nginx
//   nginx -p /tmp/site-nginx -c /tmp/site-nginx/nginx.conf
// deploy/serve.ts does the standalone case for the tests.
//
// Options: --api-upstream <host:port> (default 127.0.0.1:9001): where /api/ goes, the site's server (server/, its PORT
// and HOST; deploy/luxury-dmc-server.service); --headers <file> (default deploy/generated/security-headers.conf,
// written by scripts/build/headers.ts; the /admin/ include, admin-security-headers.conf, is read from the same folder
// unless --admin-headers <file> says), --access-log <file|off>, --daemon on|off, --user <name> (standalone, when
// started as root).
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSET_PATTERN, securityHeaders } from "../scripts/headers/security-headers"

const DEPLOY = __dirname
export const DEFAULT_HEADERS = path.join(DEPLOY, "generated/security-headers.conf")
/** The site's server in production (deploy/luxury-dmc-server.service: PORT=9001, HOST=127.0.0.1). */
export const DEFAULT_API_UPSTREAM = "127.0.0.1:9001"

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for ${match}`)
    return value
  })
}

const read = (name: string) => fs.readFileSync(path.join(DEPLOY, "nginx", name), "utf8")

/** The languages after the default one (data/languages.json), each served under /<code>/ with its own 404 page. */
function languageLocations(dataDir = process.env.CONTENT_DIR ?? path.join(DEPLOY, "..", "data")): string {
  const languages = z.array(z.object({ code: z.string() })).parse(JSON.parse(fs.readFileSync(path.join(dataDir, "languages.json"), "utf8")))
  return languages
    .slice(1)
    .map(
      ({ code }) => `    location ^~ /${code}/ {
        error_page 404 /${code}/404.html;
        include "{{SECURITY_HEADERS}}";
        add_header Cache-Control "{{CACHE_REVALIDATE}}" always;
        try_files $uri $uri/index.html =404;
    }
`,
    )
    .join("")
}

/** host:port (a name, IPv4 or [IPv6]), or an nginx upstream's name: nothing that could end the directive. */
function checkUpstream(upstream: string): string {
  if (!/^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(?::\d{1,5})?$/.test(upstream))
    throw new Error(`--api-upstream: not a host:port: ${upstream}`)
  return upstream
}

/**
 * The API location sends nginx's security headers and Cache-Control: the server's own (static-site.ts adds the same
 * ones to what it serves) are dropped, or a browser would get each twice.
 */
const apiHiddenHeaders = () =>
  [...securityHeaders({ scriptHashes: [] }).map(([name]) => name), "Cache-Control"]
    .map((name) => `        proxy_hide_header ${name};`)
    .join("\n")

export interface ServerOptions {
  root: string
  apiUpstream?: string | undefined
  listen?: string | undefined
  serverName?: string | undefined
  headers?: string | undefined
  adminHeaders?: string | undefined
  accessLog?: string | undefined
}

export interface StandaloneOptions {
  prefix: string
  serverFile: string
  daemon?: string | undefined
  user?: string | undefined
  errorLog?: string | undefined
}

/** The server block. */
export function renderServer({
  root,
  apiUpstream = DEFAULT_API_UPSTREAM,
  listen = "80",
  serverName = "_",
  headers = DEFAULT_HEADERS,
  adminHeaders = path.join(path.dirname(headers), "admin-security-headers.conf"),
  accessLog = "/var/log/nginx/access.log",
}: ServerOptions): string {
  return fill(read("server.conf.template").replace("{{LANGUAGE_LOCATIONS}}", languageLocations()), {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: path.resolve(root),
    ACCESS_LOG: accessLog,
    SECURITY_HEADERS: path.resolve(headers),
    ADMIN_SECURITY_HEADERS: path.resolve(adminHeaders),
    CACHE_IMMUTABLE,
    CACHE_REVALIDATE,
    HASHED_ASSET_PATTERN,
    API_UPSTREAM: checkUpstream(apiUpstream),
    API_HIDDEN_HEADERS: apiHiddenHeaders(),
  })
}

/** A complete nginx.conf that includes `serverFile`; everything it writes goes under `prefix`. */
export function renderStandalone({ prefix, serverFile, daemon = "on", user, errorLog }: StandaloneOptions): string {
  for (const dir of ["logs", "temp"]) fs.mkdirSync(path.join(prefix, dir), { recursive: true })
  return fill(read("nginx.conf.template"), {
    PREFIX: path.resolve(prefix),
    // `user` only means something to a master started as root; its workers then read the site as this user
    USER: user ? `user ${user};` : "# user: the workers run as whoever started nginx",
    DAEMON: daemon,
    ERROR_LOG: errorLog ?? path.join(path.resolve(prefix), "logs/error.log"),
    MIME_TYPES: path.join(DEPLOY, "nginx/mime.types"),
    SERVER: path.resolve(serverFile),
  })
}

function main(args: string[]): void {
  // --some-option value → someOption
  const options: Record<string, string | undefined> = {}
  let standalone = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ""
    if (arg === "--standalone") standalone = true
    else if (arg.startsWith("--")) options[arg.slice(2).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = args[++i]
  }
  const { root, prefix, out } = options
  if (!root) throw new Error("--root <public dir> is required")
  const server = renderServer({ ...options, root })
  if (!standalone) {
    if (out) fs.writeFileSync(out, server)
    else process.stdout.write(server)
    return
  }
  if (!prefix) throw new Error("--standalone needs --prefix <dir>")
  const serverFile = path.join(prefix, "server.conf")
  fs.mkdirSync(prefix, { recursive: true })
  fs.writeFileSync(serverFile, server)
  fs.writeFileSync(path.join(prefix, "nginx.conf"), renderStandalone({ ...options, prefix, serverFile }))
  console.log(path.join(prefix, "nginx.conf"))
}

if (require.main === module) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(`render-nginx: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
