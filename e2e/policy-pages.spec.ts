import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated, waitForHydration } from "./support/navigation"
import { expectNoAxeViolations } from "./support/axe"
import { fillLabelled, inquiryForm, SAMPLE_REFERENCE } from "./support/forms"
import { contentIn, defaultLanguage, languages } from "./support/content"
import { fill } from "../src/lib/format"
import notices from "../src/lib/notice-registry.json"

// /privacy (data/privacy.<language>.json and data/company), and the notice pages the site's server answers with: an
// inquiry received or refused without script (the server fills in the reference or the problems), a newsletter
// link's outcome. The server itself is e2e/inquiry-delivery.spec.ts's: here its answers are played by page.route,
// with the built pages, as the server fills them in (server/README.md, "HTTP").

const site = (code: string) => {
  const content = contentIn(code)
  const t = (key: string, values: Readonly<Record<string, string | number>> = {}) => fill(content.texts.get(key) ?? key, values)
  const prefix = code === defaultLanguage ? "" : `/${code}`
  return { ...content, t, prefix }
}

/** A built page's HTML, as the server sends it (the test server serves the build). */
async function builtPage(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

const noScript = async (browser: Browser, baseURL: string | undefined) =>
  (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage()

for (const { code } of languages) {
  const { t, prefix, privacy, company } = site(code)

  test(`${code}: /privacy states who is responsible, what is kept and for how long, the rights, whom to ask; the footer links it`, async ({
    page,
  }) => {
    await gotoHydrated(page, `${prefix}/privacy`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title)
    await expect(page).toHaveTitle(new RegExp(`^${t("footer.privacy")}`))
    const main = page.getByRole("main")
    // The company of data/company: legal name, address, e-mail
    const address = main.locator("address")
    await expect(address).toContainText(company.legalName)
    await expect(address).toContainText(company.address.street)
    await expect(address).toContainText(company.address.postalCode)
    await expect(address.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`)
    // Every section, with the one retention figure where the text asks for it
    for (const section of [
      privacy.controller,
      privacy.collected,
      privacy.legalBases,
      privacy.recipients,
      privacy.retention,
      privacy.rights,
      privacy.contact,
    ])
      await expect(main.getByRole("heading", { level: 2, name: section.title })).toBeVisible()
    const retention = privacy.retention.items.find((item) => item.includes("{months}")) ?? ""
    await expect(main.getByText(fill(retention, { months: privacy.retentionMonths }))).toBeVisible()
    await expect(main).not.toContainText("{months}")
    // What the cookie question truly does, as the company data sets analytics up or not
    await expect(main.getByText(company.analyticsId ? privacy.cookies.analyticsOn : privacy.cookies.analyticsOff)).toBeVisible()
    for (const right of privacy.rights.items) await expect(main.getByText(right)).toBeVisible()
    await expectNoAxeViolations(page, `${prefix}/privacy`)

    // The footer's legal line and its newsletter's consent line
    const links = page.locator("footer").getByRole("link", { name: t("footer.privacy"), exact: true })
    await expect(links).toHaveCount(2)
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", `${prefix}/privacy`)
  })

  test(`${code}: the footer's newsletter form says what the visitor agrees to, and posts to the server`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/`)
    const footer = page.locator("footer")
    const email = footer.getByRole("textbox", { name: t("footer.newsletter.label") })
    await expect(email).toHaveAccessibleDescription(`${t("footer.newsletter.consent")} ${t("footer.privacy")}`)
    const form = footer.locator("form")
    await expect(form).toHaveAttribute("action", "/api/newsletter")
    await expect(form).toHaveAttribute("method", "post")
    await expect(form.locator("input[name=language]")).toHaveValue(code)
  })

  test(`${code}: an inquiry sent without script lands on the confirmation, the reference filled in by the server`, async ({
    browser,
    baseURL,
  }) => {
    const page = await noScript(browser, baseURL)
    const confirmation = (await builtPage(page, `${prefix}/inquiry/received`)).replace(
      '<strong data-inquiry-reference=""></strong>',
      `<strong data-inquiry-reference="">${SAMPLE_REFERENCE}</strong>`,
    )
    let posted = ""
    // (The server answers 303 to /api/inquiry/<reference>, which serves this page: played here in one step)
    await page.route("**/api/inquiry", async (route) => {
      posted = route.request().postData() ?? ""
      await route.fulfill({ status: 200, contentType: "text/html", body: confirmation })
    })
    await page.goto(`${prefix}/contact`)
    const form = inquiryForm(page, t("contact.submit"))
    await fillLabelled(form, { [t("form.firstName")]: "Ben", [t("form.lastName")]: "Okafor", [t("form.email")]: "ben@example.com" })
    await form.getByRole("button", { name: t("contact.submit") }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("inquiry.receivedTitle"))
    await expect(page.getByRole("main").getByText(SAMPLE_REFERENCE)).toBeVisible()
    await expect(page.getByRole("main").getByText(t("inquiry.replyPromise"))).toBeVisible()
    // The plain form's fields, each once, under the schema's names
    const fields = new URLSearchParams(posted)
    expect([...fields.keys()].sort()).toEqual(
      [
        "form",
        "language",
        "page",
        "website",
        "firstName",
        "lastName",
        "email",
        "company",
        "destination",
        "travellers",
        "dates",
        "budget",
        "requirements",
      ].sort(),
    )
    expect(fields.get("language")).toBe(code)
    expect(fields.get("page")).toBe(`${prefix}/contact`)
    expect(fields.get("website")).toBe("")
    await page.context().close()
  })

  test(`${code}: the confirmation keeps the server's reference when its scripts run at the server's address`, async ({ page }) => {
    const confirmation = (await builtPage(page, `${prefix}/inquiry/received`)).replace(
      '<strong data-inquiry-reference=""></strong>',
      `<strong data-inquiry-reference="">${SAMPLE_REFERENCE}</strong>`,
    )
    await page.route(`**/api/inquiry/${SAMPLE_REFERENCE}`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: confirmation }),
    )
    await page.goto(`/api/inquiry/${SAMPLE_REFERENCE}`)
    await waitForHydration(page)
    await expect(page.getByRole("main").getByText(SAMPLE_REFERENCE)).toBeVisible()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("inquiry.receivedTitle"))
    await expectNoAxeViolations(page, "the confirmation with its reference")
  })

  test(`${code}: a form the server refuses without script lands on the problem page, with each of the server's messages`, async ({
    browser,
    baseURL,
  }) => {
    const page = await noScript(browser, baseURL)
    const messages = ["First name can be at most 100 characters.", "E-mail is <not> valid & more"]
    const problems = (await builtPage(page, `${prefix}/inquiry/problem`)).replace(
      '<ul data-form-problems=""></ul>',
      `<ul data-form-problems="">${messages.map((m) => `<li>${m.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</li>`).join("")}</ul>`,
    )
    await page.route("**/api/inquiry", (route) => route.fulfill({ status: 400, contentType: "text/html", body: problems }))
    await page.goto(`${prefix}/contact`)
    const form = inquiryForm(page, t("contact.submit"))
    await fillLabelled(form, { [t("form.firstName")]: "Ben", [t("form.lastName")]: "Okafor", [t("form.email")]: "ben@example.com" })
    await form.getByRole("button", { name: t("contact.submit") }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("inquiryProblem.title"))
    await expect(page.locator("[data-form-problems] li")).toHaveText(messages)
    await expect(page.getByText(t("inquiryProblem.back"))).toBeVisible()
    await expect(page.getByRole("main").getByRole("link", { name: t("inquiryProblem.contact") })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    )
    // Back: the form as it was left
    await page.goBack()
    await expect(inquiryForm(page, t("contact.submit")).getByLabel(t("form.lastName"))).toHaveValue("Okafor")
    await page.context().close()
  })
}

test("the notice pages as built: not indexed, the reference sentence and the problem list hidden while empty", async ({ page }) => {
  for (const { code } of languages) {
    const { t, prefix } = site(code)
    for (const notice of Object.values(notices)) {
      await gotoHydrated(page, `${prefix}${notice.path}`)
      await expect(page.locator('meta[name="robots"]'), notice.path).toHaveAttribute("content", "noindex")
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(notice.titleKey))
    }
    await gotoHydrated(page, `${prefix}/inquiry/received`)
    await expect(page.locator("[data-inquiry-reference]")).toBeEmpty()
    await expect(page.locator("[data-reference-line]")).toBeHidden()
    await gotoHydrated(page, `${prefix}/inquiry/problem`)
    await expect(page.locator("[data-form-problems]")).toBeHidden()
  }
})
