import type { NewInquiry, OutgoingMail } from "../store/store"
import {
  escapeHtml,
  htmlDocument,
  htmlLink,
  htmlParagraph,
  oneLine,
  recipient,
  senderAddress,
  siteLink,
  whatsappLink,
  type MailContext,
} from "./compose"

/**
 * A first name fit to greet someone with: letters, marks, spaces, apostrophes, hyphens and dots, at most 40
 * characters, no dot before a letter ("example.com"). Anything else (a link, an address, a sentence) gets the greeting
 * without a name, so the form cannot be used to send a stranger a text of the sender's choosing.
 */
export function greetableName(firstName: string): string | undefined {
  const name = oneLine(firstName).replace(/\s+/g, " ")
  return /^\p{L}[\p{L}\p{M}'’. -]{0,39}$/u.test(name) && !/\.\p{L}/u.test(name) ? name : undefined
}

/**
 * The e-mail to the visitor, in their language: the reference, when we answer, how to reach us sooner, our signature.
 * It repeats nothing they typed but their first name (above): their address is only where it goes.
 */
export function acknowledgement(inquiry: NewInquiry, context: MailContext): OutgoingMail {
  const { config, siteTexts } = context
  const language = siteTexts.language(inquiry.language)
  const t = (key: string, values?: Readonly<Record<string, string | number>>) => siteTexts.t(language.code, key, values)
  const company = siteTexts.company(language.code)
  const firstName = greetableName(typeof inquiry.fields.firstName === "string" ? inquiry.fields.firstName : "")
  const whatsapp = whatsappLink(company.whatsappNumber)
  const website = siteLink(config.siteUrl, siteTexts.pathIn(language.code, "/")) ?? config.siteUrl

  const subject = oneLine(t("mail.ack.subject", { reference: inquiry.reference, company: company.name }))
  const greeting = firstName ? t("mail.ack.greeting", { firstName }) : t("mail.ack.greetingNoName")
  const body = t("mail.ack.body")
  const reference = t("mail.ack.reference", { reference: inquiry.reference })
  const sooner = t("mail.ack.sooner")
  const phoneLabel = t("mail.ack.phone")
  const whatsappLabel = t("mail.ack.whatsapp")
  const notYou = t("mail.ack.notYou")
  const signoff = t("mail.ack.signoff")
  const signature = t("mail.ack.signature", { company: company.name })

  const text = [
    greeting,
    "",
    body,
    "",
    reference,
    "",
    sooner,
    `${phoneLabel}: ${company.phone}`,
    `${whatsappLabel}: ${whatsapp}`,
    "",
    signoff,
    signature,
    company.phone,
    website,
    "",
    "--",
    notYou,
    "",
  ].join("\n")

  const html = htmlDocument(
    language.code,
    subject,
    [
      htmlParagraph(greeting),
      htmlParagraph(body),
      `<p style="margin:0 0 16px;font-size:18px"><strong>${escapeHtml(reference)}</strong></p>`,
      `<p style="margin:0 0 16px">${escapeHtml(sooner)}<br>\n` +
        `${escapeHtml(phoneLabel)}: ${htmlLink(`tel:${company.phone.replace(/[^\d+]/g, "")}`, company.phone)}<br>\n` +
        `${escapeHtml(whatsappLabel)}: ${htmlLink(whatsapp)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(signoff)}<br>\n${escapeHtml(signature)}<br>\n${htmlLink(website)}</p>`,
      `<p style="margin:24px 0 0;font-size:13px;color:#666">${escapeHtml(notYou)}</p>`,
    ].join("\n"),
  )

  return { from: senderAddress(context), to: recipient(inquiry.email), subject, text, html }
}
