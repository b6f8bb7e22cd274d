import type { Locator, Page } from "@playwright/test"
import { t } from "./content"
import { parseMailto } from "./capture-links"

/** The form (contact page, /my-trip) whose submit button says `submit` (by default the contact form's). */
export const inquiryForm = (page: Page, submit = t("contact.submit")): Locator =>
  page.locator("form", { has: page.getByRole("button", { name: submit }) })

/** Fills the fields of a form or dialog by their labels, in order. */
export async function fillLabelled(scope: Pick<Locator, "getByLabel">, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value)
}

/**
 * Makes the named storages throw on access, as a browser that blocks them does, and returns the page's uncaught
 * errors (which must stay empty: the site works without storage).
 */
export async function blockStorage(page: Page, names: readonly string[] = ["localStorage"]): Promise<string[]> {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await page.addInitScript((blocked) => {
    for (const name of blocked)
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("blocked", "SecurityError")
        },
      })
  }, names)
  return errors
}

/**
 * The site's server out of reach, as on a static host without it or with the network gone: every request to /api/
 * fails. The forms then keep every field and offer the e-mail, copy and WhatsApp panel.
 */
export async function serverUnreachable(page: Page): Promise<void> {
  await page.route("**/api/**", (route) => route.abort())
}

/** A reference as the server writes them (server/references.ts). */
export const SAMPLE_REFERENCE = "LDT-2026-4F7K2M"

/**
 * The server's answers without the server (its JSON contract, server/README.md): `answer` gives each request's status
 * and JSON. Returns the JSON bodies the page sent, in order. The delivery itself is e2e/inquiry-delivery.spec.ts's.
 */
export async function serverAnswers(
  page: Page,
  answer: (body: Record<string, unknown>, index: number) => { status: number; json: unknown } = () => ({
    status: 200,
    json: { reference: SAMPLE_REFERENCE, replyHours: 24 },
  }),
): Promise<Array<Record<string, unknown>>> {
  const bodies: Array<Record<string, unknown>> = []
  await page.route("**/api/**", async (route) => {
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>
    bodies.push(body)
    const { status, json } = answer(body, bodies.length - 1)
    await route.fulfill({ status, json })
  })
  return bodies
}

/**
 * The e-mail the fallback panel offers (its "Open in e-mail app" link, the one with a subject, in any language), as a
 * mail client reads it; the body with LF.
 */
export async function offeredMail(scope: Pick<Locator, "locator">): Promise<{ url: string; to: string; subject: string; body: string }> {
  const link = scope.locator('[data-inquiry-fallback] a[href^="mailto:"][href*="?subject="]')
  const url = (await link.evaluate((a) => (a as HTMLAnchorElement).href)) ?? ""
  const mail = parseMailto(url)
  return { url, ...mail, body: mail.body.replace(/\r\n/g, "\n") }
}
