// npm start: builds the production site when needed, then serves it on localhost.
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"

const PORT = process.env.PORT ?? "9000"
const built = path.resolve("public/index.html")

/** The newest modification time under a folder. */
function newest(dir) {
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
console.log(`Serving the production site at http://localhost:${PORT}/`)
const serve = spawnSync("npx", ["gatsby", "serve", "--port", PORT, "--host", "localhost"], { stdio: "inherit" })
process.exit(serve.status ?? 0)
