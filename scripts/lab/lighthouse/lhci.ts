// Lighthouse through Lighthouse CI (@lhci/cli): `lhci collect` runs Lighthouse on each URL in a fresh Chromium,
// `lhci assert` judges each URL's median against the budgets, and `lhci upload --target=filesystem` writes every run
// with a manifest that marks each URL's median run. Each call works in a folder of its own.
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { z } from "zod"
import { CHROMIUM_ARGS, ensureChromium } from "../../chromium-path"
import type { AssertionResult } from "./assertions"

const LHCI = require.resolve("@lhci/cli/src/cli.js")
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

/** lhci's assertion-results.json and the filesystem upload's manifest.json: the fields read. */
const assertionResultsSchema = z.array(
  z.looseObject({
    url: z.string(),
    name: z.string(),
    auditId: z.string(),
    auditProperty: z.string().optional(),
    operator: z.string(),
    actual: z.number().nullish(),
    expected: z.number().nullish(),
    passed: z.boolean(),
    level: z.string(),
  }),
)
const manifestSchema = z.array(
  z.looseObject({ url: z.string(), isRepresentativeRun: z.boolean(), jsonPath: z.string(), htmlPath: z.string() }),
)

export interface LighthouseRun {
  url: string
  median: boolean
  /** The report as written (summary.ts reads it). */
  lhr: unknown
  htmlPath: string
}

/** Runs one lhci command in `cwd`; resolves to its exit code and output (printed through when `show`). */
function lhci(args: string[], cwd: string, show: boolean): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI, ...args], { cwd, stdio: ["ignore", show ? "inherit" : "pipe", "pipe"] })
    let output = ""
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      if (show) process.stderr.write(chunk)
    })
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, output }))
  })
}

/**
 * Lighthouse (mobile preset, simulated throttling) `runs` times on each URL, in `dir` (emptied first).
 * With `assertions` (lhci's format), also lhci's verdict: the failed assertions.
 */
export async function lighthouseCi({
  dir,
  urls,
  runs,
  assertions,
}: {
  dir: string
  urls: string[]
  runs: number
  assertions?: Record<string, unknown> | undefined
}): Promise<{ runs: LighthouseRun[]; failed: AssertionResult[] }> {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const config = path.join(dir, "lighthouserc.json")
  const ci = {
    collect: {
      url: urls,
      numberOfRuns: runs,
      chromePath: ensureChromium(),
      settings: { chromeFlags: [...CHROMIUM_ARGS, "--headless=new"].join(" "), onlyCategories: CATEGORIES },
    },
    assert: { assertions: assertions ?? {} },
    upload: { target: "filesystem", outputDir: "reports" },
  }
  fs.writeFileSync(config, `${JSON.stringify({ ci }, null, 2)}\n`)

  const collected = await lhci(["collect", `--config=${config}`], dir, true)
  if (collected.code !== 0) throw new Error(`lhci collect exited with ${collected.code}`)
  let failed: AssertionResult[] = []
  if (assertions) {
    // exit code 1 means an assertion failed; the results file says which (and its absence, that lhci itself failed)
    const asserted = await lhci(["assert", `--config=${config}`], dir, false)
    const resultsFile = path.join(dir, ".lighthouseci", "assertion-results.json")
    if (!fs.existsSync(resultsFile)) throw new Error(`lhci assert exited with ${asserted.code}:\n${asserted.output}`)
    failed = assertionResultsSchema
      .parse(JSON.parse(fs.readFileSync(resultsFile, "utf8")))
      .filter((result) => !result.passed && result.level === "error")
  }
  const uploaded = await lhci(["upload", `--config=${config}`], dir, false)
  if (uploaded.code !== 0) throw new Error(`lhci upload exited with ${uploaded.code}:\n${uploaded.output}`)
  const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, "reports", "manifest.json"), "utf8")))
  return {
    runs: manifest.map((entry) => ({
      url: entry.url,
      median: entry.isRepresentativeRun,
      lhr: JSON.parse(fs.readFileSync(entry.jsonPath, "utf8")) as unknown,
      htmlPath: entry.htmlPath,
    })),
    failed,
  }
}
