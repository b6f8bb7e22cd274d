import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { destinations, partnerships, t, company, escapeRegExp, startingWith, tFill } from "./support/content"
import { VIEWPORTS } from "./support/axe"
import { capturePrints, printCount } from "./support/capture-links"

test("/partners: response promise, how to request rates, booking checklist, terms to be confirmed and the partner desk", async ({
  page,
}) => {
  await gotoHydrated(page, "/partners")
  await expect(page).toHaveTitle(`${t("partners.title")} | ${company.name}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("partners.title"))

  const response = page.getByRole("region", { name: partnerships.response.title })
  await expect(response.getByRole("listitem")).toHaveText(partnerships.response.items)

  const rates = page.getByRole("region", { name: partnerships.rates.title })
  await expect(rates.getByRole("heading", { name: t("partners.include") })).toBeVisible()
  const rateMail = new URL((await rates.getByRole("link", { name: t("partners.emailRates") }).getAttribute("href")) ?? "")
  expect(rateMail.protocol).toBe("mailto:")
  expect(rateMail.pathname).toBe(company.email)
  expect(decodeURIComponent(rateMail.searchParams.get("subject") ?? "")).toBe(t("partners.ratesSubject"))
  await expect(rates.getByRole("link", { name: t("partners.shortlist") })).toHaveAttribute("href", "/my-trip")

  const checklist = page.getByRole("region", { name: partnerships.checklist.title })
  // What staff list in data/partnerships.en.json, each item
  await expect(checklist.getByRole("listitem")).toHaveText(partnerships.checklist.items)

  const terms = page.getByRole("region", { name: partnerships.terms.title })
  // The badge while staff have not marked the terms confirmed
  await expect(terms.getByText(t("partners.toConfirm"), { exact: true })).toHaveCount(partnerships.terms.confirmed ? 0 : 1)
  await expect(terms.locator("dt")).toHaveText(partnerships.terms.items.map((item) => item.title))

  const desk = page.getByRole("region", { name: partnerships.contacts.title })
  await expect(desk.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`)
  await expect(
    desk.getByRole("link", { name: new RegExp(`^${escapeRegExp(`${t("contact.whatsapp")} +${company.whatsappNumber}`)}`) }),
  ).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${company.whatsappNumber}\\?text=`))
  await expect(
    desk.getByRole("link", { name: new RegExp(`^${escapeRegExp(`${t("partners.telegram")} @${company.telegramHandle}`)}`) }),
  ).toHaveAttribute("href", `https://t.me/${company.telegramHandle}`)
  for (const link of await desk.locator("a[target=_blank]").all()) await expect(link).toHaveAttribute("rel", "noopener noreferrer")
})

test("/partners links every destination's fact sheet, and the link opens it with the print dialog", async ({ page }) => {
  await capturePrints(page)
  await gotoHydrated(page, "/partners")
  const sheets = page
    .getByRole("region", { name: partnerships.factSheets.title })
    .getByRole("link", { name: startingWith("partners.printFactSheet") })
  await expect(sheets).toHaveCount(destinations.length)
  expect(await sheets.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    destinations.map(({ slug }) => `/destinations/${slug}?print=1`),
  )
  const phuket = destinations.find(({ slug }) => slug === "phuket")
  await page.getByRole("link", { name: tFill("partners.printFactSheetLabel", { name: phuket?.name ?? "" }) }).click()
  // The largest page hydrating while the other worker runs axe: as long as gotoHydrated allows, not expect's 5 s
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(phuket?.heroTitle ?? "")
  await expect.poll(() => printCount(page)).toBe(1)
})

test("/partners is linked from the footer, the desktop navbar and the mobile menu", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/")
  await expect(page.getByRole("navigation", { name: t("footer.navLabel") }).getByRole("link", { name: t("nav.partners") })).toHaveAttribute(
    "href",
    "/partners",
  )
  const main = page.getByRole("navigation", { name: t("nav.label") })
  await main.getByRole("link", { name: t("nav.partners") }).click()
  await expect(page).toHaveURL(/\/partners$/)

  await page.setViewportSize(VIEWPORTS.mobile)
  await gotoHydrated(page, "/")
  await page.getByRole("button", { name: t("nav.openMenu") }).click()
  await page
    .locator("#mobile-menu")
    .getByRole("link", { name: t("nav.partners") })
    .click()
  await expect(page).toHaveURL(/\/partners$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("partners.title"))
})
