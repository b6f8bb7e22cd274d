import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { destinations, partnerships } from "./support/content"
import { VIEWPORTS } from "./support/axe"
import { capturePrints, printCount } from "./support/capture-links"

test("/partners: response promise, how to request rates, booking checklist, terms to be confirmed and the partner desk", async ({
  page,
}) => {
  await gotoHydrated(page, "/partners")
  await expect(page).toHaveTitle("For travel partners | Luxury DMC Thailand")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("For travel partners")

  const response = page.getByRole("region", { name: "Our response promise" })
  await expect(response).toContainText("within 24 hours on business days")
  await expect(response).toContainText("24/7 emergency support for active clients")

  const rates = page.getByRole("region", { name: "How to request rates" })
  await expect(rates.getByRole("heading", { name: "What to include" })).toBeVisible()
  const rateMail = new URL((await rates.getByRole("link", { name: "Request rates by e-mail" }).getAttribute("href")) ?? "")
  expect(rateMail.protocol).toBe("mailto:")
  expect(rateMail.pathname).toBe("reservations@luxurydmcthailand.com")
  expect(decodeURIComponent(rateMail.searchParams.get("subject") ?? "")).toBe("Rate request")
  await expect(rates.getByRole("link", { name: "Build a shortlist in My trip" })).toHaveAttribute("href", "/my-trip")

  const checklist = page.getByRole("region", { name: "Booking checklist" })
  // What staff list in data/partnerships.en.json, each item
  await expect(checklist.getByRole("listitem")).toHaveText(partnerships.checklist.items)

  const terms = page.getByRole("region", { name: "Payment and cancellation" })
  // The badge while staff have not marked the terms confirmed
  await expect(terms.getByText("To be confirmed by our team", { exact: true })).toHaveCount(partnerships.terms.confirmed ? 0 : 1)
  await expect(terms.locator("dt")).toHaveText(partnerships.terms.items.map((item) => item.title))

  const desk = page.getByRole("region", { name: "Partner desk" })
  await expect(desk.getByRole("link", { name: "reservations@luxurydmcthailand.com" })).toHaveAttribute(
    "href",
    "mailto:reservations@luxurydmcthailand.com",
  )
  await expect(desk.getByRole("link", { name: /^WhatsApp \+66815382047/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/66815382047\?text=/)
  await expect(desk.getByRole("link", { name: /^Telegram @luxurydmcthailand/ })).toHaveAttribute("href", "https://t.me/luxurydmcthailand")
  for (const link of await desk.locator("a[target=_blank]").all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer")
})

test("/partners links every destination's fact sheet, and the link opens it with the print dialog", async ({ page }) => {
  await capturePrints(page)
  await gotoHydrated(page, "/partners")
  const sheets = page.getByRole("region", { name: "Destination fact sheets" }).getByRole("link", { name: /^Print fact sheet: / })
  await expect(sheets).toHaveCount(destinations.length)
  expect(await sheets.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    destinations.map(({ slug }) => `/destinations/${slug}?print=1`),
  )
  const phuket = destinations.find(({ slug }) => slug === "phuket")
  await page.getByRole("link", { name: `Print fact sheet: ${phuket?.name}` }).click()
  // The largest page hydrating while the other worker runs axe: as long as gotoHydrated allows, not expect's 5 s
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(phuket?.heroTitle ?? "")
  await expect.poll(() => printCount(page)).toBe(1)
})

test("/partners is linked from the footer, the desktop navbar and the mobile menu", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/")
  await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "For partners" })).toHaveAttribute(
    "href",
    "/partners",
  )
  const main = page.getByRole("navigation", { name: "Main" })
  await main.getByRole("link", { name: "For partners" }).click()
  await expect(page).toHaveURL(/\/partners$/)

  await page.setViewportSize(VIEWPORTS.mobile)
  await gotoHydrated(page, "/")
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.locator("#mobile-menu").getByRole("link", { name: "For partners" }).click()
  await expect(page).toHaveURL(/\/partners$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("For travel partners")
})
