// Phone lab: what a visitor on a mid-range phone feels, measured in real Chromium with CDP throttling (profile in
// phone-lab/profile.ts): per route FCP, LCP, CLS and TTFB (web-vitals), blocking time, script bytes and "controls
// ready" (phone-lab/controls.ts), and INP over a scripted visit (phone-lab/journey.ts). Medians of several cold
// runs; prints a table, writes bench-results/phone-lab.json and fails when a median misses scripts/budgets.json →
// "phoneLab". Run by `npm run bench` after Lighthouse, or alone: npx tsx scripts/lab/phone-lab.ts
//
// Environment:
//   BENCH_PUBLIC_DIR   the build to serve (default public/)
//   PHONE_LAB_ROUTES   comma-separated routes, or "all" for the bench's full list; else BENCH_ROUTES; else the
//                      five of phone-lab/run.ts
//   BENCH_RUNS         runs per route and journeys (default 5)
//   CHROME_PATH        Chromium binary (default /usr/bin/chromium)
import fs from "node:fs"
import path from "node:path"
import { REPO_ROOT } from "./repo-root"
import { runPhoneLab } from "./phone-lab/run"

const publicDir = path.resolve(REPO_ROOT, process.env.BENCH_PUBLIC_DIR ?? "public")
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No built site in ${publicDir} (npm run build, or set BENCH_PUBLIC_DIR).`)
  process.exit(2)
}
runPhoneLab({ publicDir }).then(
  (missCount) => process.exit(missCount > 0 ? 1 : 0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
