import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { parseMailto } from "./support/capture-links"
import { inquiryForm, serverUnreachable } from "./support/forms"
import { batches, HOSTILE_STRINGS, LONG_HOSTILE, REPLACEMENT_PATTERNS, SHORT_HOSTILE } from "./support/hostile-strings"
import { company, startingWith, t } from "./support/content"

// Hostile text through the two forms, with the site's server out of reach, so that they compose the e-mail to send
// instead: nothing runs, nothing renders as HTML, and the mailto: URL decodes back to exactly what the fields held (a
// field keeps at most its maxlength, the server's limit). The corpus goes in batches (several strings per submission,
// several submissions per page) to keep the spec short. What the server does with it is e2e/inquiry-delivery.spec.ts's
// and __tests__/server's.

const TO = company.email
const EMAIL = "guest@example.com"
/** The subject the site writes for a name, filled in here by splitting (no replacement patterns), not by the site's own fill. */
const subjectFor = (name: string) => t("inquiry.subject").split("{name}").join(name)
const SEPARATOR = "\n~~~\n"
/** Batches of the short strings: typed into the request and, split in two, into the names, the body stays under its ~1800-character limit. */
const GROUPS = batches(SHORT_HOSTILE, 400, SEPARATOR)
/** Batches per test: a few parametrised tests per form, each on one page. */
const PER_TEST = Math.ceil(GROUPS.length / 3)
const SLICES = Array.from({ length: Math.ceil(GROUPS.length / PER_TEST) }, (_, i) => GROUPS.slice(i * PER_TEST, (i + 1) * PER_TEST))
/** Every percent-encoded character of encodeURIComponent: no raw &, ?, #, =, space or line break. */
const ENCODED = "[A-Za-z0-9\\-_.!~*'()%]*"
const MAILTO = new RegExp(`^mailto:${TO.replace(/\./g, "\\.")}\\?subject=${ENCODED}&body=${ENCODED}$`)

declare global {
  interface Window {
    __xss?: unknown
  }
}

test.describe.configure({ timeout: 45_000 })

/**
 * Opens a form's page with the server out of reach, and collects what must never happen there: a JavaScript
 * dialog (alert from an injected handler) or an uncaught error.
 */
