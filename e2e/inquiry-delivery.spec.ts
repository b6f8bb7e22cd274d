import { execFileSync } from "node:child_process"
import path from "node:path"
import type { Browser, Locator, Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { contentIn, languages } from "./support/content"
import { gotoHydrated } from "./support/navigation"
import { waitForMail } from "./support/mailbox"
import { E2E_VAR_DIR } from "./support/e2e-server"
import { fill } from "../src/lib/format"
import { loadSiteTexts } from "../server/site-texts"

// Every form, end to end, through the site's own server (server/): the visitor sees a reference, the SMTP server (a
// real one on loopback, e2e/support/smtp-sink.ts) receives the staff message with every field and the acknowledgement
// in the visitor's language, and `npm run inquiries` lists the inquiry. Both languages, with script and without.

const REFERENCE = /LDT-\d{4}-[0-9A-HJKMNP-TV-Z]{6}/
/** The texts the server writes (data/server-messages.<language>.json beside the interface texts), as it reads them. */
const serverTexts = loadSiteTexts(path.resolve(__dirname, "../data"))

/** A language's interface texts, company and records (data/), as its pages show them. */
/** An experience's name in the default language, in which staff messages are written. */
const staffName = (slug: string | undefined) => site(languages[0]?.code ?? "en").experiences.find((e) => e.slug === slug)?.name ?? ""

const site = (code: string) => {
  const content = contentIn(code)
  const t = (key: string, values?: Readonly<Record<string, string | number>>) => fill(content.texts.get(key) ?? key, values ?? {})
  const prefix = code === languages[0]?.code ? "" : `/${code}`
  return { ...content, t, prefix, code }
}

/** A visitor address no other test uses, so each test finds its own messages. */
const visitorAddress = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`

/** `npm run inquiries -- <args>` against the e2e server's store. */
function inquiriesCli(...args: string[]): string {
  return execFileSync(path.resolve("node_modules/.bin/tsx"), ["server/cli/inquiries.ts", ...args], {
    cwd: path.resolve(__dirname, ".."),
    env: { ...process.env, VAR_DIR: E2E_VAR_DIR, DATABASE_URL: "" },
    encoding: "utf8",
  })
}

async function referenceShown(scope: Locator): Promise<string> {
  await expect(scope.getByText(REFERENCE).first()).toBeVisible()
  const text = (await scope.getByText(REFERENCE).first().textContent()) ?? ""
  return REFERENCE.exec(text)?.[0] ?? ""
}

/** The staff message and the acknowledgement of one inquiry, checked for what every inquiry's pair carries. */
async function expectDelivered(reference: string, visitor: string, code: string, fields: readonly string[]) {
  const { company } = site(code)
  const staff = await waitForMail({ to: company.email, subject: new RegExp(reference) })
  for (const value of fields) expect(staff.text, `the staff message names "${value}"`).toContain(value)
  expect(staff.replyTo).toContain(visitor)
  const acknowledgement = await waitForMail({ to: visitor, subject: new RegExp(reference) })
  expect(acknowledgement.text).toContain(reference)
  expect(acknowledgement.subject).toBe(serverTexts.t(code, "mail.ack.subject", { reference, company: company.name }))
  expect(inquiriesCli("list", "--csv")).toContain(reference)
}

async function noScriptPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  return context.newPage()
}

for (const { code } of languages) {
  const { t, prefix, destinations, experiences } = site(code)
  const destination = destinations[0]
  const experience = experiences[0]

  test.describe(`${code}: the inquiry forms deliver`, () => {
    test("contact, with script: the reference in place, every field to staff, the acknowledgement in the language", async ({ page }) => {
      const email = visitorAddress(`contact-${code}`)
      await gotoHydrated(page, `${prefix}/contact`)
      const form = page.locator("form", { has: page.getByRole("button", { name: t("contact.submit") }) })
      const values: Record<string, string> = {
        [t("form.firstName")]: "Ana",
        [t("form.lastName")]: "O'Neil <b>& Co</b>",
        [t("form.email")]: email,
        [t("contact.company")]: "Siam Journeys GmbH",
        [t("contact.travellers")]: "4",
        [t("contact.dates")]: "12–20 March 2027",
        [t("contact.budget")]: "$20,000",
        [t("contact.requirements")]: "Two villas with pools; a vegetarian chef.\nSecond line.",
      }
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value)
      await form.getByLabel(t("contact.destination")).selectOption({ label: destination?.name ?? "" })
      await form.getByRole("button", { name: t("contact.submit") }).click()
      const reference = await referenceShown(page.getByRole("main"))
      await expect(page.getByRole("main").getByText(t("inquiry.replyPromise"))).toBeVisible()
      await expectDelivered(reference, email, code, [...Object.values(values).slice(0, 7), "Second line.", destination?.name ?? ""])
    })

    test("contact, without script: 303 to a confirmation page with the reference", async ({ browser, baseURL }) => {
      const page = await noScriptPage(browser, baseURL)
      const email = visitorAddress(`contact-nojs-${code}`)
      await page.goto(`${prefix}/contact?interest=${experience?.slug ?? ""}`)
      const form = page.locator("form", { has: page.getByRole("button", { name: t("contact.submit") }) })
      await form.getByLabel(t("form.firstName"), { exact: true }).fill("Ben")
      await form.getByLabel(t("form.lastName"), { exact: true }).fill("Okafor")
      await form.getByLabel(t("form.email"), { exact: true }).fill(email)
      await form.getByLabel(t("contact.requirements")).fill("A plain HTML form, sent without script.")
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/inquiry") && r.request().method() === "POST"),
        form.getByRole("button", { name: t("contact.submit") }).click(),
      ])
      expect(response.status()).toBe(303)
      await expect(page).toHaveURL(/\/api\/inquiry\/LDT-/)
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${code}`))
      const reference = await referenceShown(page.getByRole("main"))
      // Reloading the confirmation sends nothing again: the same reference
      await page.reload()
      expect(await referenceShown(page.getByRole("main"))).toBe(reference)
      // The experience the visitor came for reaches staff from the page's address (?interest=), read from the Referer
      await expectDelivered(reference, email, code, ["Ben", "Okafor", "A plain HTML form, sent without script.", staffName(experience?.slug)])
      expect(inquiriesCli("list", "--csv", "--email", email).match(new RegExp(reference, "g"))).toHaveLength(1)
      await page.context().close()
    })

    test("contact, without script: a bad field gets a page of the site in the language naming it", async ({ browser, baseURL }) => {
      const page = await noScriptPage(browser, baseURL)
      await page.goto(`${prefix}/contact`)
      const form = page.locator("form", { has: page.getByRole("button", { name: t("contact.submit") }) })
      // The browser's own checks stop an empty required field; a name of spaces passes them and the server refuses it
      await form.getByLabel(t("form.firstName"), { exact: true }).fill("   ")
      await form.getByLabel(t("form.lastName"), { exact: true }).fill("Okafor")
      await form.getByLabel(t("form.email"), { exact: true }).fill(visitorAddress("bad"))
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/api/inquiry")),
        form.getByRole("button", { name: t("contact.submit") }).click(),
      ])
      expect(response.status()).toBe(400)
      const field = t("form.firstName")
      await expect(page.locator("[data-form-problems] li")).toHaveText([t("form.error.required", { field, fieldLower: field.toLowerCase() })])
      await page.context().close()
    })

    test("Plan Your Trip: the reference in the dialog, the experience named to staff", async ({ page }) => {
      const email = visitorAddress(`plan-${code}`)
      await gotoHydrated(page, `${prefix}/experiences`)
      const card = page.getByRole("main").locator("article").first()
      const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? ""
      const slug = experiences.find((e) => e.name === name)?.slug
      await card.getByRole("link", { name: new RegExp(`^${t("experience.bookNow").split("{")[0] ?? ""}`) }).click()
      const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
      await dialog.getByLabel(t("form.firstName"), { exact: true }).fill("Chai")
      await dialog.getByLabel(t("form.lastName"), { exact: true }).fill("Wong")
      await dialog.getByLabel(t("form.email"), { exact: true }).fill(email)
      await dialog.getByLabel(t("planTrip.request")).fill("Private, at sunrise if possible.")
      await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
      const reference = await referenceShown(dialog)
      await expectDelivered(reference, email, code, ["Chai", "Wong", "Private, at sunrise if possible.", staffName(slug)])
    })
  })
}

