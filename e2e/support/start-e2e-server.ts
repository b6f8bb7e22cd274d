// Playwright's webServer for the "site" project (e2e-server.ts): starts the site's server with an empty VAR_DIR, so
// every run begins with no inquiries, and passes SIGTERM on to it (it then closes its store).
//
//   npx tsx e2e/support/start-e2e-server.ts     (settings from the environment: E2E_SERVER_ENV)
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { E2E_VAR_DIR } from "./e2e-server"

const root = path.resolve(__dirname, "../..")
fs.rmSync(E2E_VAR_DIR, { recursive: true, force: true })

const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], { cwd: root, stdio: "inherit" })
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal))
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
