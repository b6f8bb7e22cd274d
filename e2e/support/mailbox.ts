import fs from "node:fs"
import path from "node:path"
import { simpleParser, type AddressObject, type HeaderValue } from "mailparser"
import { E2E_MAIL_DIR } from "./e2e-server"

// What the e2e SMTP sink (smtp-sink.ts) has received: one <ms>-<n>.eml file per message, parsed with mailparser.

export interface Mail {
  /** The headers' text as a reader sees it, e.g. `"Ana O'Neil" <ana@example.com>` ("" when absent). */
  from: string
  to: string
  replyTo: string
  /** Every address of To:, lower-cased. */
  toAddresses: string[]
  subject: string
  text: string
  /** The HTML part ("" when the message has none). */
  html: string
  messageId: string
  /** Lower-cased header names to mailparser's values (address headers as objects, Date as a Date). */
  headers: Map<string, HeaderValue>
  /** When the sink received it (ms, from the file's name) and the file itself. */
  receivedAt: number
  file: string
}

export interface MailMatch {
  /** An address among To: (case-insensitive). */
  to?: string
  /** A part of the subject, or a pattern it matches. */
  subject?: string | RegExp
  /** A part of the plain-text body, or a pattern it matches. */
  text?: string | RegExp
}

const parsed = new Map<string, Mail>()

const addressText = (value: AddressObject | AddressObject[] | undefined): string =>
  value === undefined ? "" : (Array.isArray(value) ? value : [value]).map((object) => object.text).join(", ")

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value])
    .flatMap((object) => object.value)
    .flatMap((address) => [address.address, ...(address.group ?? []).map((member) => member.address)])
    .filter((address): address is string => typeof address === "string")
    .map((address) => address.toLowerCase())

async function parse(name: string): Promise<Mail> {
  const cached = parsed.get(name)
  if (cached) return cached
  const file = path.join(E2E_MAIL_DIR, name)
  const mail = await simpleParser(fs.readFileSync(file))
  const result: Mail = {
    from: addressText(mail.from),
    to: addressText(mail.to),
    replyTo: addressText(mail.replyTo),
    toAddresses: addresses(mail.to),
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    messageId: mail.messageId ?? "",
    headers: mail.headers,
    receivedAt: Number(name.split("-")[0]),
    file,
  }
  parsed.set(name, result)
  return result
}

/** Every message received so far (optionally only those received at or after `after`, ms), oldest first. */
export async function allMail(options: { after?: number } = {}): Promise<Mail[]> {
  const names = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).filter((name) => /^\d+-\d+\.eml$/.test(name)) : []
  const after = options.after ?? 0
  const wanted = names.filter((name) => Number(name.split("-")[0]) >= after).sort()
  const mails: Mail[] = []
  for (const name of wanted) mails.push(await parse(name))
  return mails
}

const matches = (value: string, expected: string | RegExp | undefined) =>
  expected === undefined || (typeof expected === "string" ? value.includes(expected) : expected.test(value))

function describe(match: MailMatch): string {
  return Object.entries(match)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(", ")
}

/** The first message that matches every given criterion, waiting up to `timeoutMs` (default 15 s) for it to arrive. */
export async function waitForMail(match: MailMatch, options: { timeoutMs?: number; after?: number } = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  const to = match.to?.toLowerCase()
  for (;;) {
    const found = (await allMail({ after: options.after })).find(
      (mail) =>
        (to === undefined || mail.toAddresses.includes(to)) && matches(mail.subject, match.subject) && matches(mail.text, match.text),
    )
    if (found) return found
    if (Date.now() > deadline) {
      const seen = (await allMail({ after: options.after })).map((mail) => `  ${mail.toAddresses.join(", ")}: ${mail.subject}`)
      throw new Error(
        `no mail with ${describe(match)} within ${options.timeoutMs ?? 15_000} ms in ${E2E_MAIL_DIR}; received:\n${seen.join("\n")}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
