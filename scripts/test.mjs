// npm test: type check, lint, Jest, the development server, production build, then Playwright against the build.
// Ends with one line of totals over Jest and Playwright: "N passed, N failed".
import fs from "node:fs"
import { spawnSync } from "node:child_process"
import { ensureChromium } from "./chromium-path.mjs"
import { developSmoke } from "./develop-smoke.mjs"

const env = { ...process.env, CHROME_PATH: ensureChromium() }
fs.mkdirSync("test-results", { recursive: true })

const started = Date.now()
const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`

/** Runs one step, then says how long it took (the README's timings come from these lines). */
function run(label, command, args) {
  console.log(`\n▶ ${label}`)
  const start = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env })
  console.log(`◀ ${label}: ${minutes(start)}`)
  return result.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

const steps = [
  ["Type check", "npx", ["tsc", "--noEmit"]],
  ["Lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
]
let ok = steps.every(([label, command, args]) => run(label, command, args))

let passed = 0
let failed = 0
if (ok) {
  fs.rmSync("test-results/jest.json", { force: true })
  ok = run("Jest", "npx", ["jest", "--json", "--outputFile=test-results/jest.json"]) && ok
  const jest = readJson("test-results/jest.json")
  passed += jest?.numPassedTests ?? 0
  failed += jest?.numFailedTests ?? (ok ? 0 : 1)
}
// Before the production build: gatsby develop writes its own page data into public/, which the build then replaces
if (ok) {
  console.log("\n▶ Development server")
  const start = Date.now()
  const develop = await developSmoke()
  console.log(`◀ Development server: ${minutes(start)}`)
  passed += develop.filter((result) => result.ok).length
  failed += develop.filter((result) => !result.ok).length
  ok = develop.every((result) => result.ok)
}
if (ok) ok = run("Production build", "npm", ["run", "build"])
if (ok) {
  fs.rmSync("test-results/playwright.json", { force: true })
  ok = run("Playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]) && ok
  const stats = readJson("test-results/playwright.json")?.stats
  passed += stats?.expected ?? 0
  failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (stats ? 0 : 1)
}
if (!ok && failed === 0) failed = 1
console.log(`\nnpm test took ${minutes(started)}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
