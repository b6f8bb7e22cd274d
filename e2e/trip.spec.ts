import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { LIST_PAGE_SIZE } from "../src/lib/constants"
import { gotoHydrated, reloadHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { capturePrints, printCount } from "./support/capture-links"
import { blockStorage, fillLabelled, inquiryForm, offeredMail, SAMPLE_REFERENCE, serverAnswers, serverUnreachable } from "./support/forms"
import {
  contentIn,
  contentOf,
  defaultLanguage,
  destinations,
  experiences,
  hotels,
  languages,
  t,
  company,
  escapeRegExp,
  startingWith,
  tFill,
} from "./support/content"
import { brandColors } from "../src/theme/tokens/colors"
import { groupByRegion } from "../src/lib/experience-regions"

// The shortlist's records come from data/, so staff adding, renaming or removing one keeps these tests meaningful:
// Phuket (a route of the spec) and its first hotel, and an experience of another destination on /experiences' first page
const destinationNamed = (slug: string) => {
  const destination = destinations.find((d) => d.slug === slug)
  if (!destination) throw new Error(`data/destinations has no ${slug}`)
  return destination
}
const PHUKET = destinationNamed("phuket")
const KRABI = destinationNamed("krabi")
const HOTEL = contentOf("phuket").hotels[0]
if (!HOTEL) throw new Error("data/hotels/phuket has no hotel")
const firstPageExperiences = groupByRegion(
  experiences.map((experience) => ({ ...experience, destination: { slug: experience.destination } })),
)
  .flatMap((group) => group.items)
  .slice(0, LIST_PAGE_SIZE)
const EXPERIENCE = firstPageExperiences.find((experience) => experience.destination.slug !== PHUKET.slug)
if (!EXPERIENCE) throw new Error("no experience outside Phuket on /experiences' first page")
const EXPERIENCE_DESTINATION = destinationNamed(EXPERIENCE.destination.slug)
/** The trip's destinations in the site's order, as /my-trip groups them. */
const TRIP_DESTINATIONS = [PHUKET, EXPERIENCE_DESTINATION].sort((a, b) => a.order - b.order)
const HOTEL_NOTE = "Honeymoon: pool pavilion & late check-out?"
/** STORED_TRIP's dates as the site writes them (English dates, the range in the texts' words). */
const STORED_DATES = tFill("trip.datesRange", { start: "March 12, 2026", end: "March 20, 2026" })
/** The navbar's trip link's name with a count (its "one" form for a single item). */
const tripCount = (count: number) => tFill(count === 1 ? "nav.tripCount#one" : "nav.tripCount", { count })

/** "#C9A45C" → "rgb(201, 164, 92)", as getComputedStyle gives a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`

/** The site's localStorage key for the shortlist (src/lib/trip-store.ts). */
const TRIP_KEY = "luxury-dmc-thailand:trip"

const item = (kind: string, slug: string, name: string, destination: string, price = "", note = "") => ({
  kind,
  slug,
  name,
  destination,
  price,
  picture: null,
  note,
})

/** A shortlist as the site stores it, for tests that start from a filled trip. */
const STORED_TRIP = {
  version: 1,
  startDate: "2026-03-12",
  endDate: "2026-03-20",
  travellers: 4,
  items: [
    item("hotel", HOTEL.slug, HOTEL.name, PHUKET.slug, HOTEL.price, HOTEL_NOTE),
    item("experience", EXPERIENCE.slug, EXPERIENCE.name, EXPERIENCE_DESTINATION.slug, EXPERIENCE.price),
    item("destination", PHUKET.slug, PHUKET.name, PHUKET.slug),
  ],
}

/** Stores a trip before the site's scripts run (once, so reloads keep what the page itself saved). */
async function seedTrip(page: Page, trip: unknown = STORED_TRIP): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem("seeded")) {
        window.localStorage.setItem(key, value)
        window.sessionStorage.setItem("seeded", "1")
      }
    },
    [TRIP_KEY, JSON.stringify(trip)] as const,
  )
}

const navTripLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: startingWith("nav.myTrip") })
const tripItem = (page: Page, key: string) => page.locator(`[data-trip-item="${key}"]`)
const toggle = (scope: Page | Locator, name: string) => scope.getByRole("button", { name: tFill("trip.toggle", { name }) })
const level3 = (page: Page) => page.getByRole("heading", { level: 3 })

