import { expect, test } from "./support/test"
import { listPagePath, pageCount } from "../src/lib/pagination"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { captureOpenedUrls, openedUrls, parseMailto } from "./support/capture-links"
import { about, articles, contentOf, destinations, experiences, home, services, team } from "./support/content"
import { HOME_DESTINATION_COUNT, PAGE_SIZES } from "../src/lib/constants"
import { EXPERIENCE_REGION_ORDER } from "../src/lib/experience-regions"

test("home shows the hero, the destinations, services, three latest guides, gallery and call to action", async ({ page }) => {
  await gotoHydrated(page, "/")
  await expect(page).toHaveTitle(/Luxury DMC Thailand/)
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luxury DMC Thailand")
  await expect(page.getByRole("main").getByRole("link", { name: "Explore Destinations" })).toHaveAttribute("href", "/destinations")
  await expect(page.getByRole("main").getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services")
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
  const learnMore = page.getByRole("main").getByRole("link", { name: /^Learn more/ })
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
  const book = firstCard.getByRole("link", { name: /^Book Now/ })
  await book.click()
  const dialog = page.getByRole("dialog", { name: "Plan Your Trip" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(`Tell us about your interest in: ${name}`)).toBeVisible()
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email")
  await expect(dialog.getByLabel("Your request")).toHaveAttribute("placeholder", /preferences, group size, travel dates/)
  // Focus is inside and stays inside
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab")
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await expectNoAxeViolations(page, "dialog open")
  // Required fields: inline messages, focus on the first invalid field
  await dialog.getByRole("button", { name: "Send inquiry" }).click()
  await expect(dialog.getByLabel("First name")).toHaveAttribute("aria-invalid", "true")
  await expect(dialog.getByText("Please enter your first name.")).toBeVisible()
  await expectNoAxeViolations(page, "dialog with errors")
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(book).toBeFocused()

  await firstCard.click({ position: { x: 20, y: 20 } })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel("First name").fill("Ana")
  await dialog.getByLabel("Last name").fill("O'Neil & Co")
  await dialog.getByLabel("Email").fill("ana@example.com")
  await dialog.getByLabel("Your request").fill("Two adults + one child? 50% vegetarian #1")
  await dialog.getByRole("button", { name: "Send inquiry" }).click()
  await expect(dialog).toBeHidden()
  const [mailto] = await openedUrls(page)
  const mail = parseMailto(mailto ?? "")
  expect(mail.subject).toBe(`New request from website - Travel Inquiry from Ana O'Neil & Co - ${name}`)
  expect(mail.body).toContain(`Experience: ${name}`)
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
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send inquiry" }) })
  await expect(form.getByText("*")).toHaveCount(3)
  await form.getByLabel("Email").fill("not-an-email")
  await form.getByRole("button", { name: "Send inquiry" }).click()
  await expect(form.getByLabel("First name")).toBeFocused()
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByLabel("Email")).toHaveValue("not-an-email")
  await expectNoAxeViolations(page, "contact with errors")

  const hostile = "<script>alert(1)</script> & ? # % + =\nline two ✈️ שלום"
  await form.getByLabel("First name").fill("Somchai")
  await form.getByLabel("Last name").fill("Rak-Thai")
  await form.getByLabel("Email").fill("somchai@example.com")
  await form.getByLabel("Company").fill("Andaman Travel Co.")
  // The last destination in data/ (the select lists them all)
  const preferred = destinations.at(-1)?.name ?? ""
  await form.getByLabel("Preferred destination").selectOption(preferred)
  await form.getByLabel("Requirements").fill(hostile)
  await form.getByRole("button", { name: "Send inquiry" }).click()

  const [mailto] = await openedUrls(page)
  const mail = parseMailto(mailto ?? "")
  expect(mail.to).toBe("reservations@luxurydmcthailand.com")
  expect(mail.subject).toBe("New request from website - Travel Inquiry from Somchai Rak-Thai")
  expect(mail.body).toContain("Name: Somchai Rak-Thai")
  expect(mail.body).toContain("Email: somchai@example.com")
  expect(mail.body).toContain("Company: Andaman Travel Co.")
  expect(mail.body).toContain(`Preferred destination: ${preferred}`)
  expect(mail.body.replace(/\r\n/g, "\n")).toContain(hostile)

  await expect(page.getByRole("heading", { name: "Your message is ready" })).toBeFocused()
  await expect(page.getByRole("link", { name: "Open in e-mail app" })).toHaveAttribute("href", mailto ?? "")
  await expect(page.getByRole("link", { name: "Send via WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(page.locator("script:has-text('alert(1)')")).toHaveCount(0)
  await expect(page.locator("#inquiry-text")).toContainText("<script>alert(1)</script>")
})

test("contact shows details, quick actions and the response guarantee", async ({ page }) => {
  await gotoHydrated(page, "/contact")
  await expect(page.getByText("Monday to Friday, 9:00 AM to 6:00 PM (ICT)").first()).toBeVisible()
  for (const name of ["Email directly", "WhatsApp chat", "Telegram message", "Book consultation"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible()
  }
  await expect(page.getByText("An answer within 24 hours on business days.")).toBeVisible()
  await expect(page.getByText("24/7 emergency support for active clients.")).toBeVisible()
})
