import { expect, test } from "./support/test"
import { listPagePath, pageCount } from "../src/lib/pagination"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { fillLabelled, inquiryForm, offeredMail, SAMPLE_REFERENCE, serverAnswers, serverUnreachable } from "./support/forms"
import {
  about,
  articles,
  contentIn,
  destinations,
  experiences,
  home,
  services,
  team,
  t,
  startingWith,
  tFill,
  company,
  escapeRegExp,
} from "./support/content"
import { HOME_DESTINATION_COUNT, LIST_PAGE_SIZE } from "../src/lib/constants"

test("home shows the hero, the destinations, services, three latest guides, gallery and call to action", async ({ page }) => {
  await gotoHydrated(page, "/")
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(company.name)))
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title)
  await expect(page.getByRole("main").getByRole("link", { name: home.hero.primaryCta })).toHaveAttribute("href", "/destinations")
  await expect(page.getByRole("main").getByRole("link", { name: t("services.pageTitle") })).toHaveAttribute("href", "/services")
  await expect(page.locator('main a[href^="/destinations/"]')).toHaveCount(Math.min(HOME_DESTINATION_COUNT, destinations.length))
  const newest = page.locator('section[aria-labelledby="home-blog"] article a')
  expect(await newest.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(articles.slice(0, 3).map((a) => a.path))
  await expect(page.locator('section[aria-labelledby="home-gallery"] figure')).toHaveCount(home.gallery.items.length)
  await expect(page.locator("#cta-title")).toBeVisible()
})

test("services: a card per service with learn-more links, a call to action, and Service structured data in the HTML", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/services")
  await expect(page.getByRole("main").locator("article")).toHaveCount(services.length)
  const learnMore = page.getByRole("main").getByRole("link", { name: startingWith("services.learnMore") })
  await expect(learnMore).toHaveCount(services.length)
  for (const href of await learnMore.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toBe("/contact")
  const html = await (await request.get("/services")).text()
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? ""))
  const types = JSON.stringify(blocks)
  expect(types).toContain('"TravelAgency"')
  expect(types.match(/"@type":"Service"/g)).toHaveLength(services.length)
})

test("experiences are grouped by region in the order of their first experience, regions without any skipped, over the pages of /experiences", async ({
  page,
}) => {
  // The regions in the order of their first experience in data/ (experiences sorted by order)
  const regions = [...new Set(experiences.map((experience) => experience.destination))]
  const headings: string[] = []
  let cards = 0
  for (let number = 1; number <= pageCount(experiences.length, LIST_PAGE_SIZE); number++) {
    await gotoHydrated(page, listPagePath("/experiences", number))
    // A region split over two pages has its heading on both
    for (const heading of await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents())
      if (headings.at(-1) !== heading) headings.push(heading)
    cards += await page.getByRole("main").locator("article").count()
  }
  expect(headings).toEqual(regions.map((slug) => destinations.find((d) => d.slug === slug)?.name ?? slug))
  expect(cards).toBe(experiences.length)
})

test("Plan Your Trip: opens from Book Now and from the card, traps focus, Escape returns focus, sends to the server", async ({ page }) => {
  const bodies = await serverAnswers(page)
  const logs: string[] = []
  page.on("console", (m) => logs.push(m.text()))
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/experiences")
  const firstCard = page.getByRole("main").locator("article").first()
  const name = (await firstCard.getByRole("heading", { level: 3 }).textContent()) ?? ""
  const slug = (await firstCard.getAttribute("data-experience")) ?? ""
  const book = firstCard.getByRole("link", { name: startingWith("experience.bookNow") })
  await book.click()
  const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(tFill("planTrip.intro", { name }))).toBeVisible()
  await expect(dialog.getByLabel(t("form.email"))).toHaveAttribute("type", "email")
  await expect(dialog.getByLabel(t("planTrip.request"))).toHaveAttribute("placeholder", /preferences, group size, travel dates/)
  // A real form, for the server
  await expect(dialog.locator("form")).toHaveAttribute("action", "/api/inquiry")
  // Focus is inside and stays inside
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab")
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await expectNoAxeViolations(page, "dialog open")
  // Required fields: inline messages, focus on the first invalid field
  await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
  await expect(dialog.getByLabel(t("form.firstName"))).toHaveAttribute("aria-invalid", "true")
  await expect(dialog.getByText("Please enter your first name.")).toBeVisible()
  await expectNoAxeViolations(page, "dialog with errors")
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()
  expect(bodies).toEqual([])

  await firstCard.click({ position: { x: 20, y: 20 } })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(t("form.firstName")).fill("Ana")
  await dialog.getByLabel(t("form.lastName")).fill("O'Neil & Co")
  await dialog.getByLabel(t("form.email")).fill("ana@example.com")
  await dialog.getByLabel(t("planTrip.request")).fill("Two adults + one child? 50% vegetarian #1")
  await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
  const received = dialog.getByRole("heading", { name: t("inquiry.receivedTitle") })
  await expect(received).toBeFocused()
  await expect(dialog.getByText(SAMPLE_REFERENCE)).toBeVisible()
  await expect(dialog.getByText(t("inquiry.replyPromise"))).toBeVisible()
  expect(bodies).toEqual([
    expect.objectContaining({
      form: "plan-trip",
      language: "en",
      page: "/experiences",
      experience: slug,
      firstName: "Ana",
      lastName: "O'Neil & Co",
      email: "ana@example.com",
      request: "Two adults + one child? 50% vegetarian #1",
      website: "",
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      fillMs: expect.any(Number),
    }),
  ])
  await expectNoAxeViolations(page, "dialog after sending")
  expect(logs.some((l) => l.includes(name))).toBe(true)
})

