import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { precompress } from "../build/gzip"
import { REPO_ROOT } from "./repo-root"

// A build served by the site's own server (server/main.ts), as `npm start` and production serve it: nginx's headers
// and caching, /x and /x/, each language's 404 page with status 404, the build's .gz files. For the bench's own site;
// the reference site is not ours (no .gz files, and our CSP is not its policy): serve-build.ts serves it as a static
// host would.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/**
 * Starts the server over publicDir on 127.0.0.1 (port 0: a free one), with the content of `dataDir` (default: the
 * data/ next to publicDir, else the repository's) and a temporary VAR_DIR, no SMTP (nothing is sent), and waits until
 * GET /api/health answers. Resolves to { server: { close() }, origin }; close() stops it (SIGTERM) and resolves once
 * it has exited and its VAR_DIR is gone.
 */
export interface ServedSite {
  server: { close(): Promise<void> }
  origin: string
}

export async function serveSite(publicDir: string, { port = 0, dataDir }: { port?: number; dataDir?: string } = {}): Promise<ServedSite> {
  const root = path.resolve(publicDir)
  const siblingData = path.join(path.dirname(root), "data")
  const data = path.resolve(
    dataDir ?? (fs.existsSync(path.join(siblingData, "languages.json")) ? siblingData : path.join(REPO_ROOT, "data")),
  )
  // As nginx's gzip_static would: the build's .gz files, written here when missing or stale (a no-op after a build)
  precompress(root)
  const listenPort = port || (await freePort())
  const origin = `http://127.0.0.1:${listenPort}`
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "lab-server-"))
  const removeVarDir = () => fs.rmSync(varDir, { recursive: true, force: true })
  process.once("exit", removeVarDir)
  const child = spawn(path.join(REPO_ROOT, "node_modules/.bin/tsx"), ["server/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      PUBLIC_DIR: root,
      DATA_DIR: data,
      VAR_DIR: varDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  const exited = new Promise((resolve) => child.once("exit", resolve))

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the site's server exited before it answered:\n${output}`)
    try {
      const response = await fetch(`${origin}/api/health`)
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`the site's server did not answer ${origin}/api/health within 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
    await exited
    clearTimeout(timer)
    removeVarDir()
  }
  return { server: { close }, origin }
}