/** In print, the navbar, the footer, the WhatsApp widget and every button are gone. */
async function expectPrintedWithoutChrome(page: Page): Promise<void> {
  await page.emulateMedia({ media: "print" })
  for (const hidden of [page.getByRole("banner"), page.locator("footer"), page.locator("[data-whatsapp-widget]")])
    await expect(hidden).toBeHidden()
  expect(await page.locator("button").evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().height > 0).length)).toBe(0)
}

test("adds a hotel card, a destination page and an experience card; the navbar counts them and /my-trip groups them by destination", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/destinations/phuket")
  await expect(navTripLink(page)).toHaveAccessibleName(t("nav.myTrip"))

  const hotel = toggle(page.locator(`article[data-hotel="${HOTEL.slug}"]`), HOTEL.name)
  await expect(hotel).toHaveAttribute("aria-pressed", "false")
  const look = () => hotel.evaluate((button) => ({ className: button.className, background: getComputedStyle(button).backgroundColor }))
  const unpressed = await look()
  await hotel.click()
  await expect(hotel).toHaveAttribute("aria-pressed", "true")
  // Pressed is the gold look, keyed on aria-pressed in the button's recipe: the class stays, no new style is inserted
  await page.mouse.move(0, 0)
  await expect.poll(look).toEqual({ className: unpressed.className, background: rgb(brandColors.gold) })
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(1))

  const destination = toggle(page, PHUKET.name)
  await destination.click()
  await expect(destination).toHaveAttribute("aria-pressed", "true")
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(2))
  await expect(page.getByRole("banner").locator("[aria-live=polite]")).toHaveText(tripCount(2))

  await gotoHydrated(page, "/experiences")
  const card = page.locator(`article[data-experience="${EXPERIENCE.slug}"]`)
  await toggle(card, EXPERIENCE.name).click()
  await expect(toggle(card, EXPERIENCE.name)).toHaveAttribute("aria-pressed", "true")
  // The toggle does not also open the card's Plan Your Trip dialog
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(3))

  await navTripLink(page).click()
  await expect(page).toHaveURL(/\/my-trip$/)
  await expect(page.getByRole("heading", { level: 1, name: t("trip.title") })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: tFill("trip.itemsTitle", { count: 3 }) })).toBeVisible()
  // Destinations in the site's order; the destination itself first, then hotels
  await expect(level3(page)).toHaveText(TRIP_DESTINATIONS.map((d) => d.name))
  await expect(page.locator(`[data-trip-group="${EXPERIENCE_DESTINATION.slug}"] h4`)).toHaveText([EXPERIENCE.name])
  await expect(page.locator('[data-trip-group="phuket"] h4')).toHaveText([PHUKET.name, HOTEL.name])
  const hotelItem = tripItem(page, `hotel:${HOTEL.slug}`)
  await expect(hotelItem).toContainText(t("trip.kind.hotel"))
  await expect(hotelItem).toContainText(HOTEL.price)
  await expect(hotelItem.locator("img[alt]").first()).toBeVisible()
  await expect(tripItem(page, `experience:${EXPERIENCE.slug}`)).toContainText(EXPERIENCE.price)
})

test("/my-trip's page data holds no hotel or experience: a stored hotel's picture and price come from its own file", async ({
  page,
  request,
}) => {
  for (const { code } of languages) {
    const prefix = code === defaultLanguage ? "" : `/${code}`
    const response = await request.get(`/page-data${prefix}/my-trip/page-data.json`)
    expect(response.status()).toBe(200)
    const text = await response.text()
    const { hotels: local, experiences } = contentIn(code)
    // No string of the page data is a hotel's or an experience's name: they do not grow the page with the content
    const named = [...local, ...experiences].filter(({ name }) => text.includes(JSON.stringify(name)))
    expect(
      named.map(({ name }) => name),
      `/page-data${prefix}/my-trip`,
    ).toEqual([])
  }

  // Stored before this build's content: a price since changed and no picture
  const hotel = hotels.find((h) => h.price.startsWith("$")) ?? hotels[0]
  if (!hotel) throw new Error("data/hotels has no hotel")
  await seedTrip(page, { ...STORED_TRIP, items: [item("hotel", hotel.slug, hotel.name, hotel.destination, "$0")] })
  const file = page.waitForResponse((r) => r.url().endsWith(`/trip-items/${defaultLanguage}/hotel/${hotel.slug}.json`))
  await gotoHydrated(page, "/my-trip")
  expect((await file).status()).toBe(200)
  const card = tripItem(page, `hotel:${hotel.slug}`)
  await expect(card.locator("img[data-main-image]")).toBeVisible()
  await expect(card).toContainText(hotel.price)
  await expect(card).not.toContainText("$0 ")
})