async function open(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  page.on("dialog", (dialog) => {
    problems.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
  await serverUnreachable(page)
  await gotoHydrated(page, path)
  return problems
}

/** No element, attribute or script came from the typed text, and no payload ran. */
async function expectNothingInjected(page: Page, problems: string[]): Promise<void> {
  const found = await page.evaluate(() => ({
    xss: window.__xss ?? null,
    handlers: Array.from(document.querySelectorAll("*")).flatMap((el) =>
      Array.from(el.attributes)
        .filter((attribute) => /^on/i.test(attribute.name))
        .map((attribute) => `${el.localName}[${attribute.name}]`),
    ),
    imgX: document.querySelectorAll('img[src="x"]').length,
    svgOnload: document.querySelectorAll("svg[onload]").length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i], [src^="javascript:" i]').length,
    scripts: Array.from(document.scripts).filter((script) => /alert\(|__xss/.test(script.text)).length,
    styles: Array.from(document.querySelectorAll("style")).filter((style) => (style.textContent ?? "").includes("*{display:none}")).length,
  }))
  expect(found).toEqual({ xss: null, handlers: [], imgX: 0, svgOnload: 0, javascriptLinks: 0, scripts: 0, styles: 0 })
  expect(problems).toEqual([])
}

/** Fills the fields by label, checks each (fillField), and returns what they now hold, in order. */
async function fillFields(scope: Locator, values: Record<string, string>): Promise<string[]> {
  const held: string[] = []
  for (const [label, text] of Object.entries(values)) held.push(await fillField(scope.getByLabel(label), text))
  return held
}

/**
 * Fills a field and returns what it now holds (an input turns line breaks into spaces, a textarea turns CR LF and CR
 * into LF; past its maxlength, the server's limit, it keeps the start of what was typed).
 */
async function fillField(field: Locator, text: string): Promise<string> {
  await field.fill(text)
  const value = await field.inputValue()
  const { multiline, max } = await field.evaluate((el) => ({
    multiline: el.localName === "textarea",
    max: (el as HTMLInputElement | HTMLTextAreaElement).maxLength,
  }))
  // Chrome inserts a line break typed into a single-line input as a space
  const typed = multiline ? text.replace(/\r\n?/g, "\n") : text.replace(/\r\n?|\n/g, " ")
  if (max > 0 && typed.length > max) {
    expect(value.length, "the field keeps at most its maxlength").toBeLessThanOrEqual(max)
    expect(value.length).toBeGreaterThan(max - 2)
    expect(typed.startsWith(value), "the field holds the start of what was typed").toBe(true)
  } else expect(value, "the field holds what was typed").toBe(typed)
  return value
}

/**
 * The e-mail the panel offers once it shows this submission (its text holds `marker`), checked for shape, decoded;
 * the body with its CRLF line breaks as LF.
 */
async function lastMail(scope: Page | Locator, marker: string): Promise<{ url: string; subject: string; body: string }> {
  const text = scope.locator("#inquiry-text")
  await expect.poll(async () => ((await text.count()) > 0 ? ((await text.textContent()) ?? "") : "")).toContain(marker)
  const url = await scope.getByRole("link", { name: t("contact.openMail") }).evaluate((a) => (a as HTMLAnchorElement).href)
  expect(url, "two encoded parameters, nothing else").toMatch(MAILTO)
  const mail = parseMailto(url)
  expect(mail.to).toBe(TO)
  // RFC 6068: every line break of the body is CRLF
  expect(mail.body).not.toMatch(/\r(?!\n)|(?<!\r)\n/)
  return { url, subject: mail.subject, body: mail.body.replace(/\r\n/g, "\n") }
}

const fullName = (first: string, last: string) => `${first.trim()} ${last.trim()}`.trim()

/** A request wrapped in markers, so the app's trimming of the whole request never touches the strings. */
const wrap = (group: readonly string[], label: string) => `[${label}>\n${group.join(SEPARATOR)}\n<${label}]`

/** The decoded body cut for length: a prefix of the request followed by the shortening note. */
function expectCutRequest(body: string, request: string, label: string): void {
  const start = body.indexOf(`[${label}>\n`)
  expect(start, "the request is in the body").toBeGreaterThan(0)
  const tail = body.slice(start)
  const cut = /\n\[message shortened[^\]\n]*\]$/.exec(tail)
  expect(cut, "the body ends with the shortening note").not.toBeNull()
  const kept = tail.slice(0, cut?.index ?? 0)
  expect(kept.length).toBeGreaterThan(1000)
  expect(request.startsWith(kept), "what is kept is the start of what was typed").toBe(true)
}

test(`the corpus has at least 50 strings, ${LONG_HOSTILE.length} of them 5000 characters long`, () => {
  expect(HOSTILE_STRINGS.length).toBeGreaterThanOrEqual(50)
  expect(new Set(HOSTILE_STRINGS).size).toBe(HOSTILE_STRINGS.length)
  for (const long of LONG_HOSTILE) expect(long.length).toBe(5000)
  expect(GROUPS.flat()).toEqual([...SHORT_HOSTILE])
})

SLICES.forEach((slice, sliceIndex) => {
  test(`contact form, hostile batch ${sliceIndex + 1}/${SLICES.length}: the e-mail carries the text exactly, nothing runs or renders`, async ({
    page,
  }) => {
    const problems = await open(page, "/contact")
    for (const [i, group] of slice.entries()) {
      const label = `contact ${sliceIndex + 1}.${i + 1}`
      const form = inquiryForm(page)
      const half = Math.ceil(group.length / 2)
      const [first = "", last = "", , company = "", request = ""] = await fillFields(form, {
        [t("form.firstName")]: group.slice(0, half).join(" | "),
        [t("form.lastName")]: group.slice(half).join(" | ") || "-",
        [t("form.email")]: EMAIL,
        [t("contact.company")]: group.at(-1) ?? "",
        [t("contact.requirements")]: wrap(group, label),
      })
      await form.getByRole("button", { name: t("contact.submit") }).click()

      const mail = await lastMail(page, `[${label}>`)
      const name = fullName(first, last)
      expect(mail.subject).toBe(subjectFor(name))
      expect(mail.body.startsWith(`${t("inquiry.name")}: ${name}\n${t("inquiry.email")}: ${EMAIL}\n`), "name and e-mail lines").toBe(true)
      if (company.trim()) expect(mail.body).toContain(`\n${t("inquiry.company")}: ${company.trim()}\n`)
      expect(mail.body.slice(-request.length - 1), "the request, whole, at the end").toBe(`\n${request}`)
      // The confirmation panel shows the same message as text, and links the same mailto:
      await expect(page.locator("#inquiry-text")).toBeVisible()
      expect(await page.locator("#inquiry-text").textContent()).toBe(`${mail.subject}\n\n${mail.body}`)
      // The same URL (compared as parsed: Chrome escapes ' in a mailto: href it reads back)
      expect(await page.getByRole("link", { name: t("contact.openMail") }).evaluate((a) => (a as HTMLAnchorElement).href)).toBe(mail.url)
      await expectNothingInjected(page, problems)
      // The form keeps what was typed: the next batch is typed over it
    }
  })

  test(`Plan Your Trip dialog, hostile batch ${sliceIndex + 1}/${SLICES.length}: the e-mail carries the text exactly, nothing runs or renders`, async ({
    page,
  }) => {
    const problems = await open(page, "/experiences")
    const card = page.getByRole("main").locator("article").first()
    const experience = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim()
    const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
    for (const [i, group] of slice.entries()) {
      const label = `dialog ${sliceIndex + 1}.${i + 1}`
      await card.getByRole("link", { name: startingWith("experience.bookNow") }).click()
      await expect(dialog).toBeVisible()
      const half = Math.ceil(group.length / 2)
      const [first = "", last = "", , request = ""] = await fillFields(dialog, {
        [t("form.firstName")]: group.slice(half).join(" | ") || "-",
        [t("form.lastName")]: group.slice(0, half).join(" | "),
        [t("form.email")]: EMAIL,
        [t("planTrip.request")]: wrap(group, label),
      })
      await dialog.getByRole("button", { name: t("planTrip.submit") }).click()

      const mail = await lastMail(dialog, `[${label}>`)
      const name = fullName(first, last)
      expect(mail.subject).toBe(`${subjectFor(name)} - ${experience}`)
      expect(
        mail.body.startsWith(`${t("inquiry.name")}: ${name}\n${t("inquiry.email")}: ${EMAIL}\n${t("inquiry.experience")}: ${experience}\n`),
        "name, e-mail and experience lines",
      ).toBe(true)
      expect(mail.body.slice(-request.length - 1), "the request, whole, at the end").toBe(`\n${request}`)
      await expectNothingInjected(page, problems)
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()
    }
  })
})

test("5000-character requests in the contact form: the body keeps the start of the request and says it was cut", async ({ page }) => {
  const problems = await open(page, "/contact")
  for (const [i, long] of LONG_HOSTILE.entries()) {
    const label = `long ${i + 1}`
    const form = inquiryForm(page)
    const [, , , request = ""] = await fillFields(form, {
      [t("form.firstName")]: "Long",
      [t("form.lastName")]: "Request",
      [t("form.email")]: EMAIL,
      [t("contact.requirements")]: `[${label}>\n${long}`,
    })
    await form.getByRole("button", { name: t("contact.submit") }).click()
    const mail = await lastMail(page, `[${label}>`)
    expect(mail.subject).toBe(subjectFor("Long Request"))
    expectCutRequest(mail.body, request, label)
    expect(await page.locator("#inquiry-text").textContent()).toBe(`${mail.subject}\n\n${mail.body}`)
    await expectNothingInjected(page, problems)
  }
})

test("5000-character names in the contact form: the field keeps the server's limit, whole in the subject and the name line", async ({
  page,
}) => {
  const problems = await open(page, "/contact")
  for (const [i, long] of LONG_HOSTILE.entries()) {
    const form = inquiryForm(page)
    const last = `Name ${i + 1}`
    const [first = ""] = await fillFields(form, { [t("form.firstName")]: long, [t("form.lastName")]: last, [t("form.email")]: EMAIL })
    await form.getByRole("button", { name: t("contact.submit") }).click()
    const mail = await lastMail(page, `${first.trim()} ${last}`)
    expect(mail.subject).toBe(subjectFor(fullName(first, last)))
    expect(mail.body.startsWith(`${t("inquiry.name")}: ${fullName(first, last)}\n`)).toBe(true)
    await expectNothingInjected(page, problems)
  }
})

test("5000-character strings in the Plan Your Trip dialog: the body keeps the start of the request and says it was cut", async ({
  page,
}) => {
  const problems = await open(page, "/experiences")
  const card = page.getByRole("main").locator("article").first()
  const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
  for (const [i, long] of LONG_HOSTILE.entries()) {
    const label = `long dialog ${i + 1}`
    await card.getByRole("link", { name: startingWith("experience.bookNow") }).click()
    const values = {
      [t("form.firstName")]: "Long",
      [t("form.lastName")]: "Request",
      [t("form.email")]: EMAIL,
      [t("planTrip.request")]: `[${label}>\n${long}`,
    }
    const [, , , request = ""] = await fillFields(dialog, values)
    await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
    expectCutRequest((await lastMail(dialog, `[${label}>`)).body, request, label)
    await expectNothingInjected(page, problems)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
  }
})

test("String.replace patterns ($& $' $` $$) in a name reach the subject unchanged", async ({ page }) => {
  const [text = ""] = REPLACEMENT_PATTERNS
  const problems = await open(page, "/contact")
  const form = inquiryForm(page)
  await fillFields(form, {
    [t("form.firstName")]: text,
    [t("form.lastName")]: text,
    [t("form.email")]: EMAIL,
    [t("contact.requirements")]: text,
  })
  await form.getByRole("button", { name: t("contact.submit") }).click()
  const mail = await lastMail(page, `${text} ${text}`)
  expect(mail.subject).toBe(subjectFor(`${text} ${text}`))
  expect(mail.body.startsWith(`${t("inquiry.name")}: ${text} ${text}\n`)).toBe(true)
  expect(mail.body.endsWith(`\n${text}`)).toBe(true)

  await gotoHydrated(page, "/experiences")
  const card = page.getByRole("main").locator("article").first()
  const experience = ((await card.getByRole("heading", { level: 3 }).textContent()) ?? "").trim()
  await card.getByRole("link", { name: startingWith("experience.bookNow") }).click()
  const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
  await fillFields(dialog, { [t("form.firstName")]: text, [t("form.lastName")]: text, [t("form.email")]: EMAIL })
  await dialog.getByRole("button", { name: t("planTrip.submit") }).click()
  expect((await lastMail(dialog, `${text} ${text}`)).subject).toBe(`${subjectFor(`${text} ${text}`)} - ${experience}`)
  await expectNothingInjected(page, problems)
})
