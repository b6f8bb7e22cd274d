// npm test: type check, lint, Jest, the development server, production build, then Playwright against the build.
// Ends with one line of totals over Jest and Playwright: "N passed, N failed".
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync } from "node:child_process"
import { ensureChromium } from "./chromium-path.mjs"
import { developSmoke } from "./develop-smoke.mjs"
import { copyProject } from "./project-copy.mjs"

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

/** run(), without blocking: for a step that runs beside another. */
function runAsync(label, command, args) {
  const start = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env })
    child.on("exit", (code) => {
      console.log(`◀ ${label}: ${minutes(start)}`)
      resolve(code === 0)
    })
  })
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
// The development server runs in a copy of the project, beside the production build: each fills the other's
// single-threaded phases (one after the other they took 158 s on 2 cores, side by side 114 s), and develop's page
// data never mixes with the build's public/
if (ok) {
  console.log("\n▶ Development server (a copy of the project; its output in test-results/develop.log) and production build")
  const start = Date.now()
  const developDir = copyProject(fs.mkdtempSync(path.join(os.tmpdir(), "develop-")))
  fs.cpSync("data", path.join(developDir, "data"), { recursive: true })
  const [develop, built] = await Promise.all([
    developSmoke({ dir: developDir, logFile: "test-results/develop.log" }).then((results) => {
      console.log(`◀ Development server: ${minutes(start)}`)
      return results
    }),
    runAsync("Production build", "npm", ["run", "build"]),
  ])
  fs.rmSync(developDir, { recursive: true, force: true })
  passed += develop.filter((result) => result.ok).length
  failed += develop.filter((result) => !result.ok).length
  ok = develop.every((result) => result.ok) && built
  if (!develop.every((result) => result.ok)) console.log(fs.readFileSync("test-results/develop.log", "utf8").slice(-5000))
}
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
