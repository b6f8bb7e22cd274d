// The phone every lab run emulates, in a fresh (cold) browser context: a 390×844 touch screen at 3× density,
// a CPU 4× slower than this machine and a slow 4G link, applied over CDP before the page is requested.
import type { Browser, BrowserContext, Page } from "playwright"
import { PAGE_FUNCTIONS_RUNTIME } from "../page-functions"
import { collectPerformance } from "./in-page"

/** web-vitals' attribution build as a classic script: it defines the global `webVitals` that collectPerformance uses. */
const WEB_VITALS_SCRIPT = require.resolve("web-vitals/attribution")

export const VIEWPORT = { width: 390, height: 844 }
export const CONSENT_KEY = "luxury-dmc-thailand:cookie-consent"
export const PROFILE = {
  viewport: VIEWPORT,
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 200_000, // 1.6 Mbit/s
  uploadBytesPerSecond: 93_750, // 750 kbit/s
}

/**
 * A new context and page with the phone profile; `throttle: false` keeps the screen but not the slowdowns (warm-up).
 * `close()` ends it (use it instead of context.close()). `scriptBytes()` is the encoded size of the Script responses
 * received so far (CDP Network.loadingFinished).
 */
export async function newPhoneContext(
  browser: Browser,
  { throttle = true }: { throttle?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void>; scriptBytes: () => number }> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: PROFILE.deviceScaleFactor,
  })
  await context.addInitScript(PAGE_FUNCTIONS_RUNTIME)
  await context.addInitScript({ path: WEB_VITALS_SCRIPT })
  await context.addInitScript(collectPerformance, { consentKey: CONSENT_KEY })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const scripts = new Set<string>()
  let scriptBytes = 0
  cdp.on("Network.responseReceived", (event) => event.type === "Script" && scripts.add(event.requestId))
  cdp.on("Network.loadingFinished", (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength
  })
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  if (throttle) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown })
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    })
  }
  // The slowdown is lifted before the context closes: a renderer still throttled kept its main thread spinning and
  // Chromium's close of the context never returned (the phone lab's third run of / waited for minutes, twice)
  const close = async () => {
    if (throttle) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => undefined)
    await context.close()
  }
  return { context, page, close, scriptBytes: () => scriptBytes }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

/** Waits for <html data-hydrated="true">, naming the page when it does not come. */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  try {
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout })
  } catch {
    throw new Error(`${page.url()} did not hydrate (no html[data-hydrated="true"]) within ${timeout / 1000} s`)
  }
}
