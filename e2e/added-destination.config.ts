// https://playwright.dev/docs/test-configuration
// e2e/added-destination.spec.ts alone, with no web server of the repository's build: the spec serves its own copy's
// public/ (a copy of the project with one destination added as data, e2e/support/added-destination.ts).
//   npx playwright test -c e2e/added-destination.config.ts
// ADDED_DESTINATION_PROJECT=<a built copy> tests that copy instead of building one (about 5 minutes on 2 cores).
import { defineConfig } from "@playwright/test"
import base from "./playwright.config"

export default defineConfig({
  ...base,
  testMatch: /added-destination\.spec\.ts$/,
  reporter: [["list"], ["json", { outputFile: "../test-results/added-destination.json" }]],
  projects: [{ name: "added-destination" }],
  webServer: undefined,
})
