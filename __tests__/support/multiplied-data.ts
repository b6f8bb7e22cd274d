import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"

const ROOT = path.resolve(__dirname, "../..")
const SCRIPT = pathToFileURL(path.join(ROOT, "scripts/lab/scale/multiply.mjs")).href

/**
 * A copy of data/ with every hotel, vehicle, experience, concierge service and article multiplied `factor` times, as
 * bench:scale makes it (scripts/lab/scale/multiply.mjs, in a Node process of its own: Jest does not load ES modules).
 * The caller removes the folder.
 */
export function multipliedData(factor: number): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), "multiplied-data-"))
  fs.rmSync(to, { recursive: true })
  const options = JSON.stringify({ from: path.join(ROOT, "data"), to, factor })
  const code = `import * as scale from ${JSON.stringify(SCRIPT)}; scale.multiplyContent(${options})`
  execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: ROOT, encoding: "utf8" })
  return to
}
