// Writes static/_headers: the site's headers without the CSP, for a deploy of public/ before the build's last step.
// Run it after changing security-headers.mjs (e2e/serving.spec.ts fails while it is stale):
//
//   node scripts/headers/write-static.mjs
import fs from "node:fs"
import { staticHeadersFile } from "./security-headers"

const file = new URL("../../static/_headers", import.meta.url)
fs.writeFileSync(file, staticHeadersFile())
console.log("headers: wrote static/_headers")
