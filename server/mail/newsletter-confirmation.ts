import type { OutgoingMail } from "../store/store"
import { escapeHtml, htmlDocument, htmlLink, htmlParagraph, oneLine, recipient, senderAddress, type MailContext } from "./compose"

export interface NewsletterConfirmationInput {
  /** The subscriber's address (validated by the route's schema). */
  email: string
  /** The language the visitor signed up in: the e-mail is written in it. */
  language: string
  /** The signed links (signed-links.ts newsletterLinks): both go into the message, the second into a header too. */
  confirmUrl: string
  unsubscribeUrl: string
}

/** A link of ours for a header: on this site, with nothing that could end the header or the <…> around it. */
function ownLink(url: string, siteUrl: string): string {
  if (!url.startsWith(`${siteUrl}/`) || /[\s<>"\p{Cc}]/u.test(url)) throw new Error("Newsletter links must be this site's own")
  return url
}

/**
 * The double opt-in e-mail, in the subscriber's language: the confirmation link (it expires), what happens if they
 * ignore it, and an unsubscribe link, also as List-Unsubscribe with RFC 8058 one-click (a mail client's own button).
 */
export function newsletterConfirmation(input: NewsletterConfirmationInput, context: MailContext): OutgoingMail {
  const { config, siteTexts } = context
  const language = siteTexts.language(input.language)
  const company = siteTexts.company(language.code)
  const t = (key: string, values?: Readonly<Record<string, string | number>>) => siteTexts.t(language.code, key, values)
  const confirmUrl = ownLink(input.confirmUrl, config.siteUrl)
  const unsubscribeUrl = ownLink(input.unsubscribeUrl, config.siteUrl)
  const days = config.newsletterLinkDays

  const subject = oneLine(t("mail.newsletter.subject", { company: company.name }))
  const greeting = t("mail.newsletter.greeting")
  const body = t("mail.newsletter.body", { company: company.name, days })
  const confirm = t("mail.newsletter.confirm")
  const ignore = t("mail.newsletter.ignore", { days })
  const unsubscribe = t("mail.newsletter.unsubscribe")
  const signature = t("mail.ack.signature", { company: company.name })

  const text = [
    greeting,
    "",
    body,
    "",
    `${confirm}:`,
    confirmUrl,
    "",
    ignore,
    "",
    signature,
    "",
    "--",
    `${unsubscribe}: ${unsubscribeUrl}`,
    "",
  ].join("\n")
  const html = htmlDocument(
    language.code,
    subject,
    [
      htmlParagraph(greeting),
      htmlParagraph(body),
      `<p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:12px 24px;background:#1f1f1f;color:#ffffff;text-decoration:none">${escapeHtml(confirm)}</a></p>`,
      htmlParagraph(ignore),
      htmlParagraph(signature),
      `<p style="margin:24px 0 0;font-size:13px;color:#666">${htmlLink(unsubscribeUrl, unsubscribe)}</p>`,
    ].join("\n"),
  )

  return {
    from: senderAddress(context),
    to: recipient(input.email),
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  }
}
