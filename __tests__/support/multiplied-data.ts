import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { multiplyContent } from "../../scripts/lab/scale/multiply"

const ROOT = path.resolve(__dirname, "../..")

/**
 * A copy of data/ with every hotel, vehicle, experience, concierge service and article multiplied `factor` times, as
 * bench:scale makes it (scripts/lab/scale/multiply.ts). The caller removes the folder.
 */
export function multipliedData(factor: number): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), "multiplied-data-"))
  fs.rmSync(to, { recursive: true })
  multiplyContent({ from: path.join(ROOT, "data"), to, factor })
  return to
}
