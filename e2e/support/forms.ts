import type { Locator, Page } from "@playwright/test"
import { t } from "./content"

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