test("Plan Your Trip with the server out of reach: the e-mail with the experience named, and the fields kept", async ({ page }) => {
  await serverUnreachable(page)
  await gotoHydrated(page, "/experiences")
  const firstCard = page.getByRole("main").locator("article").first()
  const name = (await firstCard.getByRole("heading", { level: 3 }).textContent()) ?? ""
  await firstCard.getByRole("link", { name: startingWith("experience.bookNow") }).click()
  const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
  await dialog.getByLabel(t("form.firstName")).fill("Ana")
  await dialog.getByLabel(t("form.lastName")).fill("O'Neil & Co")
  await dialog.getByLabel(t("form.email")).fill("ana@example.com")
  await dialog.getByLabel(t("planTrip.request")).fill("Two adults + one child? 50% vegetarian #1")
  await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
  await expect(dialog.getByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeFocused()
  const mail = await offeredMail(dialog)
  expect(mail.to).toBe(company.email)
  expect(mail.subject).toBe(`${tFill("inquiry.subject", { name: "Ana O'Neil & Co" })} - ${name}`)
  expect(mail.body).toContain(`${t("inquiry.experience")}: ${name}`)
  expect(mail.body).toContain("Two adults + one child? 50% vegetarian #1")
  await expect(dialog.getByLabel(t("planTrip.request"))).toHaveValue("Two adults + one child? 50% vegetarian #1")
  await expectNoAxeViolations(page, "dialog with the e-mail to send instead")
})

test("about: intro, mission, its values, a card per team member and a partner call to action", async ({ page }) => {
  await gotoHydrated(page, "/about")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.locator('section[aria-labelledby="values-title"] li')).toHaveCount(about.values.length)
  await expect(page.locator('section[aria-labelledby="team-title"] article')).toHaveCount(team.length)
  await expect(page.locator('section[aria-labelledby="cta-title"] a')).toHaveAttribute("href", "/contact")
})

