// Serves a built site with nginx in the foreground, the way production does (deploy/nginx/*.template):
// for the Playwright "nginx" project and for a local preview. No root needed: pid, logs and temp files go to
// $TMPDIR/luxury-dmc-nginx-<uid>-<port>, removed on exit.
//
//   npx tsx deploy/serve.ts [--root public] [--port 9400] [--host 127.0.0.1] [--api-upstream localhost:9000]
//
// /api/ goes to --api-upstream: by default the site's server as `npm start` / `npm run server` runs it (PORT 9000,
// HOST localhost); without one running there, /api/ answers 502 (the forms then offer e-mail and WhatsApp).
//
// The security headers are computed from the served folder itself (scripts/build/headers.ts, written
// into the temp folder), so the CSP always matches its inline scripts; missing or outdated .gz files are
// written first (the build's gzip step, scripts/build/gzip.ts).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { renderServer, renderStandalone } from "./render-nginx"
import { writeHeaders } from "../scripts/build/headers"
import { precompress } from "../scripts/build/gzip"

const args = process.argv.slice(2)
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`)
  return (at >= 0 ? args[at + 1] : undefined) || fallback
}
const root = path.resolve(option("root", "public"))
const port = Number(option("port", "9400"))
const host = option("host", "127.0.0.1")
const apiUpstream = option("api-upstream", "localhost:9000")

function fail(message: string): never {
  console.error(`serve: ${message}`)
  process.exit(1)
}

/** nginx from NGINX_BIN, PATH, or /usr/sbin (often missing from a non-root PATH). */
function findNginx(): string | undefined {
  const candidates = [
    process.env.NGINX_BIN,
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "nginx")),
    "/usr/sbin/nginx",
    "/usr/local/sbin/nginx",
  ]
  return candidates.find((file): file is string => Boolean(file) && fs.existsSync(file ?? ""))
}

const nginx = findNginx() ?? fail("nginx not found: install it (Debian: apt-get install nginx-light) or set NGINX_BIN")
if (!fs.existsSync(path.join(root, "index.html"))) fail(`no ${path.join(root, "index.html")}: build the site first (npm run build)`)

const uid = typeof process.getuid === "function" ? process.getuid() : 0
const prefix = path.join(os.tmpdir(), `luxury-dmc-nginx-${uid}-${port}`)
fs.rmSync(prefix, { recursive: true, force: true })
fs.mkdirSync(prefix, { recursive: true })

// nginx would serve a stale .gz over a rebuilt file: bring them up to date (a no-op after the build's gzip step)
const { written } = precompress(root)
if (written > 0)
  console.log(`serve: precompressed ${written} files of ${root} that had no up-to-date .gz (is the build's gzip step missing?)`)
const headers = path.join(prefix, "security-headers.conf")
const { scriptHashes } = writeHeaders({ publicDir: root, nginxOut: headers, headersFile: false })

const serverFile = path.join(prefix, "server.conf")
fs.writeFileSync(
  serverFile,
  renderServer({
    root,
    listen: `${host}:${port}`,
    serverName: "localhost",
    headers,
    apiUpstream,
    accessLog: `${prefix}/logs/access.log combined buffer=64k flush=1s`,
  }),
)
// As root (CI), the workers would otherwise run as nobody and might not be allowed into the checkout
const conf = path.join(prefix, "nginx.conf")
fs.writeFileSync(conf, renderStandalone({ prefix, serverFile, daemon: "off", user: uid === 0 ? "root" : undefined }))

// -e (nginx >= 1.19.5) keeps even the start-up log out of /var/log
const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr ?? "")
const [major = 0, minor = 0, patch = 0] = (version?.slice(1) ?? ["0", "0", "0"]).map(Number)
const errorLogFlag =
  major > 1 || (major === 1 && (minor > 19 || (minor === 19 && patch >= 5))) ? ["-e", path.join(prefix, "logs/error.log")] : []
const nginxArgs = ["-p", prefix, "-c", conf, ...errorLogFlag]

const check = spawnSync(nginx, ["-t", "-q", ...nginxArgs], { encoding: "utf8" })
if (check.status !== 0) fail(`nginx rejects ${conf}:\n${check.stderr}`)

console.log(
  `serve: nginx serving ${root} at http://${host}:${port}/, /api/ from ${apiUpstream} (${scriptHashes.length} script hashes; config ${conf})`,
)
const child = spawn(nginx, nginxArgs, { stdio: "inherit" })

let stopping = false
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    stopping = true
    child.kill("SIGTERM") // nginx: fast shutdown
  })
}
child.on("exit", (code, signal) => {
  if (!stopping) {
    const log = path.join(prefix, "logs/error.log")
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, "utf8").split("\n").slice(-20).join("\n"))
  }
  fs.rmSync(prefix, { recursive: true, force: true })
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)))
})
