import { parseArgs } from "node:util"
import { loadConfig, type ServerConfig } from "../config"
import { openStore } from "../store/open-store"
import type { InquiryFilter, InquiryFormName, Store, StoredInquiry, Subscriber } from "../store/store"
import { siteLink } from "../mail/compose"

/**
 * npm run inquiries -- <command>: what the server stored, for the office (the same DATABASE_URL and VAR_DIR as the
 * server). Exit codes: 0 done, 1 failed (the message says why), 2 wrong usage.
 */
const USAGE = `Usage: npm run inquiries -- [command] [options]

Commands:
  list                 the inquiries (the default command), oldest first
    --since YYYY-MM-DD   from this day (UTC)
    --until YYYY-MM-DD   up to and including this day (UTC)
    --language CODE      in one language (en, de, ...)
    --form NAME          from one form: contact, plan-trip or trip
    --email ADDRESS      from one address
    --spam               spam included (marked in the delivery column)
    --csv                as CSV (RFC 4180), every field, for a spreadsheet
  subscribers [--csv]  the confirmed newsletter subscribers, with their consent
  erase <email>        deletes one person's inquiries, e-mails and subscription
  retry                failed e-mails back into the outbox (the server sends them within OUTBOX_POLL_MS)
  --help               this text

The same settings as the server: DATABASE_URL (PostgreSQL) or VAR_DIR (SQLite at <VAR_DIR>/inquiries.sqlite).
`

/** Wrong usage: exit code 2, with the usage text. */
class UsageError extends Error {}

const FORMS: ReadonlyArray<InquiryFormName> = ["contact", "plan-trip", "trip"]
const DAY_MS = 86_400_000

function day(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new UsageError(`${option} takes a date as YYYY-MM-DD, got "${value}"`)
  }
  return time
}

/** A value for a terminal: no control characters or bidirectional overrides that could rewrite what is shown. */
function printable(value: string): string {
  return value.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, " ")
}

const iso = (time: number | null): string => (time === null ? "" : new Date(time).toISOString())
const minute = (time: number): string => iso(time).slice(0, 16).replace("T", " ")

/** Columns padded to their widest cell, each cut at `max` characters. */
function table(header: string[], rows: string[][], max = 40): string {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => {
      const text = printable(cell)
      return text.length > max ? `${text.slice(0, max - 1)}…` : text
    }),
  )
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)))
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

