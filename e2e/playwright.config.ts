// https://playwright.dev/docs/test-configuration
import { defineConfig } from "@playwright/test"
import { NGINX_URL, nginxWebServer } from "./support/nginx"
import { E2E_ORIGIN, siteWebServer, smtpSinkWebServer } from "./support/e2e-server"
import { CHROMIUM_ARGS } from "../scripts/chromium-path"

// Debian's chromium-headless-shell: the build Playwright itself runs headless tests in (see scripts/chromium-path.ts)
const chromium = process.env.TEST_CHROME_PATH ?? "/usr/bin/chromium-headless-shell"

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "../test-results/playwright.json" }]],
  use: {
    baseURL: E2E_ORIGIN,
    launchOptions: {
      executablePath: chromium,
      args: [
        ...CHROMIUM_ARGS,
        // The shell's own default is full hinting, which rounds every glyph's advance to a whole pixel: text then
        // wraps unlike in the full Chromium (and Lighthouse), which follows fontconfig's slight hinting
        // (/etc/fonts/conf.d/10-hinting-slight.conf) and places glyphs at fractional positions. shell.spec.ts checks
        "--font-render-hinting=slight",
        // V8 compiles and collects garbage on the page's own thread instead of background threads: with two workers
        // both cores are already busy, and the threads' hand-offs cost more than they save (this project's heaviest
        // specs: 10 % less CPU and 8 % less wall time). Page behaviour is the same; the lab keeps V8's defaults
        "--js-flags=--single-threaded",
      ],
    },
  },
  projects: [
    // The content manager: the built /admin with decap-server over a copy of the project (npm test's build copy, else
    // a temporary one; it starts its own servers). First, because its longest test rebuilds the copy: workers take
    // projects in this order, so it runs beside the site's tests instead of alone at the end
    // Its actions and expectations wait up to 20 s: the editor loads each entry through decap-server, which took over
    // 5 s ("Loading entry...") while both cores were busy with the other worker and the rebuild
    { name: "cms", testMatch: /cms\.spec\.ts$/, use: { actionTimeout: 20_000 }, expect: { timeout: 20_000 } },
    // Every spec against the site's own server (server/main.ts: the build and the API), delivering to the SMTP sink
    { name: "site", testIgnore: /(serving|cms|scale|added-destination)\.spec\.ts$/ },
    // (e2e/scale.spec.ts, over multiplied content, builds its own site: `npm run bench:scale` runs it with
    // e2e/scale.config.ts against its ×N build; it is not part of npm test. e2e/added-destination.spec.ts builds
    // a copy with one destination added as data: e2e/added-destination.config.ts)
    // The production serving setup: nginx from deploy/ (headers, caching, gzip, CSP) over the same build
    { name: "nginx", testMatch: /serving\.spec\.ts$/, use: { baseURL: NGINX_URL } },
  ],
  // Started in this order: the SMTP sink (e2e/support/smtp-sink.ts), the site's server (e2e/support/e2e-server.ts:
  // its settings, VAR_DIR and ports), then nginx, which passes /api/ to that server
  webServer: [smtpSinkWebServer, siteWebServer, nginxWebServer],
})
