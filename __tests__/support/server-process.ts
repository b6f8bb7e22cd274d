import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { spawn, type ChildProcess } from "node:child_process"

/**
 * The real server (server/main.ts) as a child process, for tests that need the process itself: killed with SIGKILL,
 * restarted on the same store, behind nginx (__tests__/server/faults.test.ts, e2e/serving.spec.ts). Each runs in a
 * process group of its own (tsx starts node as its child), so a kill reaches the server and not only tsx.
 */

// From __filename: under tsx's ESM loader (an ES module importing this file) __dirname is not the folder
export const REPO_ROOT = path.resolve(path.dirname(__filename), "../..")
const TSX = path.join(REPO_ROOT, "node_modules/.bin/tsx")

/** A port nothing listens on right now (the OS's choice: a server given PORT=0 could not say which it got). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** Polls `probe` until it returns a value (not undefined/false/null), or throws after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 10_000, intervalMs = 50, what = "the condition" }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined && value !== null && value !== false) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : ""
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/**
 * The least a build must hold for the server, written into `dir`: a home page, the 404 page and the confirmation
 * page of a plain form (its `data-inquiry-reference` element). No inline script: the CSP needs no hash.
 */
export function writeFixtureSite(dir: string): string {
  const page = (title: string, body = "") =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`
  fs.mkdirSync(path.join(dir, "inquiry/received"), { recursive: true })
  fs.writeFileSync(path.join(dir, "index.html"), page("Home"))
  fs.writeFileSync(path.join(dir, "404.html"), page("Not found"))
  fs.writeFileSync(path.join(dir, "inquiry/received/index.html"), page("Received", '<p><strong data-inquiry-reference=""></strong></p>'))
  return dir
}

export interface ServerProcess {
  port: number
  origin: string
  varDir: string
  env: Record<string, string>
  pid: number
  /** What it has written to stdout and stderr so far (the last 256 KB). */
  output(): string
  /** True once the process has exited. */
  readonly exited: boolean
  /** Resolves when it has exited. */
  exit: Promise<void>
  /** SIGTERM (a clean stop: waits for it, then SIGKILL after `timeoutMs`) or SIGKILL (at once: a crash). */
  stop(signal?: "SIGTERM" | "SIGKILL", timeoutMs?: number): Promise<void>
}

export interface StartOptions {
  /** Settings (server/config.ts); PORT, HOST (127.0.0.1), VAR_DIR (a new temporary folder) and SITE_URL have defaults. */
  env?: Record<string, string>
  /** "healthy": GET /api/health answers 200 (default); "listening": any HTTP answer (a store that is down gives 503). */
  ready?: "healthy" | "listening"
  readyTimeoutMs?: number
}

const OUTPUT_LIMIT = 256 * 1024

/** Starts `tsx server/main.ts` and waits until it is ready. The environment starts from this process's. */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort()
  const varDir = options.env?.VAR_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "luxury-dmc-server-"))
  const env: Record<string, string> = {
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: "",
    SMTP_URL: "",
    LOG_LEVEL: "info",
    ...options.env,
    PORT: String(port),
    VAR_DIR: varDir,
  }
  const child: ChildProcess = spawn(TSX, ["server/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8")
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT)
  }
  child.stdout?.on("data", collect)
  child.stderr?.on("data", collect)
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true
      resolve()
    }),
  )
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const origin = `http://127.0.0.1:${port}`
  const server: ServerProcess = {
    port,
    origin,
    varDir,
    env,
    pid: child.pid ?? 0,
    output: () => output,
    get exited() {
      return exited
    },
    exit,
    async stop(signal = "SIGTERM", timeoutMs = 10_000) {
      if (exited) return
      signalGroup(signal)
      const timer = setTimeout(() => signalGroup("SIGKILL"), signal === "SIGKILL" ? 0 : timeoutMs)
      await exit
      clearTimeout(timer)
      // tsx's child may outlive tsx by a moment after SIGKILL: wait until the port is free again
      if (signal === "SIGKILL")
        await waitFor(async () => !(await answers(origin)), { timeoutMs: 5_000, what: `${origin} to stop answering` })
    },
  }
  const ready = options.ready ?? "healthy"
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error(`the server exited before it was ready:\n${output.slice(-4000)}`)
        const response = await fetch(`${origin}/api/health`)
        await response.arrayBuffer()
        return ready === "listening" || response.status === 200
      },
      { timeoutMs: options.readyTimeoutMs ?? 30_000, intervalMs: 100, what: `${origin}/api/health` },
    )
  } catch (error) {
    await server.stop("SIGKILL")
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.slice(-4000)}`)
  }
  return server
}

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1000) })
    await response.arrayBuffer()
    return true
  } catch {
    return false
  }
}
