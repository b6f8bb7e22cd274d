/** @jest-environment node */
import nodemailer from "nodemailer"
import addressparser from "nodemailer/lib/addressparser"
import MimeNode from "nodemailer/lib/mime-node"
import { parseDocument, DomUtils } from "htmlparser2"
import { acknowledgement, greetableName } from "../../server/mail/acknowledgement"
import { escapeHtml, formatAddress, type MailContext } from "../../server/mail/compose"
import { messageDomain, newMessage } from "../../server/mail/message-id"
import { newsletterConfirmation } from "../../server/mail/newsletter-confirmation"
import { staffMessage } from "../../server/mail/staff-message"
import { mailOptions } from "../../server/mail/transport"
import type { NewInquiry, OutboxMessage, OutgoingMail } from "../../server/store/store"
import { SITE_URL, header, headersOf, inquiryFrom, siteTexts, testConfig } from "./support/mail-fixtures"

const texts = siteTexts()
const context: MailContext = { config: testConfig(), siteTexts: texts }
const EXPERIENCE = "ang-thong-marine-park-private-boat"
const experienceName = texts.experienceName("en", EXPERIENCE) as string

const contact = {
  form: "contact",
  language: "de",
  page: "/de/contact",
  firstName: "Jürgen",
  lastName: "Müller-Lüdenscheidt",
  email: "juergen@example.de",
  company: "Reisen & Meer GmbH",
  destination: "Phuket",
  travellers: "4 adults, 2 children",
  dates: "12–26 December 2026",
  budget: "20,000–30,000",
  requirements: "Two connecting villas.\nA chef for one evening.",
  experience: EXPERIENCE,
}
const planTrip = {
  form: "plan-trip",
  language: "en",
  page: "/experiences",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  request: "Sunrise departure, please.",
  experience: EXPERIENCE,
}
const trip = {
  form: "trip",
  language: "en",
  page: "/my-trip",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  company: "Doe Travel",
  message: "We love quiet places.",
  dates: "From 3 March 2027",
  travellers: "2",
  items: [
    { name: "Amanpuri", path: "/hotels/amanpuri", details: "Pool villa, 4 nights" },
    { name: "Phang Nga Bay", path: "/destinations/phang-nga", details: "" },
  ],
}

/** What every text value of a form is, to be found in the staff message. */
const valuesOf = (form: Record<string, unknown>): string[] =>
  Object.entries(form)
    .filter(([key]) => !["form", "language", "page", "experience", "items"].includes(key))
    .flatMap(([, value]) => (typeof value === "string" ? value.split("\n") : []))