test("when an item's file cannot be had, /my-trip shows what was stored", async ({ page }) => {
  await page.route("**/trip-items/**", (route) => route.abort())
  await seedTrip(page, { ...STORED_TRIP, items: [item("hotel", HOTEL.slug, `${HOTEL.name} (stored)`, PHUKET.slug, "$999")] })
  await gotoHydrated(page, "/my-trip")
  const card = tripItem(page, `hotel:${HOTEL.slug}`)
  await expect(card.getByRole("heading", { name: `${HOTEL.name} (stored)` })).toBeVisible()
  await expect(card).toContainText("$999")
  await expect(level3(page)).toHaveText([PHUKET.name])
})

test("remove takes an item off, moves focus to the list and the navbar follows; removing the last shows the empty state", async ({
  page,
}) => {
  await seedTrip(page)
  await gotoHydrated(page, "/my-trip")
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(3))
  await page.getByRole("button", { name: tFill("trip.remove", { name: PHUKET.name }) }).click()
  await expect(tripItem(page, "destination:phuket")).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 2, name: tFill("trip.itemsTitle", { count: 2 }) })).toBeFocused()
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(2))
  await page.getByRole("button", { name: tFill("trip.remove", { name: HOTEL.name }) }).click()
  await expect(level3(page)).toHaveText([EXPERIENCE_DESTINATION.name])
  await page.getByRole("button", { name: tFill("trip.remove", { name: EXPERIENCE.name }) }).click()
  await expect(page.getByRole("heading", { name: t("trip.emptyTitle") })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  await reloadHydrated(page)
  await expect(page.getByRole("heading", { name: t("trip.emptyTitle") })).toBeVisible()
  await expect(navTripLink(page)).toHaveAccessibleName(t("nav.myTrip"))
})

test("a note, the dates and the number of travellers persist across a reload", async ({ page }) => {
  await seedTrip(page, { ...STORED_TRIP, startDate: "", endDate: "", travellers: 0 })
  await gotoHydrated(page, "/my-trip")
  const values = {
    [tFill("trip.note", { name: EXPERIENCE.name })]: "Morning departure, two children (6 and 9)",
    [t("trip.startDate")]: "2026-11-02",
    [t("trip.endDate")]: "2026-11-14",
    [t("trip.travellers")]: "5",
  }
  await fillLabelled(page, values)
  await reloadHydrated(page)
  for (const [label, value] of Object.entries({ ...values, [tFill("trip.note", { name: HOTEL.name })]: HOTEL_NOTE }))
    await expect(page.getByLabel(label)).toHaveValue(value)
})

test("another tab's changes show up without a reload", async ({ page, context }) => {
  await gotoHydrated(page, "/my-trip")
  const other = await context.newPage()
  await gotoHydrated(other, "/destinations/krabi")
  await toggle(other, KRABI.name).click()
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(1))
  await expect(level3(page)).toHaveText([KRABI.name])
  await other.close()
})

