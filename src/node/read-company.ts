import fs from "node:fs"
import path from "node:path"
import type { CompanyRecord } from "../content/schemas/company"
import { DATA_DIR } from "./data-dir"

/** The company's record, for the site's configuration (read before the data layer exists). */
export function readCompany(): CompanyRecord {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, "company.json"), "utf8")) as CompanyRecord
}