/** The message as nodemailer writes it (the files transport's own path): the RFC 822 text. */
async function asSent(mail: OutgoingMail): Promise<string> {
  const message: OutboxMessage = {
    ...newMessage("staff", mail, "example.test"),
    attempts: 1,
    state: "pending",
    createdAt: Date.UTC(2026, 2, 1),
    lastError: null,
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
  const info = await transport.sendMail(mailOptions(message))
  return (info.message as Buffer).toString("utf8")
}

describe("the staff message", () => {
  it.each([
    ["contact", contact],
    ["plan-trip", planTrip],
    ["trip", trip],
  ])("%s: every field with its label, the reference in the subject, Reply-To the visitor", (_, form) => {
    const inquiry = inquiryFrom(form)
    const mail = staffMessage(inquiry, context)
    for (const value of valuesOf(form)) {
      expect(mail.text).toContain(value)
      expect(mail.html).toContain(escapeHtml(value))
    }
    expect(mail.subject).toMatch(new RegExp(`^\\[${inquiry.reference}\\] `))
    expect(mail.subject).toContain(`from ${form.firstName} ${form.lastName}`)
    expect(mail.to).toBe(texts.company("en").email)
    expect(addressparser(mail.replyTo ?? "")).toEqual([{ name: `${form.firstName} ${form.lastName}`, address: form.email }])
    expect(mail.text).toContain(`First name: ${form.firstName}`)
    expect(mail.text).toContain(`Email: ${form.email}`)
    expect(mail.text).toContain(`Page: ${SITE_URL}${form.page}`)
    expect(mail.text).toContain(`Reference: ${inquiry.reference}`)
    expect(mail.text).toMatch(/Received: .*2026-03-01T14:05:09\.000Z/)
  })

  it("names the form, the visitor's language, the experience and the trip's items with absolute links", () => {
    const german = staffMessage(inquiryFrom(contact), context)
    expect(german.subject).toContain("Contact inquiry from Jürgen Müller-Lüdenscheidt")
    expect(german.text).toContain("Language: Deutsch (de)")
    expect(german.text).toContain(`Experience: ${experienceName}`)
    expect(german.text).toContain("Requirements:\nTwo connecting villas.\nA chef for one evening.")

    const plan = staffMessage(inquiryFrom(planTrip), context)
    expect(plan.subject).toContain(`Plan Your Trip inquiry from Jane Doe – ${experienceName}`)

    const shortlist = staffMessage(inquiryFrom(trip), context)
    expect(shortlist.subject).toContain("My trip inquiry from Jane Doe")
    expect(shortlist.text).toContain(`- Amanpuri (Pool villa, 4 nights)\n  ${SITE_URL}/hotels/amanpuri`)
    expect(shortlist.text).toContain(`- Phang Nga Bay\n  ${SITE_URL}/destinations/phang-nga`)
    expect(shortlist.html).toContain(`<a href="${SITE_URL}/hotels/amanpuri"`)
  })

  it("uses INQUIRY_TO and MAIL_FROM when they are set", () => {
    const mail = staffMessage(inquiryFrom(planTrip), {
      config: testConfig({ INQUIRY_TO: "desk@example.test", MAIL_FROM: "Website <web@example.test>" }),
      siteTexts: texts,
    })
    expect(mail.to).toBe("desk@example.test")
    expect(mail.from).toBe("Website <web@example.test>")
  })

  it("escapes every value in the HTML part: markup typed into a field is text", () => {
    const attack = "<img src=x onerror=alert(1)>"
    const form = {
      ...trip,
      firstName: attack,
      lastName: `"><script>alert(1)</script>`,
      company: attack,
      message: `${attack}\n<a href="javascript:alert(1)">x</a>`,
      items: [{ name: attack, path: "/hotels/amanpuri", details: attack }],
    }
    const mail = staffMessage(inquiryFrom(form), context)
    const document = parseDocument(mail.html)
    expect(DomUtils.getElementsByTagName("img", document)).toHaveLength(0)
    expect(DomUtils.getElementsByTagName("script", document)).toHaveLength(0)
    expect(
      DomUtils.findAll((element) => Object.keys(element.attribs).some((name) => name.startsWith("on")), document.children),
    ).toHaveLength(0)
    expect(DomUtils.getElementsByTagName("a", document).map((link) => link.attribs.href)).not.toContain("javascript:alert(1)")
    expect(DomUtils.textContent(document)).toContain(attack)
    expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;")
  })

  // The schema refuses line breaks in names and addresses; this is the defence behind it, for every field
  const INJECTION = "x\r\nBcc: victim@example.net\r\nX-Injected: yes"
  it.each(["firstName", "lastName", "company", "email", "name", "reference", "experienceSlug", "itemName"])(
    "CR/LF in %s never makes a header",
    async (field) => {
      const base = inquiryFrom(trip)
      const inquiry: NewInquiry = {
        ...base,
        ...(field === "name" ? { name: INJECTION } : {}),
        ...(field === "email" ? { email: `jane@example.com${INJECTION}` } : {}),
        ...(field === "reference" ? { reference: `LDT-2026-ABCDEF${INJECTION}` } : {}),
        fields: {
          ...base.fields,
          ...(["firstName", "lastName", "company"].includes(field) ? { [field]: INJECTION } : {}),
          ...(field === "experienceSlug" ? { experience: INJECTION } : {}),
          ...(field === "itemName" ? { items: [{ name: INJECTION, path: "/hotels/x\r\nBcc: y@z.test", details: INJECTION }] } : {}),
        },
      }
      const staff = staffMessage(inquiry, context)
      if (field === "email") {
        // Not an address: no acknowledgement at all, and the staff message has no one to reply to
        expect(() => acknowledgement(inquiry, context)).toThrow(/Not one e-mail address/)
        expect(staff.replyTo).toBeUndefined()
      }
      for (const mail of field === "email" ? [staff] : [staff, acknowledgement(inquiry, context)]) {
        for (const value of [mail.subject, mail.replyTo ?? "", mail.to, mail.from]) expect(value).not.toMatch(/[\r\n]/)
        const raw = await asSent(mail)
        const names = headersOf(raw).map(([name]) => name.toLowerCase())
        expect(names).not.toContain("bcc")
        expect(names).not.toContain("x-injected")
        expect(names.filter((name) => name === "subject")).toHaveLength(1)
        expect(names.filter((name) => name === "to")).toHaveLength(1)
        expect(raw.split("\r\n\r\n")[0]).not.toMatch(/^(Bcc|X-Injected):/im)
      }
    },
  )

  it("sends Reply-To encoded by nodemailer, the name back as typed", async () => {
    const inquiry = inquiryFrom({ ...contact, firstName: 'Zoë "Z"', lastName: "O'Brien, Jr." })
    const raw = await asSent(staffMessage(inquiry, context))
    const replyTo = header(raw, "Reply-To") as string
    expect(replyTo).toMatch(/^[\x20-\x7e]+$/)
    // Exactly what nodemailer makes of the address object { name, address }
    expect(replyTo).toBe(new MimeNode().encodeHeaderValue("Reply-To", { name: 'Zoë "Z" O\'Brien, Jr.', address: "juergen@example.de" }))
    expect(formatAddress('Zoë "Z" O\'Brien, Jr.', "juergen@example.de")).toBe('"Zoë \\"Z\\" O\'Brien, Jr." <juergen@example.de>')
    expect(formatAddress("Jane", "not an address")).toBeUndefined()
  })
})

describe("the acknowledgement", () => {
  const secrets = ["Müller-Lüdenscheidt", "Reisen & Meer", "Two connecting villas", "chef", "Phuket", "20,000", "4 adults", "December 2026"]

  it.each(["en", "de"])("in %s: the reference and the reply promise, nothing typed but the first name", (language) => {
    const inquiry = inquiryFrom({ ...contact, language })
    const mail = acknowledgement(inquiry, context)
    const company = texts.company(language)
    expect(mail.to).toBe("juergen@example.de")
    expect(mail.replyTo).toBeUndefined()
    expect(mail.subject).toContain(inquiry.reference)
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(inquiry.reference)
      expect(part).toContain(company.phone)
      expect(part).toContain(`https://wa.me/${company.whatsappNumber}`)
    }
    expect(mail.text).toContain(texts.t(language, "mail.ack.greeting", { firstName: "Jürgen" }))
    expect(mail.text).toContain(texts.t(language, "mail.ack.reference", { reference: inquiry.reference }))
    expect(mail.text).toContain(texts.t(language, "mail.ack.body"))
    expect(mail.html).toContain(`<html lang="${language}">`)
    for (const secret of secrets) {
      expect(mail.text).not.toContain(secret)
      expect(mail.html).not.toContain(escapeHtml(secret))
      expect(mail.subject).not.toContain(secret)
    }
  })

  it("leaves out the request of the other forms too", () => {
    for (const form of [planTrip, trip]) {
      const mail = acknowledgement(inquiryFrom(form), context)
      for (const secret of ["Sunrise departure", "quiet places", "Amanpuri", "Doe Travel", "Doe"]) {
        expect(mail.text).not.toContain(secret)
        expect(mail.html).not.toContain(secret)
      }
    }
  })

  it.each([
    ["Jane", "Jane"],
    ["Anne-Marie", "Anne-Marie"],
    ["Zoë", "Zoë"],
    ["J. R.", "J. R."],
    ["Visit evil.example now", undefined],
    ["http://evil.example", undefined],
    ["Call +1 555 0100", undefined],
    ["A very long first name that goes on and on for ever", undefined],
    ["<b>Jane</b>", undefined],
  ])("greets %j by name only when it looks like one", (firstName, expected) => {
    expect(greetableName(firstName)).toBe(expected)
    const mail = acknowledgement(inquiryFrom({ ...planTrip, firstName }), context)
    if (expected) expect(mail.text).toContain(`Dear ${expected},`)
    else {
      expect(mail.text).toMatch(/^Hello,/)
      expect(mail.text).not.toContain(firstName)
    }
  })
})