/** The site's localStorage key for the shortlist (src/lib/trip-store.ts) and a trip as the site stores it. */
const TRIP_KEY = "luxury-dmc-thailand:trip"

for (const { code } of languages) {
  const { t, prefix, hotels, experiences, company } = site(code)

  test(`${code}: My trip sends every stored item, each with its link`, async ({ page }) => {
    const email = visitorAddress(`trip-${code}`)
    const chosenHotels = hotels.slice(0, 4)
    const chosenExperiences = experiences.slice(0, 2)
    const stored = {
      version: 1,
      startDate: "2027-03-12",
      endDate: "2027-03-20",
      travellers: 4,
      items: [
        ...chosenHotels.map((h) => ({ kind: "hotel", slug: h.slug, name: h.name, destination: h.destination, price: h.price, picture: null, note: "" })),
        ...chosenExperiences.map((e) => ({ kind: "experience", slug: e.slug, name: e.name, destination: e.destination, price: e.price, picture: null, note: "" })),
      ],
    }
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TRIP_KEY, JSON.stringify(stored)] as const)
    await gotoHydrated(page, `${prefix}/my-trip`)
    const form = page.locator("form", { has: page.getByRole("button", { name: t("trip.send") }) })
    await form.getByLabel(t("form.firstName"), { exact: true }).fill("Dara")
    await form.getByLabel(t("form.lastName"), { exact: true }).fill("Sato")
    await form.getByLabel(t("form.email"), { exact: true }).fill(email)
    await form.getByLabel(t("trip.message")).fill("All of it, please.")
    await form.getByRole("button", { name: t("trip.send") }).click()
    const reference = await referenceShown(page.getByRole("main"))
    await expectDelivered(reference, email, code, ["Dara", "Sato", "All of it, please.", ...chosenHotels.map((h) => h.name), ...chosenExperiences.map((e) => e.name)])
    const staff = await waitForMail({ to: company.email, subject: new RegExp(reference) })
    // Each item with its page on the site
    for (const hotel of chosenHotels) expect(staff.text).toContain(`${prefix}/destinations/${hotel.destination}`)
  })

  test(`${code}: the newsletter, with script: confirm, then unsubscribe, in the language`, async ({ page, baseURL }) => {
    const email = visitorAddress(`news-${code}`)
    await gotoHydrated(page, `${prefix}/`)
    const footer = page.getByRole("contentinfo")
    await footer.getByLabel(t("footer.newsletter.label")).fill(email)
    await footer.getByRole("button", { name: t("footer.newsletter.subscribe") }).click()
    await expect(footer.getByText(t("footer.newsletter.pending"))).toBeVisible()
    const confirmation = await waitForMail({ to: email })
    const confirmLink = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w.-]+/.exec(confirmation.text)?.[0] ?? ""
    const unsubscribeLink = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(confirmation.text)?.[0] ?? ""
    expect(confirmLink.startsWith(baseURL ?? "")).toBe(true)
    // mailparser gathers the List-* headers under "list": List-Unsubscribe is the same signed link
    expect(JSON.stringify(confirmation.headers.get("list"))).toContain(unsubscribeLink)
    await page.goto(confirmLink)
    await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter/confirmed/?$`))
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${code}`))
    expect(inquiriesCli("subscribers", "--csv")).toContain(email)
    await page.goto(unsubscribeLink)
    await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter/unsubscribed/?$`))
    expect(inquiriesCli("subscribers", "--csv")).not.toContain(email)
  })

  test(`${code}: the newsletter, without script: 303 to the page that says to check the inbox`, async ({ browser, baseURL }) => {
    const page = await noScriptPage(browser, baseURL)
    const email = visitorAddress(`news-nojs-${code}`)
    await page.goto(`${prefix}/`)
    const footer = page.getByRole("contentinfo")
    await footer.getByLabel(t("footer.newsletter.label")).fill(email)
    await footer.getByRole("button", { name: t("footer.newsletter.subscribe") }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/newsletter/pending/?$`))
    const confirmation = await waitForMail({ to: email })
    expect(confirmation.subject).toBe(serverTexts.t(code, "mail.newsletter.subject", { company: company.name }))
    await page.context().close()
  })
}
