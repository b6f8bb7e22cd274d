import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated, waitForHydration } from "./support/navigation"
import { offeredMail, serverUnreachable } from "./support/forms"
import { t, startingWith, home, tFill } from "./support/content"

// Browsers that refuse storage (blocked cookies, some private modes: reading localStorage throws a SecurityError)
// and block pop-ups (window.open returns null): the site still renders, navigates and composes inquiries.

/** Every later page of this test starts with storage that throws and pop-ups that are blocked. */
async function lockDown(page: Page): Promise<string[]> {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("dialog", (dialog) => {
    errors.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, "SecurityError")
        },
      })
    }
    window.open = () => null
  })
  return errors
}

test("storage that throws and blocked pop-ups: pages render and hydrate, links navigate, both forms offer their e-mail without the server, no uncaught error", async ({
  page,
}) => {
  const errors = await lockDown(page)
  await serverUnreachable(page)

  await gotoHydrated(page, "/")
  expect(
    await page.evaluate(() => {
      try {
        return String(window.localStorage)
      } catch (error) {
        return (error as DOMException).name
      }
    }),
    "the lock-down is in place",
  ).toBe("SecurityError")
  expect(await page.evaluate(() => window.open("/contact"))).toBeNull()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title)

  // The footer's links sit in a static region: a whole page load, whose scripts read storage as they start
  await page
    .getByRole("navigation", { name: t("footer.navLabel") })
    .getByRole("link", { name: t("nav.contact") })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  // Before the form's script runs, Enter submits it natively (a POST to the server, out of reach here): this test
  // is about storage, so it submits once the page has hydrated, as gotoHydrated does for the other pages
  await waitForHydration(page)
  const form = page.locator("form", { has: page.getByRole("button", { name: t("contact.submit") }) })
  await form.getByLabel(t("form.firstName")).fill("Nok")
  await form.getByLabel(t("form.lastName")).fill("Private-Mode")
  await form.getByLabel(t("form.email")).fill("nok@example.com")
  await form.getByLabel(t("contact.requirements")).fill("Two villas in Phuket\nfor 6 guests")
  // Submit from the keyboard: a cookie notice shown because the answer cannot be stored may cover the button
  await form.getByLabel(t("form.email")).press("Enter")
  await expect(page.locator("#inquiry-text")).toBeVisible()
  await expect(page.locator("#inquiry-text")).toContainText("Two villas in Phuket\nfor 6 guests")
  expect((await offeredMail(page.getByRole("main"))).subject).toBe(tFill("inquiry.subject", { name: "Nok Private-Mode" }))

  await gotoHydrated(page, "/experiences")
  await expect(page.getByRole("main").locator("article").first()).toBeVisible()
  await page
    .getByRole("main")
    .getByRole("link", { name: startingWith("experience.bookNow") })
    .first()
    .click()
  const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(t("form.firstName")).fill("Nok")
  await dialog.getByLabel(t("form.lastName")).fill("Private-Mode")
  await dialog.getByLabel(t("form.email")).fill("nok@example.com")
  await dialog.getByLabel(t("form.email")).press("Enter")
  await expect(dialog.getByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeVisible()
  expect((await offeredMail(dialog)).subject).toContain(tFill("inquiry.subject", { name: "Nok Private-Mode" }))
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()

  // Back and forward through the history: scroll restoration reads sessionStorage
  await page.goBack()
  await expect(page).toHaveURL(/\/contact$/)
  await page.goForward()
  await expect(page).toHaveURL(/\/experiences$/)
  await expect(page.getByRole("main").locator("article").first()).toBeVisible()

  expect(errors).toEqual([])
})

test("storage that throws: every page of the site's main sections loads without an uncaught error", async ({ page }) => {
  const errors = await lockDown(page)
  for (const path of [
    "/",
    "/contact",
    "/experiences",
    "/destinations",
    "/destinations/phuket",
    "/services",
    "/about",
    "/blog",
    "/real-bangkok-private-tour",
    "/no/such/page",
  ]) {
    if (path === "/no/such/page") await page.goto(path)
    else await gotoHydrated(page, path)
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible()
  }
  expect(errors).toEqual([])
})
