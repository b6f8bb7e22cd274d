// Finds Debian's Chromium builds (a browser download is not possible here), installing the package when missing:
// - `chromium`, the full browser, for the lab (Lighthouse, the phone lab, bench:scale's timings): it measures what
//   a visitor's Chrome does;
// - `chromium-headless-shell` for the tests: the build Playwright itself runs headless tests in (its registry picks
//   "chromium-headless-shell" when headless), without the full browser's machinery; section-tabs.spec took 132
//   instead of 227 CPU-seconds in it.
import fs from "node:fs"
import { execSync } from "node:child_process"

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
]

interface Browser {
  /** The environment variable that names its binary. */
  variable: string
  paths: string[]
  debianPackage: string
}

const BROWSER: Browser = { variable: "CHROME_PATH", paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser"], debianPackage: "chromium" }
const TEST_BROWSER: Browser = {
  variable: "TEST_CHROME_PATH",
  paths: ["/usr/bin/chromium-headless-shell"],
  debianPackage: "chromium-headless-shell",
}

/** The first of the variable's path and the usual paths that exists. */
function find({ variable, paths }: Browser): string | undefined {
  return [process.env[variable], ...paths].filter((path): path is string => Boolean(path)).find((path) => fs.existsSync(path))
}

/** Returns the browser's path, installing Debian's package when running as root with apt; otherwise says what to install. */
function ensure(browser: Browser): string {
  const found = find(browser)
  if (found) return found
  const { variable, debianPackage } = browser
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log(`${debianPackage} not found: installing Debian's package…`)
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, { stdio: "inherit" })
    const installed = find(browser)
    if (installed) return installed
  }
  console.error(
    `No ${debianPackage} found. Install Debian's package (sudo apt-get install ${debianPackage}) or set ${variable} to its binary.`,
  )
  process.exit(1)
}

/** The full Chromium, for measuring. */
export const ensureChromium = (): string => ensure(BROWSER)

/** Chromium's headless shell, for the tests (Playwright's config reads it from TEST_CHROME_PATH). */
export const ensureTestChromium = (): string => ensure(TEST_BROWSER)
