// npm test: type check, lint, Jest, the development server, production build, then Playwright against the build.
// Ends with one line of totals over Jest and Playwright: "N passed, N failed".
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { z } from "zod"
import { ensureTestChromium } from "./chromium-path"
import { developSmoke } from "./develop-smoke"
import { copyBuildEnv, copyProjectWithData } from "./project-copy"
import { addDestination } from "../e2e/support/added-destination"

const env: NodeJS.ProcessEnv = { ...process.env, TEST_CHROME_PATH: ensureTestChromium() }
fs.mkdirSync("test-results", { recursive: true })

const started = Date.now()
const minutes = (since: number) => `${((Date.now() - since) / 60_000).toFixed(1)} min`

/** Runs one step (a promise), then says how long it took (the README's timings come from these lines). */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  console.log(`\n▶ ${label}`)
  const start = Date.now()
  const result = await step()
  console.log(`◀ ${label}: ${minutes(start)}`)
  return result
}

/** Runs a command as a step (in `cwd`, the repository unless named); true when it succeeded. */
const run = (label: string, command: string, args: string[], { cwd, stepEnv = env }: { cwd?: string; stepEnv?: NodeJS.ProcessEnv } = {}) =>
  timed(
    label,
    () =>
      new Promise<boolean>((resolve) =>
        spawn(command, args, { stdio: "inherit", cwd, env: stepEnv }).on("exit", (code) => resolve(code === 0)),
      ),
  )

/**
 * Makes the repository serve the copy's build: its public/ (Playwright's servers, server/main.ts and nginx, read
 * nothing else). The repository's own .cache goes: it described the public/ just replaced, and the copy's is keyed to
 * the copy's path, so the next build here starts cold.
 */
function takeBuiltSite(dir: string): void {
  for (const name of ["public", ".cache"]) fs.rmSync(name, { recursive: true, force: true })
  // Timestamps kept: a .gz older than its file reads as stale, and the nginx tests' server would gzip it again
  fs.cpSync(path.join(dir, "public"), "public", { recursive: true, preserveTimestamps: true })
}

/** The fields read of Jest's --json output and Playwright's JSON report. */
const jestReportSchema = z.object({ numPassedTests: z.number(), numFailedTests: z.number() })
const playwrightReportSchema = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number() }).optional(),
})

/** A report read with its schema, or null when it is missing or not what was expected. */
function readJson<Schema extends z.ZodType>(file: string, schema: Schema): z.infer<Schema> | null {
  try {
    return schema.parse(JSON.parse(fs.readFileSync(file, "utf8")))
  } catch {
    return null
  }
}

async function main(): Promise<void> {
  // Type check, lint and Jest side by side: tsc and ESLint use one core each, so alone they leave the other idle
  fs.rmSync("test-results/jest.json", { force: true })
  const checks = await Promise.all([
    run("Type check", "npx", ["tsc", "--noEmit"]),
    run("Lint", "npx", ["eslint", ".", "--max-warnings", "0"]),
    run("Jest", "npx", ["jest", "--json", "--outputFile=test-results/jest.json"]),
  ])
  let ok = checks.every(Boolean)
  const jest = readJson("test-results/jest.json", jestReportSchema)
  let passed = jest?.numPassedTests ?? 0
  let failed = jest?.numFailedTests ?? (checks[2] ? 0 : 1)

  // The development server runs in a copy of the project, beside the production build: each fills the other's
  // single-threaded phases (one after the other they took 158 s on 2 cores, side by side 114 s), and develop's page
  // data never mixes with the build's public/.
  // The production build runs in a copy too, whose public/ then replaces the repository's: the content manager's test
  // edits that copy and builds it again (E2E_CMS_PROJECT), warm, as a CMS deploy with a build cache does. Gatsby keys
  // processed pictures and its caches by absolute path (scripts/project-copy.ts), so only a build in the same folder
  // spares the second one that work
  // A third copy gets one destination added as data alone (e2e/support/added-destination.ts) and is built beside
  // them: e2e/added-destination.spec.ts then finds it everywhere a destination appears
  let buildDir: string | undefined
  let addedDir: string | undefined
  let addedBuilt = false
  if (ok) {
    const developDir = copyProjectWithData("develop-")
    buildDir = copyProjectWithData("build-")
    addedDir = copyProjectWithData("added-destination-")
    addDestination(path.join(addedDir, "data"))
    const [develop, built, added] = await Promise.all([
      timed("Development server (in a copy; its output in test-results/develop.log)", () =>
        developSmoke({ dir: developDir, logFile: "test-results/develop.log" }),
      ),
      run("Production build (in a copy; its public/ copied here)", "npx", ["gatsby", "build"], {
        cwd: buildDir,
        stepEnv: copyBuildEnv(env),
      }),
      run("Production build of a copy with a destination added as data", "npx", ["gatsby", "build"], {
        cwd: addedDir,
        stepEnv: copyBuildEnv(env),
      }),
    ])
    addedBuilt = added
    fs.rmSync(developDir, { recursive: true, force: true })
    if (built) takeBuiltSite(buildDir)
    const developOk = develop.every((result) => result.ok)
    passed += develop.filter((result) => result.ok).length
    failed += develop.filter((result) => !result.ok).length
    if (!developOk) console.log(fs.readFileSync("test-results/develop.log", "utf8").slice(-5000))
    ok = developOk && built
  }
  if (ok) {
    fs.rmSync("test-results/playwright.json", { force: true })
    ok =
      (await run("Playwright", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
        stepEnv: { ...env, E2E_CMS_PROJECT: buildDir },
      })) && ok
    const stats = readJson("test-results/playwright.json", playwrightReportSchema)?.stats
    passed += stats?.expected ?? 0
    failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (stats ? 0 : 1)
  }
  if (addedDir) {
    fs.rmSync("test-results/added-destination.json", { force: true })
    const addedOk =
      addedBuilt &&
      (await run("Playwright: the added destination", "npx", ["playwright", "test", "-c", "e2e/added-destination.config.ts"], {
        stepEnv: { ...env, ADDED_DESTINATION_PROJECT: addedDir },
      }))
    const stats = readJson("test-results/added-destination.json", playwrightReportSchema)?.stats
    passed += stats?.expected ?? 0
    failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (stats ? 0 : 1)
    ok = addedOk && ok
    fs.rmSync(addedDir, { recursive: true, force: true })
  }
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true })
  if (!ok && failed === 0) failed = 1
  console.log(`\nnpm test took ${minutes(started)}`)
  console.log(`\n${passed} passed, ${failed} failed`)
  process.exit(ok ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
