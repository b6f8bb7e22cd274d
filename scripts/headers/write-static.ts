// Writes static/_headers: the site's headers without the CSP, for a deploy of public/ before the build's last step.
// Run it after changing security-headers.ts (e2e/serving.spec.ts fails while it is stale):
//
//   npx tsx scripts/headers/write-static.ts
import fs from "node:fs"
import path from "node:path"
import { staticHeadersFile } from "./security-headers"

const file = path.join(__dirname, "../../static/_headers")
fs.writeFileSync(file, staticHeadersFile())
console.log("headers: wrote static/_headers")
