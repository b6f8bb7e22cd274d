import type { Page } from "@playwright/test"

declare global {
  interface Window {
    __openedUrls: string[]
  }
}

/**
 * Records the URLs the page hands to the browser through link clicks (mailto:, new-tab chats)
 * instead of letting the OS open a mail app: the test reads what would have been opened.
 */
export async function captureOpenedUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__openedUrls = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith("mailto:") || this.target === "_blank") {
        window.__openedUrls.push(this.href)
        return
      }
      click.call(this)
    }
  })
}

export const openedUrls = (page: Page): Promise<string[]> => page.evaluate(() => window.__openedUrls)

/** The subject and body of a mailto: URL, decoded. */
export function parseMailto(url: string): { to: string; subject: string; body: string } {
  const [address, query = ""] = url.replace(/^mailto:/, "").split("?")
  const params = new Map(query.split("&").map((pair) => pair.split("=") as [string, string]))
  return {
    to: decodeURIComponent(address ?? ""),
    subject: decodeURIComponent(params.get("subject") ?? ""),
    body: decodeURIComponent(params.get("body") ?? ""),
  }
}

/** Counts the page's calls to window.print instead of opening the print dialog; read the count with printCount. */
export async function capturePrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __prints: number }
    w.__prints = 0
    window.print = () => void (w.__prints += 1)
  })
}

export const printCount = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __prints: number }).__prints)