test("Send as inquiry checks the fields, then sends every item with its page, the dates and the travellers to the server", async ({
  page,
}) => {
  const bodies = await serverAnswers(page)
  await seedTrip(page)
  await gotoHydrated(page, "/my-trip")
  const form = inquiryForm(page, t("trip.send"))
  await expect(form).toHaveAttribute("action", "/api/inquiry")
  await form.getByRole("button", { name: t("trip.send") }).click()
  await expect(form.getByLabel(t("form.firstName"))).toBeFocused()
  await expect(form.getByLabel(t("form.firstName"))).toHaveAttribute("aria-invalid", "true")
  await expect(form.getByText("Please enter your first name.")).toBeVisible()
  expect(bodies).toEqual([])

  await fillLabelled(form, {
    [t("form.firstName")]: "Ploy",
    [t("form.lastName")]: "Chaiyaporn",
    [t("form.email")]: "ploy@andaman-travel.example",
    [t("contact.company")]: "Andaman Travel & Co.",
    [t("trip.message")]: "Net rates please, 10% commission?",
  })
  await form.getByRole("button", { name: t("trip.send") }).click()
  await expect(page.getByRole("heading", { name: t("inquiry.receivedTitle") })).toBeFocused()
  await expect(page.getByRole("main").getByText(SAMPLE_REFERENCE)).toBeVisible()

  // Every item, by destination in the site's order, each with its page and what its card says (never cut)
  const items = {
    [PHUKET.slug]: [
      { name: PHUKET.name, path: `/destinations/${PHUKET.slug}`, details: t("trip.kind.destination") },
      {
        name: HOTEL.name,
        path: `/destinations/${PHUKET.slug}#hotel-${HOTEL.slug}`,
        details: `${t("trip.kind.hotel")}, ${PHUKET.name}, ${HOTEL.price} - ${t("trip.printNote")}: ${HOTEL_NOTE}`,
      },
    ],
    [EXPERIENCE_DESTINATION.slug]: [
      {
        name: EXPERIENCE.name,
        path: `/destinations/${EXPERIENCE_DESTINATION.slug}#experiences`,
        details: `${t("trip.kind.experience")}, ${EXPERIENCE_DESTINATION.name}, ${EXPERIENCE.price}`,
      },
    ],
  }
  expect(bodies).toEqual([
    {
      form: "trip",
      language: "en",
      page: "/my-trip",
      website: "",
      dates: STORED_DATES,
      travellers: "4",
      firstName: "Ploy",
      lastName: "Chaiyaporn",
      email: "ploy@andaman-travel.example",
      company: "Andaman Travel & Co.",
      message: "Net rates please, 10% commission?",
      items: TRIP_DESTINATIONS.flatMap((d) => items[d.slug] ?? []),
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      fillMs: expect.any(Number),
    },
  ])
})

