import { expect, test } from "./support/test"
import { listPagePath, pageCount } from "../src/lib/pagination"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { captureOpenedUrls, openedUrls, parseMailto } from "./support/capture-links"
import {
  about,
  articles,
  contentOf,
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
import { HOME_DESTINATION_COUNT, PAGE_SIZES } from "../src/lib/constants"
import { EXPERIENCE_REGION_ORDER } from "../src/lib/experience-regions"

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

test("experiences are grouped by region in the spec's order, Krabi skipped, over the pages of /experiences", async ({ page }) => {
  const regions = EXPERIENCE_REGION_ORDER.filter((slug) => contentOf(slug).experiences.length > 0)
  const headings: string[] = []
  let cards = 0
  for (let number = 1; number <= pageCount(experiences.length, PAGE_SIZES.allExperiences); number++) {
    await gotoHydrated(page, listPagePath("/experiences", number))
    // A region split over two pages has its heading on both
    for (const heading of await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents())
      if (headings.at(-1) !== heading) headings.push(heading)
    cards += await page.getByRole("main").locator("article").count()
  }
  expect(headings).toEqual(regions.map((slug) => destinations.find((d) => d.slug === slug)?.name ?? slug))
  expect(cards).toBe(experiences.length)
})

test("Plan Your Trip: opens from Book Now and from the card, traps focus, Escape returns focus, submit composes the e-mail", async ({
  page,
}) => {
  await captureOpenedUrls(page)
  const logs: string[] = []
  page.on("console", (m) => logs.push(m.text()))
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/experiences")
  const firstCard = page.getByRole("main").locator("article").first()
  const name = (await firstCard.getByRole("heading", { level: 3 }).textContent()) ?? ""
  const book = firstCard.getByRole("link", { name: startingWith("experience.bookNow") })
  await book.click()
  const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(tFill("planTrip.intro", { name }))).toBeVisible()
  await expect(dialog.getByLabel(t("form.email"))).toHaveAttribute("type", "email")
  await expect(dialog.getByLabel(t("planTrip.request"))).toHaveAttribute("placeholder", /preferences, group size, travel dates/)
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

  await firstCard.click({ position: { x: 20, y: 20 } })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(t("form.firstName")).fill("Ana")
  await dialog.getByLabel(t("form.lastName")).fill("O'Neil & Co")
  await dialog.getByLabel(t("form.email")).fill("ana@example.com")
  await dialog.getByLabel(t("planTrip.request")).fill("Two adults + one child? 50% vegetarian #1")
  await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
  await expect(dialog).toBeHidden()
  const [mailto] = await openedUrls(page)
  const mail = parseMailto(mailto ?? "")
  expect(mail.subject).toBe(`${tFill("inquiry.subject", { name: "Ana O'Neil & Co" })} - ${name}`)
  expect(mail.body).toContain(`${t("inquiry.experience")}: ${name}`)
  expect(mail.body).toContain("Two adults + one child? 50% vegetarian #1")
  expect(logs.some((l) => l.includes(name))).toBe(true)
})

test("about: intro, mission, its values, a card per team member and a partner call to action", async ({ page }) => {
  await gotoHydrated(page, "/about")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.locator('section[aria-labelledby="values-title"] li')).toHaveCount(about.values.length)
  await expect(page.locator('section[aria-labelledby="team-title"] article')).toHaveCount(team.length)
  await expect(page.locator('section[aria-labelledby="cta-title"] a')).toHaveAttribute("href", "/contact")
})

test("contact: validation, then a mailto with the exact subject and every filled field, and the confirmation panel", async ({ page }) => {
  await captureOpenedUrls(page)
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

  const hostile = "<script>alert(1)</script> & ? # % + =\nline two ✈️ שלום"
  await form.getByLabel(t("form.firstName")).fill("Somchai")
  await form.getByLabel(t("form.lastName")).fill("Rak-Thai")
  await form.getByLabel(t("form.email")).fill("somchai@example.com")
  await form.getByLabel(t("contact.company")).fill("Andaman Travel Co.")
  // The last destination in data/ (the select lists them all)
  const preferred = destinations.at(-1)?.name ?? ""
  await form.getByLabel(t("contact.destination")).selectOption(preferred)
  await form.getByLabel(t("contact.requirements")).fill(hostile)
  await form.getByRole("button", { name: t("contact.submit") }).click()

  const [mailto] = await openedUrls(page)
  const mail = parseMailto(mailto ?? "")
  expect(mail.to).toBe(company.email)
  expect(mail.subject).toBe(tFill("inquiry.subject", { name: "Somchai Rak-Thai" }))
  expect(mail.body).toContain(`${t("inquiry.name")}: Somchai Rak-Thai`)
  expect(mail.body).toContain(`${t("inquiry.email")}: somchai@example.com`)
  expect(mail.body).toContain(`${t("inquiry.company")}: Andaman Travel Co.`)
  expect(mail.body).toContain(`${t("inquiry.destination")}: ${preferred}`)
  expect(mail.body.replace(/\r\n/g, "\n")).toContain(hostile)

  await expect(page.getByRole("heading", { name: t("contact.sentTitle") })).toBeFocused()
  await expect(page.getByRole("link", { name: t("contact.openMail") })).toHaveAttribute("href", mailto ?? "")
  await expect(page.getByRole("link", { name: t("contact.sendWhatsapp") })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(page.locator("script:has-text('alert(1)')")).toHaveCount(0)
  await expect(page.locator("#inquiry-text")).toContainText("<script>alert(1)</script>")
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
