import { quoteString } from "nodemailer/lib/mime-funcs"
import { EMAIL_PATTERN } from "../../src/lib/inquiry-schema"
import type { ServerConfig } from "../config"
import type { SiteTexts } from "../site-texts"

/** What composing an e-mail reads: the public origin and the mail settings, and the texts of data/. */
export interface MailContext {
  config: Pick<ServerConfig, "siteUrl" | "mailFrom" | "inquiryTo" | "newsletterLinkDays">
  siteTexts: SiteTexts
}

/** Escapes a text for HTML content and attribute values (every value in an HTML part goes through it). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * A value for a header (subject, display name): line breaks become spaces and other control characters go, so no
 * visitor text can end a header and start another, whatever the schema let through.
 */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t\u2028\u2029]+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim()
}

/**
 * "Name" <address> as nodemailer's addressparser reads it back into { name, address } when the outbox sends it (the
 * outbox keeps addresses as text): the name quoted by nodemailer's own quoteString, and encoded by nodemailer on the
 * wire. Undefined for an address that is not one (nothing to reply to is better than a wrong header).
 */
export function formatAddress(name: string, address: string): string | undefined {
  const cleanAddress = oneLine(address)
  if (!EMAIL_PATTERN.test(cleanAddress)) return undefined
  const cleanName = oneLine(name)
  return cleanName ? `${quoteString(cleanName)} <${cleanAddress}>` : cleanAddress
}

/** A visitor's address to send to: one address, checked again here (a group or a list in it would add recipients). */
export function recipient(address: string): string {
  const clean = oneLine(address)
  if (!EMAIL_PATTERN.test(clean)) throw new Error("Not one e-mail address: no message is composed for it")
  return clean
}

/** The sender of every e-mail: MAIL_FROM, else the company's name and address of the default language. */
export function senderAddress({ config, siteTexts }: MailContext): string {
  if (config.mailFrom) return oneLine(config.mailFrom)
  const company = siteTexts.company(siteTexts.defaultLanguage.code)
  return formatAddress(company.name, company.email) ?? company.email
}

/** Where staff messages go: INQUIRY_TO, else the company's e-mail. */
export function staffAddress({ config, siteTexts }: MailContext): string {
  return oneLine(config.inquiryTo ?? siteTexts.company(siteTexts.defaultLanguage.code).email)
}

/**
 * An absolute link on this site for a site path; undefined for anything that would leave it ("//evil.example",
 * "https://…"), which the schema refuses already.
 */
export function siteLink(siteUrl: string, sitePath: string): string | undefined {
  if (!/^\/(?![/\\])/.test(sitePath) || /[\s\p{Cc}]/u.test(sitePath)) return undefined
  const origin = new URL(siteUrl).origin
  const url = new URL(sitePath, `${siteUrl}/`)
  return url.origin === origin ? url.href : undefined
}

/** The company's WhatsApp chat link (wa.me takes the number in digits only). */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`
}

/** A paragraph of an HTML part: each line of an escaped text becomes a line. */
export function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, "<br>\n")}</p>`
}

/** An HTML link, both its address and its text escaped. */
export function htmlLink(href: string, text = href): string {
  return `<a href="${escapeHtml(href)}" style="color:#8a6d3b">${escapeHtml(text)}</a>`
}

/** The HTML part's document around its body (already escaped HTML), in the e-mail's language. */
export function htmlDocument(language: string, title: string, body: string): string {
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#1f1f1f;background:#ffffff">`,
    `<div style="max-width:640px;margin:0 auto">`,
    body,
    "</div>",
    "</body>",
    "</html>",
  ].join("\n")
}
