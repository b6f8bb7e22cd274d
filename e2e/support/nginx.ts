import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { E2E_PORT } from "./e2e-server"

/** The repository root (this file is e2e/support/nginx.ts). */
export const REPO_ROOT = path.resolve(__dirname, "../..")
/** E2E_NGINX_PORT, else 300 above the site server's port (9100 -> 9400), so runs on different E2E_PORTs do not meet. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 300)
export const NGINX_URL = `http://127.0.0.1:${NGINX_PORT}`
/** The built site nginx serves: public/ unless E2E_PUBLIC_DIR names another build (absolute or from the repo root). */
export const PUBLIC_DIR = path.resolve(REPO_ROOT, process.env.E2E_PUBLIC_DIR ?? "public")

/**
 * Playwright webServer entry: deploy/serve.ts (Node with tsx's loader: one process, which the SIGTERM reaches) renders
 * deploy/nginx/*.template for PUBLIC_DIR and runs nginx in the foreground (daemon off), pid, logs and temp files in
 * $TMPDIR. SIGTERM lets it stop nginx and clean up. /api/ goes to the "site" project's server (e2e-server.ts), which
 * Playwright starts first.
 */
export const nginxWebServer = {
  command: `node --import tsx deploy/serve.ts --root "${PUBLIC_DIR}" --port ${NGINX_PORT} --host 127.0.0.1 --api-upstream localhost:${E2E_PORT}`,
  cwd: REPO_ROOT,
  url: `${NGINX_URL}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  stdout: "pipe" as const,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
}

export interface NginxProcess {
  url: string
  stop(): Promise<void>
}

/**
 * Another nginx of the same configuration (deploy/serve.ts), for a test that needs its own upstream: a second server,
 * or none at all. Ready when it answers; stop() ends it with SIGTERM (serve.ts then stops nginx and cleans up).
 */
export async function startNginx({
  port,
  apiUpstream,
  root = PUBLIC_DIR,
}: {
  port: number
  apiUpstream: string
  root?: string
}): Promise<NginxProcess> {
  const args = [
    "--import",
    "tsx",
    "deploy/serve.ts",
    "--root",
    root,
    "--port",
    String(port),
    "--host",
    "127.0.0.1",
    "--api-upstream",
    apiUpstream,
  ]
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`deploy/serve.ts exited with ${child.exitCode}:\n${output}`)
    try {
      await (await fetch(`${url}/`)).arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL")
        throw new Error(`nginx did not answer at ${url} within 20 s:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      await exit
    },
  }
}

export interface WrkResult {
  requests: number
  requestsPerSecond: number
  socketErrors: { connect: number; read: number; write: number; timeout: number }
  /** Responses whose status is not 2xx (counted by the Lua script below, not wrk's own "non-2xx or 3xx"). */
  non2xx: number
  latencyAvg: string
  transferPerSecond: string
  output: string
}

// wrk calls response() for every reply; done() sums the per-thread counters
const COUNT_NON_2XX = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) non2xx = 0 end
function response(status, headers, body) if status < 200 or status > 299 then non2xx = non2xx + 1 end end
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("non2xx") end
  io.write(string.format("non2xx %d\\n", total))
end
`

export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp): number => Number(pattern.exec(output)?.[1] ?? Number.NaN)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    requests: number(/(\d+) requests in/),
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    socketErrors: {
      connect: Number(errors?.[1] ?? 0),
      read: Number(errors?.[2] ?? 0),
      write: Number(errors?.[3] ?? 0),
      timeout: Number(errors?.[4] ?? 0),
    },
    non2xx: number(/^non2xx (\d+)$/m),
    latencyAvg: /Latency\s+(\S+)/.exec(output)?.[1] ?? "?",
    transferPerSecond: /Transfer\/sec:\s+(\S+)/.exec(output)?.[1] ?? "?",
    output,
  }
}

/** A bounded wrk run (default -t2 -c50 -d5s: about 100,000 requests a URL on 2 cores) against a URL, asking for gzip like a browser. */
export function runWrk(url: string, { threads = 2, connections = 50, seconds = 5 } = {}): WrkResult {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wrk-")), "count.lua")
  fs.writeFileSync(script, COUNT_NON_2XX)
  try {
    const run = spawnSync("wrk", [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip", "-s", script, url], {
      encoding: "utf8",
      timeout: (seconds + 20) * 1000,
    })
    if (run.error) throw new Error(`wrk could not run (install Debian's wrk package): ${run.error.message}`)
    if (run.status !== 0) throw new Error(`wrk exited with ${run.status}: ${run.stderr}`)
    return parseWrk(run.stdout)
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true })
  }
}

/** The executable inline scripts of an HTML document (not src= scripts, not data blocks such as ld+json). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? ""
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ""
    if (type !== "" && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue
    scripts.push(match[2] ?? "")
  }
  return scripts
}

/** Files of the build whose URL path matches, e.g. the hashed bundles or /static/ images. */
export function findBuilt(under: string, test: (urlPath: string) => boolean): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else {
        const url = `/${path.relative(PUBLIC_DIR, full).split(path.sep).join("/")}`
        if (test(url)) found.push(url)
      }
    }
  }
  walk(path.join(PUBLIC_DIR, under))
  return found.sort()
}
