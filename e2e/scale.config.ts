// https://playwright.dev/docs/test-configuration
// e2e/scale.spec.ts alone, with no web server of the repository's build: the spec serves the multiplied copy's own
// public/. `npm run bench:scale` runs it against its ×N copy (SCALE_E2E_PROJECT); run alone, the spec builds a ×3 copy.
import { defineConfig } from "@playwright/test"
import base from "./playwright.config"

export default defineConfig({
  ...base,
  testMatch: /scale\.spec\.ts$/,
  reporter: [["list"]],
  projects: [{ name: "scale" }],
  webServer: undefined,
})
