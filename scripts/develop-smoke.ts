// The development server renders pages: starts `gatsby develop`, opens each route in Chromium, and checks that
// its h1 shows, no page error is thrown and nothing is logged as an error. Part of `npm test` (scripts/test.ts);
// exits 1 on a failure.
//
// Environment: DEVELOP_PORT (default 8300), TEST_CHROME_PATH, DEVELOP_ROUTES=sitemap to open every page of the last
// production build's sitemap (public/sitemap-*.xml) instead of the two below.
import fs from "node:fs"
import path from "node:path"
import { spawn, type ChildProcess } from "node:child_process"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, ensureTestChromium } from "./chromium-path"

const PORT = Number(process.env.DEVELOP_PORT ?? 8300)
const ORIGIN = `http://localhost:${PORT}`
const ROUTES = ["/", "/destinations/phuket"]
const START_TIMEOUT_MS = 6 * 60_000

/** The routes to open: the two above, or every page of the built sitemap. */
function routesToOpen(): string[] {
  if (process.env.DEVELOP_ROUTES !== "sitemap") return ROUTES
  const files = fs.readdirSync("public").filter((name) => /^sitemap-\d+\.xml$/.test(name))
  const locs = files.flatMap((name) => [...fs.readFileSync(path.join("public", name), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)])
  return locs.map((match) => new URL(match[1] ?? "/").pathname)
}

/** Resolves once the server answers a page with 200, or rejects after the timeout or when it exits. */
async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  let exited = false
  server.once("exit", () => (exited = true))
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(`${ORIGIN}/`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(
    exited ? "gatsby develop exited before it served a page" : `gatsby develop did not answer within ${START_TIMEOUT_MS / 1000} s`,
  )
}

/**
 * Starts `gatsby develop` in `dir` (a copy of the project, or the project itself) and opens the routes. With `logFile`,
 * the server's output goes there instead of to this terminal (npm test runs it beside the production build).
 */
export async function developSmoke({ dir = process.cwd(), logFile }: { dir?: string; logFile?: string } = {}): Promise<
  Array<{ route: string; ok: boolean }>
> {
  // read before the development server starts writing into public/
  const routes = routesToOpen()
  const output = logFile ? fs.openSync(logFile, "w") : "inherit"
  // detached: its own process group, so the webpack workers stop with it
  const server = spawn("npx", ["gatsby", "develop", "--port", String(PORT), "--host", "localhost"], {
    cwd: dir,
    stdio: ["ignore", output, output],
    detached: true,
  })
  // the server has its own copy of the file descriptor
  if (typeof output === "number") fs.closeSync(output)
  const results: Array<{ route: string; ok: boolean }> = []
  try {
    await waitForServer(server)
    const browser = await chromium.launch({ executablePath: ensureTestChromium(), args: CHROMIUM_ARGS })
    try {
      for (const route of routes) {
        const page = await browser.newPage()
        const errors: string[] = []
        page.on("pageerror", (error) => errors.push(error.message))
        // React reports what only development checks (a ref read as a prop, a key missing) with console.error
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text().split("\n")[0] ?? "")
        })
        let heading = ""
        try {
          // the first visit of a route compiles it, which takes a while on a cold cache
          await page.goto(`${ORIGIN}${route}`, { timeout: 180_000 })
          heading = (await page.locator("main h1").first().textContent({ timeout: 120_000 })) ?? ""
        } catch (error) {
          errors.push(String(error))
        }
        const ok = heading.trim() !== "" && errors.length === 0
        results.push({ route, ok })
        console.log(`${ok ? "✓" : "✘"} develop ${route}: h1 "${heading.trim()}"${errors.length ? `; errors: ${errors.join(" | ")}` : ""}`)
        await page.close()
      }
    } finally {
      await browser.close()
    }
  } catch (error) {
    console.error(`✘ develop: ${error instanceof Error ? error.message : String(error)}`)
    results.push({ route: "(server)", ok: false })
  } finally {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  return results
}

if (require.main === module) {
  developSmoke().then(
    (results) => process.exit(results.every((result) => result.ok) ? 0 : 1),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
