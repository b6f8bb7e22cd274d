// https://playwright.dev/docs/test-configuration
// e2e/scale.spec.ts alone, with no web server of the repository's build: the spec serves the multiplied copy's own
// public/. `npm run bench:scale` runs it against its ×N copy (SCALE_E2E_PROJECT); run alone, the spec builds a ×3 copy.
import { defineConfig } from "@playwright/test"
import base from "./playwright.config"

export default defineConfig({
  ...base,
  testMatch: /scale\.spec\.ts$/,
  // bench:scale runs it at N = 10 by default: filter and sort page through about three times the hotels of the ×3
  // copy (6.9 s there on a busy 2-core machine), so a test has four times the site's 30 s
  timeout: 120_000,
  reporter: [["list"]],
  projects: [{ name: "scale" }],
  webServer: undefined,
})