test("Send as inquiry with the server out of reach: the e-mail that lists the shortlist, dates and travellers; the form kept", async ({
  page,
}) => {
  await serverUnreachable(page)
  await seedTrip(page)
  await gotoHydrated(page, "/my-trip")
  const form = inquiryForm(page, t("trip.send"))
  await fillLabelled(form, {
    [t("form.firstName")]: "Ploy",
    [t("form.lastName")]: "Chaiyaporn",
    [t("form.email")]: "ploy@andaman-travel.example",
    [t("contact.company")]: "Andaman Travel & Co.",
    [t("trip.message")]: "Net rates please, 10% commission?",
  })
  await form.getByRole("button", { name: t("trip.send") }).click()

  await expect(page.getByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeFocused()
  const mail = await offeredMail(page.getByRole("main"))
  expect(mail.to).toBe(company.email)
  expect(mail.subject).toBe(tFill("inquiry.subject", { name: "Ploy Chaiyaporn" }))
  expect(mail.body).toContain(`${t("inquiry.company")}: Andaman Travel & Co.`)
  expect(mail.body).toContain(`${t("inquiry.travellers")}: 4`)
  expect(mail.body).toContain(`${t("inquiry.dates")}: ${STORED_DATES}`)
  // By destination in the site's order, the destination itself first
  const lines = {
    [PHUKET.slug]: [
      `- ${PHUKET.name} (${t("trip.kind.destination")})`,
      `- ${HOTEL.name} (${t("trip.kind.hotel")}, ${PHUKET.name}, ${HOTEL.price}) - ${t("trip.printNote")}: ${HOTEL_NOTE}`,
    ],
    [EXPERIENCE_DESTINATION.slug]: [
      `- ${EXPERIENCE.name} (${t("trip.kind.experience")}, ${EXPERIENCE_DESTINATION.name}, ${EXPERIENCE.price})`,
    ],
  }
  expect(mail.body).toContain([`${t("inquiry.items")}:`, ...TRIP_DESTINATIONS.flatMap((d) => lines[d.slug] ?? [])].join("\n"))
  expect(mail.body).toContain(`${t("inquiry.request")}:\nNet rates please, 10% commission?`)
  await expect(page.locator("#inquiry-text")).toContainText(`- ${HOTEL.name} (${t("trip.kind.hotel")}, ${PHUKET.name}, ${HOTEL.price})`)
  await expect(form.getByLabel(t("trip.message"))).toHaveValue("Net rates please, 10% commission?")
})

test("printed, /my-trip is the itinerary: no navigation, widgets or buttons; branding until the agent hides it", async ({ page }) => {
  await seedTrip(page)
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/my-trip")
  await expect(page.getByRole("button", { name: t("whatsapp.open") })).toBeVisible()
  const hide = page.getByRole("button", { name: t("trip.hideBranding") })
  await expect(hide).toHaveAttribute("aria-pressed", "false")
  await expect(page.locator("[data-print-branding]")).toBeHidden()

  await expectPrintedWithoutChrome(page)
  await expect(page.getByRole("textbox")).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden()
  await expect(page.locator("[data-print-title]")).toHaveText(t("trip.printTitle"))
  const branding = page.locator("[data-print-branding]")
  await expect(branding).toBeVisible()
  await expect(branding).toContainText(company.name)
  await expect(branding).toContainText(company.email)
  await expect(page.locator("[data-print-summary]")).toHaveText(
    `${t("trip.printDates")}: ${STORED_DATES} · ${t("trip.printTravellers")}: 4`,
  )
  await expect(page.locator('[data-trip-group="phuket"] h4')).toHaveText([PHUKET.name, HOTEL.name])
  await expect(tripItem(page, `hotel:${HOTEL.slug}`)).toContainText(`${t("trip.printNote")}: ${HOTEL_NOTE}`)
  await expect(tripItem(page, `hotel:${HOTEL.slug}`).locator("img[data-main-image]")).toBeVisible()
  await expect(page.getByRole("form", { name: t("trip.sendTitle") })).toBeHidden()

  await page.emulateMedia({ media: "screen" })
  await hide.click()
  await expect(hide).toHaveAttribute("aria-pressed", "true")
  await page.emulateMedia({ media: "print" })
  await expect(branding).toBeHidden()
  const printed = await page.locator("main").innerText()
  expect(printed).not.toContain(company.name)
  expect(printed).not.toContain(company.email)
  expect(printed).not.toContain(company.phone)
  // While printing, the title (which browsers print in the page header) leaves our name out too
  expect(await page.evaluate(() => (window.dispatchEvent(new Event("beforeprint")), document.title))).toBe(t("trip.printTitle"))
  expect(await page.evaluate(() => (window.dispatchEvent(new Event("afterprint")), document.title))).toContain(company.name)
})

test("Print itinerary opens the browser's print dialog", async ({ page }) => {
  await capturePrints(page)
  await seedTrip(page)
  await gotoHydrated(page, "/my-trip")
  await page.getByRole("button", { name: t("trip.print") }).click()
  await expect.poll(() => printCount(page)).toBe(1)
})

test("a destination prints as a fact sheet: hero, overview, highlights and a table with one row per hotel", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/destinations/phuket")
  const sheet = page.locator("[data-fact-sheet]")
  await expect(sheet).toBeHidden()
  const hotels = await page.locator("#hotels article").evaluateAll((articles) => articles.map((a) => a.getAttribute("data-hotel")))
  const phuket = contentOf("phuket")
  expect(hotels).toHaveLength(Math.min(phuket.hotels.length, LIST_PAGE_SIZE))

  await expectPrintedWithoutChrome(page)
  await expect(page.getByRole("navigation", { name: t("destination.tabsLabel") })).toBeHidden()
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.locator("main img[data-main-image]").first()).toBeVisible()
  await expect(page.getByRole("heading", { name: t("destination.highlights") })).toBeVisible()
  await expect(page.locator("#hotels")).toBeHidden()
  await expect(page.locator("#experiences")).toBeHidden()
  await expect(sheet).toBeVisible()
  const rows = sheet.locator("tr[data-fact-hotel]")
  await expect(rows).toHaveCount(hotels.length)
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-fact-hotel")))).toEqual(expect.arrayContaining(hotels))
  await expect(sheet.locator(`tr[data-fact-hotel="${HOTEL.slug}"] td`)).toHaveText([
    HOTEL.name,
    HOTEL.category,
    HOTEL.location,
    HOTEL.price,
  ])
  expect(await rows.first().evaluate((tr) => getComputedStyle(tr).breakInside)).toBe("avoid")
  await expect(sheet.locator("tr[data-fact-vehicle]")).toHaveCount(Math.min(phuket.vehicles.length, LIST_PAGE_SIZE))
  await expect(sheet.locator("tr[data-fact-experience]")).toHaveCount(Math.min(phuket.experiences.length, LIST_PAGE_SIZE))
  // A section with more pages says how many there are in all, and where
  const partial = [
    phuket.hotels.length > LIST_PAGE_SIZE,
    phuket.vehicles.length > LIST_PAGE_SIZE,
    phuket.experiences.length > LIST_PAGE_SIZE,
  ]
  await expect(sheet.locator("[data-fact-note]")).toHaveCount(partial.filter(Boolean).length)
  if (partial[0])
    await expect(sheet.locator("[data-fact-note]").first()).toHaveText(
      new RegExp(
        `^${escapeRegExp(tFill("factSheet.partial", { shown: LIST_PAGE_SIZE, count: phuket.hotels.length, url: "URL" })).replace("URL", "[^ ]+/destinations/phuket")}$`,
      ),
    )
  await expect(sheet).toContainText(company.email)
})