describe("the newsletter confirmation", () => {
  const links = {
    confirmUrl: `${SITE_URL}/api/newsletter/confirm?token=abc.def`,
    unsubscribeUrl: `${SITE_URL}/api/newsletter/unsubscribe?token=ghi.jkl`,
  }

  it.each([
    ["en", "7 days"],
    ["de", "7 Tagen"],
  ])("in %s: the confirm link, the unsubscribe link and RFC 8058 headers", async (language, days) => {
    // The button's words are copy (data/server-messages.<language>.json), read rather than frozen here
    const confirm = texts.t(language, "mail.newsletter.confirm")
    expect(confirm.length).toBeGreaterThan(0)
    const mail = newsletterConfirmation({ email: "reader@example.com", language, ...links }, context)
    expect(mail.to).toBe("reader@example.com")
    expect(mail.text).toContain(links.confirmUrl)
    expect(mail.text).toContain(links.unsubscribeUrl)
    expect(mail.text).toContain(days)
    expect(mail.html).toContain(`href="${links.confirmUrl}"`)
    expect(mail.html).toContain(confirm)
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${links.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })
    const raw = await asSent(mail)
    expect(header(raw, "List-Unsubscribe")).toBe(`<${links.unsubscribeUrl}>`)
    expect(header(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click")
  })

  it.each([
    ["another site's link", { confirmUrl: "https://evil.example/x" }],
    ["a line break", { unsubscribeUrl: `${SITE_URL}/api/newsletter/unsubscribe?token=a\r\nBcc: x@y.z` }],
    ["an angle bracket", { unsubscribeUrl: `${SITE_URL}/x>, <https://evil.example/` }],
  ])("refuses %s", (_, bad) => {
    expect(() => newsletterConfirmation({ email: "reader@example.com", language: "en", ...links, ...bad }, context)).toThrow(
      /this site's own/,
    )
  })
})

describe("newMessage", () => {
  it("fixes a UUID and a Message-ID on the site's host", () => {
    const mail = staffMessage(inquiryFrom(planTrip), context)
    const message = newMessage("staff", mail, messageDomain(SITE_URL))
    expect(message.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(message.messageId).toBe(`<${message.id}@www.example.test>`)
    expect(message.kind).toBe("staff")
    expect(message.mail).toBe(mail)
    expect(newMessage("staff", mail, "x").id).not.toBe(message.id)
  })

  it("is the Message-ID nodemailer sends", async () => {
    const mail = staffMessage(inquiryFrom(planTrip), context)
    const message: OutboxMessage = {
      ...newMessage("staff", mail, "www.example.test"),
      attempts: 1,
      state: "pending",
      createdAt: 0,
      lastError: null,
    }
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const raw = ((await transport.sendMail(mailOptions(message))).message as Buffer).toString()
    expect(header(raw, "Message-ID")).toBe(message.messageId)
  })
})
