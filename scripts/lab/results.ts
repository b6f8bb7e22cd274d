import fs from "node:fs"
import path from "node:path"
import { writeLatest } from "./latest"
import { REPO_ROOT } from "./repo-root"

/**
 * Writes a tool's results to bench-results/<name>.json (two-space JSON, final newline), then docs/benchmarks/latest.md
 * from every tool's latest; returns the JSON's path from the repository.
 */
export function writeResults(name: string, results: unknown): string {
  const file = path.join(REPO_ROOT, "bench-results", `${name}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  writeLatest()
  return path.relative(REPO_ROOT, file)
}