/**
 * A CSV cell (RFC 4180: quoted when it holds a quote, comma or line break). A cell that a spreadsheet would read as a
 * formula (= + - @, tab, CR first) gets a ' in front: a visitor's "name" must not run in the office's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const csv = (header: string[], rows: string[][]): string => [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n"

const text = (value: unknown): string => (typeof value === "string" ? value : "")

function items(fields: Record<string, unknown>, siteUrl: string): string {
  if (!Array.isArray(fields.items)) return ""
  return fields.items
    .map((item: unknown) => {
      const record = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>
      const link = siteLink(siteUrl, text(record.path))
      return [text(record.name), text(record.details) ? `(${text(record.details)})` : "", link ?? text(record.path)]
        .filter(Boolean)
        .join(" ")
    })
    .join("\n")
}

const delivery = (inquiry: StoredInquiry): string => (inquiry.spam ? "spam" : inquiry.delivery)

function listInquiries(inquiries: StoredInquiry[], asCsv: boolean, siteUrl: string): string {
  if (asCsv) {
    const header = [
      "reference",
      "time",
      "language",
      "form",
      "name",
      "email",
      "delivery",
      "page",
      "experience",
      "company",
      "destination",
      "travellers",
      "dates",
      "budget",
      "message",
      "items",
    ]
    return csv(
      header,
      inquiries.map((inquiry) => {
        const fields = inquiry.fields
        const message = [text(fields.requirements), text(fields.request), text(fields.message)].filter(Boolean).join("\n")
        return [
          inquiry.reference,
          iso(inquiry.createdAt),
          inquiry.language,
          inquiry.form,
          inquiry.name,
          inquiry.email,
          delivery(inquiry),
          inquiry.page ? (siteLink(siteUrl, inquiry.page) ?? inquiry.page) : "",
          text(fields.experience),
          text(fields.company),
          text(fields.destination),
          text(fields.travellers),
          text(fields.dates),
          text(fields.budget),
          message,
          items(fields, siteUrl),
        ]
      }),
    )
  }
  if (inquiries.length === 0) return "No inquiries.\n"
  const rows = inquiries.map((inquiry) => [
    inquiry.reference,
    `${minute(inquiry.createdAt)} UTC`,
    inquiry.language,
    inquiry.form,
    inquiry.name,
    inquiry.email,
    delivery(inquiry),
  ])
  return `${table(["reference", "time", "language", "form", "name", "e-mail", "delivery"], rows)}\n\n${inquiries.length} inquiries\n`
}

function listSubscribers(subscribers: Subscriber[], asCsv: boolean): string {
  const header = ["email", "language", "consent time", "consent text", "confirmed time"]
  const rows = subscribers.map((subscriber) => [
    subscriber.email,
    subscriber.language,
    iso(subscriber.consentAt),
    subscriber.consentText,
    iso(subscriber.confirmedAt),
  ])
  if (asCsv) return csv(header, rows)
  if (subscribers.length === 0) return "No confirmed subscribers.\n"
  return `${table(header, rows, 60)}\n\n${subscribers.length} confirmed subscribers\n`
}

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`

type Command = (store: Store) => Promise<string>

/** The command the arguments name, checked before the store is opened (a typo must not create a database). */
function command(name: string, args: string[], values: Options, siteUrl: string): Command {
  switch (name) {
    case "list": {
      if (values.form !== undefined && !FORMS.includes(values.form as InquiryFormName))
        throw new UsageError(`--form is one of ${FORMS.join(", ")}`)
      const until = day(values.until, "--until")
      const filter: InquiryFilter = {
        since: day(values.since, "--since"),
        // --until names a day, taken whole; the store's `until` is exclusive
        until: until === undefined ? undefined : until + DAY_MS,
        language: values.language,
        form: values.form as InquiryFormName | undefined,
        email: values.email,
        includeSpam: values.spam ?? false,
      }
      return async (store) => listInquiries(await store.listInquiries(filter), values.csv ?? false, siteUrl)
    }
    case "subscribers":
      return async (store) => listSubscribers(await store.listSubscribers("confirmed"), values.csv ?? false)
    case "erase": {
      const email = args[0]?.trim()
      if (!email || !email.includes("@") || args.length > 1) throw new UsageError("erase takes one e-mail address")
      return async (store) => {
        const counts = await store.eraseEmail(email)
        return `Erased ${email}: ${plural(counts.inquiries, "inquiry", "inquiries")}, ${plural(counts.messages, "e-mail", "e-mails")}, ${plural(counts.subscribers, "subscription", "subscriptions")}.\n`
      }
    }
    case "retry":
      return async (store) => {
        const count = await store.requeueFailed(Date.now())
        return `${plural(count, "failed e-mail", "failed e-mails")} back in the outbox; the server sends ${count === 1 ? "it" : "them"} within OUTBOX_POLL_MS.\n`
      }
    default:
      throw new UsageError(`Unknown command "${name}"`)
  }
}

interface Options {
  csv?: boolean
  since?: string
  until?: string
  language?: string
  form?: string
  email?: string
  spam?: boolean
  help?: boolean
}

/** Runs the CLI with `argv` (the arguments after the script); returns the exit code. */
export async function main(
  argv: string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  let parsed: { values: Options; positionals: string[] }
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        csv: { type: "boolean" },
        since: { type: "string" },
        until: { type: "string" },
        language: { type: "string" },
        form: { type: "string" },
        email: { type: "string" },
        spam: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    })
  } catch (error) {
    err.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    out.write(USAGE)
    return 0
  }
  const [name = "list", ...args] = positionals
  const listOnly = ["since", "until", "language", "form", "email", "spam"] as const
  const misplaced = listOnly.find((option) => values[option] !== undefined && name !== "list")
  let run: Command
  let config: ServerConfig
  try {
    if (name !== "erase" && args.length > 0) throw new UsageError(`Unexpected argument "${args[0]}"`)
    if (misplaced || (values.csv && !["list", "subscribers"].includes(name)))
      throw new UsageError(`--${misplaced ?? "csv"} does not go with "${name}"`)
    config = loadConfig()
    run = command(name, args, values, config.siteUrl)
  } catch (error) {
    if (!(error instanceof UsageError)) {
      err.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`)
      return 1
    }
    err.write(`${error.message}\n\n${USAGE}`)
    return 2
  }

  let store: Store | null = null
  try {
    store = await openStore(config)
    out.write(await run(store))
    return 0
  } catch (error) {
    err.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  } finally {
    await store?.close()
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