test("/destinations/{slug}?print=1 opens the print dialog once and drops the parameter", async ({ page }) => {
  await capturePrints(page)
  await gotoHydrated(page, "/destinations/krabi?print=1")
  await expect.poll(() => printCount(page)).toBe(1)
  await expect(page).toHaveURL(/\/destinations\/krabi$/)
  await page.clock.install()
  await gotoHydrated(page, "/destinations/krabi")
  // whatever the page schedules after hydration has run
  await page.clock.runFor(2000)
  expect(await printCount(page)).toBe(0)
})

test("with storage blocked the shortlist works for the visit and says so", async ({ page }) => {
  const errors = await blockStorage(page)
  await gotoHydrated(page, "/destinations/krabi")
  await toggle(page, KRABI.name).click()
  await expect(navTripLink(page)).toHaveAccessibleName(tripCount(1))
  await navTripLink(page).click()
  await expect(level3(page)).toHaveText([KRABI.name])
  await expect(page.getByRole("status")).toContainText("lasts only until you close this tab")
  expect(errors).toEqual([])
})

test("without JavaScript /my-trip shows its empty state with links to destinations and experiences", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/my-trip")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("trip.title"))
  await expect(page.getByRole("heading", { name: t("trip.emptyTitle") })).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: t("trip.emptyDestinations") })).toHaveAttribute("href", "/destinations")
  await expect(page.getByRole("main").getByRole("link", { name: t("trip.emptyExperiences") })).toHaveAttribute("href", "/experiences")
  await context.close()
})

test.describe("axe on /my-trip", () => {
  test("empty", async ({ page }) => {
    await gotoHydrated(page, "/my-trip")
    await expect(page.getByRole("heading", { name: t("trip.emptyTitle") })).toBeVisible()
    await expectNoAxeViolations(page, "/my-trip empty")
  })

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`filled, with form errors, with the e-mail to send instead and after sending (${name})`, async ({ page }) => {
      // The panel's buttons appear under the pointer: no hover transitions half-way through when axe measures colours
      await page.emulateMedia({ reducedMotion: "reduce" })
      // The server out of reach for the first send, there for the second
      await serverAnswers(page, (_body, index) =>
        index === 0
          ? { status: 503, json: { error: "unavailable", message: t("api.error.unavailable") } }
          : { status: 200, json: { reference: SAMPLE_REFERENCE, replyHours: 24 } },
      )
      await page.setViewportSize(viewport)
      await seedTrip(page)
      await gotoHydrated(page, "/my-trip")
      await expect(page.locator("[data-trip-item]")).toHaveCount(3)
      await expectNoAxeViolations(page, `/my-trip filled (${name})`)
      const form = inquiryForm(page, t("trip.send"))
      await form.getByRole("button", { name: t("trip.send") }).click()
      await expect(form.getByLabel(t("form.firstName"))).toHaveAttribute("aria-invalid", "true")
      await expectNoAxeViolations(page, `/my-trip with errors (${name})`)
      await fillLabelled(form, { [t("form.firstName")]: "Ana", [t("form.lastName")]: "Silva", [t("form.email")]: "ana@example.com" })
      await form.getByRole("button", { name: t("trip.send") }).click()
      await expect(page.getByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeVisible()
      await expect(page.getByText(t("api.error.unavailable"))).toBeVisible()
      await expectNoAxeViolations(page, `/my-trip with the e-mail to send instead (${name})`)
      await form.getByRole("button", { name: t("trip.send") }).click()
      await expect(page.getByRole("heading", { name: t("inquiry.receivedTitle") })).toBeVisible()
      await expectNoAxeViolations(page, `/my-trip sent (${name})`)
    })
  }

  test("destination page and hotel cards with toggles pressed", async ({ page }) => {
    await seedTrip(page)
    await gotoHydrated(page, "/destinations/phuket")
    await expect(toggle(page, HOTEL.name)).toHaveAttribute("aria-pressed", "true")
    await expectNoAxeViolations(page, "/destinations/phuket with shortlisted items")
  })
})
