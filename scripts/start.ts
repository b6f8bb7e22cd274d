// npm start: builds the production site when needed, then starts the site's own server (server/main.ts) on it: the
// pages as nginx serves them and the forms' API. Settings from the environment (server/config.ts); PORT 9000.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"

const PORT = process.env.PORT ?? "9000"
const built = path.resolve("public/index.html")

/** The newest modification time under a folder. */
function newest(dir: string): number {
  let latest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return latest
}

const sources = ["src", "data", "static"].filter((dir) => fs.existsSync(dir))
const stale =
  !fs.existsSync(built) || Math.max(...sources.map(newest), fs.statSync("gatsby-config.ts").mtimeMs) > fs.statSync(built).mtimeMs
if (stale) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn(path.resolve("node_modules/.bin/tsx"), ["server/main.ts"], { stdio: "inherit", env: { ...process.env, PORT } })
// Ctrl+C reaches the server too (same terminal); a SIGTERM from a service manager is passed on: it then stops cleanly
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => server.kill(signal))
server.on("error", (error) => {
  console.error(`npm start: could not start the server: ${error.message}`)
  process.exit(1)
})
// Its exit code is npm start's (killed by a signal: 128 + its number, as a shell reports it)
server.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0)))
