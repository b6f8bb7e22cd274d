// npm run bench: Lighthouse through Lighthouse CI (lighthouse/: mobile preset, simulated throttling, several runs per
// route, the budgets of scripts/budgets.json → "lighthouse" asserted on the medians), then the phone lab
// (phone-lab/), both over the production build served with gzip from a small static server on localhost. Prints the
// tables, writes bench-results/bench.json and bench-results/phone-lab.json, and exits 1 on a miss.
//
// Environment:
//   BENCH_PUBLIC_DIR  the build to serve (default public/, built with `gatsby build` only when missing)
//   BENCH_ROUTES      comma-separated routes (default: routes.ts), e.g. BENCH_ROUTES=/,/contact
//   BENCH_RUNS        runs per route (default 3; the phone lab's default is 5)
//   BENCH_ONLY        "lighthouse" or "phone-lab" to run only that part
//   BENCH_PORT        port for the static server (default: any free port)
//   BENCH_SAVE_LHR    set to 1 to keep every Lighthouse report in bench-results/lighthouse/
//   CHROME_PATH       Chromium binary (default /usr/bin/chromium)
import fs from "node:fs"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { runLighthouse } from "./lighthouse/run"
import { runPhoneLab } from "./phone-lab/run"
import { REPO_ROOT } from "./repo-root"
import { serveSite } from "./serve-site"

async function main() {
  const publicDir = path.resolve(REPO_ROOT, process.env.BENCH_PUBLIC_DIR ?? "public")
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    if (process.env.BENCH_PUBLIC_DIR) {
      console.error(`No built site in ${publicDir}.`)
      process.exit(2)
    }
    console.log("No build in public/: running gatsby build first…")
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: REPO_ROOT, stdio: "inherit" })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const only = process.env.BENCH_ONLY
  const { server, origin } = await serveSite(publicDir, { port: Number(process.env.BENCH_PORT ?? 0) })
  let failed = 0
  try {
    if (only !== "phone-lab") failed += await runLighthouse({ publicDir, origin })
    if (only !== "lighthouse") failed += await runPhoneLab({ publicDir, origin })
  } finally {
    await server.close()
  }
  process.exit(failed > 0 ? 1 : 0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