test("contact: validation, then every field to the server as JSON, and the reference in place", async ({ page }) => {
  const bodies = await serverAnswers(page)
  await gotoHydrated(page, "/contact")
  const form = page.locator("form", { has: page.getByRole("button", { name: t("contact.submit") }) })
  await expect(form.getByText("*")).toHaveCount(3)
  await form.getByLabel(t("form.email")).fill("not-an-email")
  await form.getByRole("button", { name: t("contact.submit") }).click()
  await expect(form.getByLabel(t("form.firstName"))).toBeFocused()
  await expect(form.getByLabel(t("form.firstName"))).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel(t("form.email"))).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel(t("form.email"))).toHaveValue("not-an-email")
  await expectNoAxeViolations(page, "contact with errors")
  expect(bodies).toEqual([])

  const hostile = "<script>alert(1)</script> & ? # % + =\nline two ✈️ שלום"
  await form.getByLabel(t("form.firstName")).fill("Somchai")
  await form.getByLabel(t("form.lastName")).fill("Rak-Thai")
  await form.getByLabel(t("form.email")).fill("somchai@example.com")
  await form.getByLabel(t("contact.company")).fill("Andaman Travel Co.")
  // The last destination in data/ (the select lists them all)
  const preferred = destinations.at(-1)?.name ?? ""
  await form.getByLabel(t("contact.destination")).selectOption(preferred)
  await form.getByLabel(t("contact.requirements")).fill(hostile)
  // A double click sends once
  await form.getByRole("button", { name: t("contact.submit") }).dblclick()

  const received = page.getByRole("heading", { name: t("inquiry.receivedTitle") })
  await expect(received).toBeFocused()
  expect(bodies).toEqual([
    {
      form: "contact",
      language: "en",
      page: "/contact",
      website: "",
      firstName: "Somchai",
      lastName: "Rak-Thai",
      email: "somchai@example.com",
      company: "Andaman Travel Co.",
      destination: preferred,
      travellers: "",
      dates: "",
      budget: "",
      requirements: hostile,
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      fillMs: expect.any(Number),
    },
  ])
  const main = page.getByRole("main")
  await expect(main.getByText(SAMPLE_REFERENCE)).toBeVisible()
  await expect(main.getByText(t("inquiry.replyPromise"))).toBeVisible()
  await expect(main.locator(`a[href="tel:${company.phone.replace(/\s+/g, "")}"]`)).toHaveText(company.phone.replace(/ /g, "\u00a0"))
  await expect(main.getByRole("link", { name: new RegExp(`WhatsApp \\+${company.whatsappNumber}`) }).first()).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${company.whatsappNumber}`),
  )
  await expectNoAxeViolations(page, "contact sent")
  // Another inquiry: an empty form with a key of its own
  await page.getByRole("button", { name: t("contact.newInquiry") }).click()
  await expect(form.getByLabel(t("form.firstName"))).toHaveValue("")
})

test("contact: the server's messages next to their fields, the first invalid field focused, nothing typed lost", async ({ page }) => {
  const message = "Last name is not valid."
  await serverAnswers(page, () => ({
    status: 400,
    json: { error: "invalid", message: "Please check the form.", fields: { lastName: message, email: "This address is refused." } },
  }))
  await gotoHydrated(page, "/contact")
  const form = inquiryForm(page)
  await fillLabelled(form, { [t("form.firstName")]: "Somchai", [t("form.lastName")]: "   ", [t("form.email")]: "somchai@example.com" })
  await form.getByRole("button", { name: t("contact.submit") }).click()
  await expect(form.getByLabel(t("form.lastName"))).toBeFocused()
  await expect(form.getByLabel(t("form.lastName"))).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel(t("form.lastName"))).toHaveAccessibleDescription(message)
  await expect(form.getByLabel(t("form.email"))).toHaveAccessibleDescription("This address is refused.")
  await expect(form.getByLabel(t("form.firstName"))).toHaveValue("Somchai")
  await expectNoAxeViolations(page, "contact with the server's messages")
})

test("contact with the server out of reach: the e-mail with the spec's subject and every field, copy and WhatsApp; the form kept", async ({
  page,
}) => {
  await serverUnreachable(page)
  await gotoHydrated(page, "/contact")
  const form = inquiryForm(page)
  const hostile = "<script>alert(1)</script> & ? # % + =\nline two ✈️ שלום"
  await fillLabelled(form, {
    [t("form.firstName")]: "Somchai",
    [t("form.lastName")]: "Rak-Thai",
    [t("form.email")]: "somchai@example.com",
    [t("contact.company")]: "Andaman Travel Co.",
    [t("contact.requirements")]: hostile,
  })
  const preferred = destinations.at(-1)?.name ?? ""
  await form.getByLabel(t("contact.destination")).selectOption(preferred)
  await form.getByRole("button", { name: t("contact.submit") }).click()

  await expect(page.getByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeFocused()
  const mail = await offeredMail(page.getByRole("main"))
  expect(mail.to).toBe(company.email)
  expect(mail.subject).toBe(tFill("inquiry.subject", { name: "Somchai Rak-Thai" }))
  expect(mail.body).toContain(`${t("inquiry.name")}: Somchai Rak-Thai`)
  expect(mail.body).toContain(`${t("inquiry.email")}: somchai@example.com`)
  expect(mail.body).toContain(`${t("inquiry.company")}: Andaman Travel Co.`)
  expect(mail.body).toContain(`${t("inquiry.destination")}: ${preferred}`)
  expect(mail.body).toContain(hostile)
  await expect(page.getByRole("link", { name: t("contact.sendWhatsapp") })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(page.locator("script:has-text('alert(1)')")).toHaveCount(0)
  await expect(page.locator("#inquiry-text")).toContainText("<script>alert(1)</script>")
  // Nothing typed is lost: the form is still there, every field as it was
  await expect(form.getByLabel(t("contact.requirements"))).toHaveValue(hostile)
  await expect(form.getByLabel(t("contact.destination"))).toHaveValue(preferred)
  await expectNoAxeViolations(page, "contact with the e-mail to send instead")
})

test("contact without script: a form that posts to the server, with its language, page and the honeypot", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/de/contact")
  const form = page.locator("form", { has: page.getByRole("button", { name: contentIn("de").texts.get("contact.submit") ?? "" }) })
  await expect(form).toHaveAttribute("method", "post")
  await expect(form).toHaveAttribute("action", "/api/inquiry")
  const hidden = await form
    .locator("input[type=hidden]")
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    )
  expect(hidden).toEqual({ form: "contact", language: "de", page: "/de/contact" })
  const honeypot = form.locator("input[name=website]")
  await expect(honeypot).toHaveAttribute("tabindex", "-1")
  await expect(honeypot).toHaveAttribute("autocomplete", "off")
  // Out of sight and out of reach: off the screen, hidden from assistive technology
  expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(0)
  await expect(form.getByRole("textbox")).toHaveCount(8)
  await context.close()
})

test("contact shows details, quick actions and the response guarantee", async ({ page }) => {
  await gotoHydrated(page, "/contact")
  await expect(page.getByText(company.officeHours.display).first()).toBeVisible()
  for (const name of [t("contact.quickEmail"), t("contact.quickWhatsapp"), t("contact.quickTelegram"), t("contact.quickConsultation")]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  await expect(page.getByText(t("contact.guaranteeAnswer"))).toBeVisible()
  await expect(page.getByText(t("contact.guaranteeEmergency"))).toBeVisible()
})
