import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { inquirySchema } from "../../../src/lib/inquiry-schema"
import { loadConfig, type ServerConfig } from "../../../server/config"
import { loadSiteTexts, type SiteTexts } from "../../../server/site-texts"
import type { Log } from "../../../server/mail/log"
import { newReference } from "../../../server/references"
import type { NewInquiry } from "../../../server/store/store"

/** The site's real texts (data/translations and data/server-messages), as the server reads them. */
export const siteTexts = (): SiteTexts => loadSiteTexts(path.resolve("data"))

export const SITE_URL = "https://www.example.test"

/** Settings as the server reads them, with a private temporary VAR_DIR. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({ SITE_URL, VAR_DIR: tempDir("var"), ...env })
}

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ldt-${name}-`))
}

/** A form as the routes receive it, validated by the forms' own schema, made into the inquiry the route stores. */
export function inquiryFrom(form: Record<string, unknown>, overrides: Partial<NewInquiry> = {}): NewInquiry {
  const fields = inquirySchema.parse(form) as Record<string, unknown>
  const reference = overrides.reference ?? newReference(new Date(Date.UTC(2026, 2, 1)))
  return {
    id: crypto.randomUUID(),
    reference,
    submissionKey: crypto.randomUUID(),
    createdAt: Date.UTC(2026, 2, 1, 14, 5, 9),
    language: String(fields.language),
    form: fields.form as NewInquiry["form"],
    page: typeof fields.page === "string" ? fields.page : "",
    name: `${String(fields.firstName)} ${String(fields.lastName)}`,
    email: String(fields.email),
    fields,
    spam: false,
    ...overrides,
  }
}

export interface LogEntry {
  level: "info" | "warn" | "error"
  details: Record<string, unknown>
  message: string
}

/** A logger that keeps what it is told, for assertions. */
export function memoryLog(): Log & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  const at = (level: LogEntry["level"]) => (details: Record<string, unknown>, message: string) =>
    void entries.push({ level, details, message })
  return { entries, info: at("info"), warn: at("warn"), error: at("error") }
}

/** Waits until `check` holds, looking every few milliseconds, and fails after `timeoutMs` (no fixed sleeps). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5_000, what = "the condition"): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The headers of an RFC 822 message, unfolded, in order. */
export function headersOf(raw: string): Array<[name: string, value: string]> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ""
  return head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(":")
      return [line.slice(0, colon), line.slice(colon + 1).trim()] as [string, string]
    })
}

export const header = (raw: string, name: string): string | undefined =>
  headersOf(raw).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]

/** A header's RFC 2047 encoded words decoded (what a mail program shows). */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  )
}
