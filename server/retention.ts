import type { ServerConfig } from "./config"
import type { Log } from "./mail/log"
import type { SiteTexts } from "./site-texts"
import type { Store } from "./store/store"

const DAY_MS = 86_400_000

/** `months` calendar months before `now` (UTC), the day kept where the month has it (31 March − 1 month = 28/29 February). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now)
  const target = new Date(date)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return target.getTime()
}

/**
 * The retention clean-up: inquiries (with their messages) older than the privacy page's period (data/privacy
 * `retentionMonths`), and sign-ups never confirmed once their link has expired (NEWSLETTER_LINK_DAYS).
 */
export function runCleanup(
  store: Store,
  siteTexts: Pick<SiteTexts, "retentionMonths">,
  now: number,
  config: Pick<ServerConfig, "newsletterLinkDays">,
): Promise<{ inquiries: number; messages: number; subscribers: number }> {
  return store.purge(monthsBefore(now, siteTexts.retentionMonths), now - config.newsletterLinkDays * DAY_MS)
}

/**
 * Runs the clean-up now and every CLEANUP_INTERVAL_MS (the timer does not keep the process alive). A failed run is
 * logged and the next one tries again. Returns the stop function, which waits for a run in progress.
 */
export function startCleanup(
  store: Store,
  siteTexts: Pick<SiteTexts, "retentionMonths">,
  config: Pick<ServerConfig, "newsletterLinkDays" | "cleanupIntervalMs">,
  log: Log,
  now: () => number = Date.now,
): () => Promise<void> {
  let running: Promise<void> | null = null
  const run = () => {
    // A slow store must not stack runs on top of each other
    if (running) return
    running = runCleanup(store, siteTexts, now(), config)
      .then((counts) => {
        if (counts.inquiries + counts.messages + counts.subscribers > 0) log.info({ ...counts }, "Retention clean-up: deleted")
      })
      .catch((error: unknown) => log.error({ err: error }, "Retention clean-up failed; the next run tries again"))
      .finally(() => {
        running = null
      })
  }
  run()
  const timer = setInterval(run, config.cleanupIntervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
