// Finds Debian's Chromium for Playwright and Lighthouse (a browser download is not possible here).
import fs from "node:fs"
import { execSync } from "node:child_process"

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean)

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

export function findChromium() {
  return CANDIDATES.find((path) => fs.existsSync(path))
}

/** Returns a Chromium path, installing Debian's package when running as root with apt; otherwise says what to install. */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  const hasApt = fs.existsSync("/usr/bin/apt-get")
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package…")
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" })
    const installed = findChromium()
    if (installed) return installed
  }
  console.error("No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary.")
  process.exit(1)
}
