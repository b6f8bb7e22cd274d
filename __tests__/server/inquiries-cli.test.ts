/** @jest-environment node */
import { execFile } from "node:child_process"
import crypto from "node:crypto"
import { csvCell } from "../../server/cli/inquiries"
import { openStore } from "../../server/store/open-store"
import type { NewInquiry } from "../../server/store/store"
import { SITE_URL, inquiryFrom, tempDir, testConfig } from "./support/mail-fixtures"

jest.setTimeout(60_000)

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** npm run inquiries, as the office runs it: a child process with the server's settings. */
function cli(varDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["tsx", "server/cli/inquiries.ts", ...args],
      { env: { ...process.env, VAR_DIR: varDir, DATABASE_URL: "", SITE_URL }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** RFC 4180 read back: quoted cells with "" inside and line breaks, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ",") {
      row.push(cell)
      cell = ""
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ""
      i += 1
    } else cell += char
  }
  return rows
}

const formula = '=HYPERLINK("https://evil.example","Click")'

const contact = (overrides: Record<string, unknown>) => ({
  form: "contact",
  language: "en",
  page: "/contact",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  ...overrides,
})

let varDir: string
const inquiries: NewInquiry[] = []

beforeAll(async () => {
  varDir = tempDir("cli")
  const store = await openStore(testConfig({ VAR_DIR: varDir }))
  const add = async (form: Record<string, unknown>, overrides: Partial<NewInquiry>) => {
    const inquiry = inquiryFrom(form, overrides)
    inquiries.push(inquiry)
    await store.submitInquiry(inquiry, () => [], 0)
  }
  await add(contact({ requirements: "Two villas,\nsea view" }), { createdAt: Date.UTC(2026, 0, 10, 9) })
  await add(
    contact({
      language: "de",
      page: "/de/contact",
      firstName: formula,
      lastName: "+Cmd",
      email: "formula@example.com",
      company: "@SUM(A1)",
    }),
    {
      createdAt: Date.UTC(2026, 1, 20, 9),
    },
  )
  await add(
    {
      form: "trip",
      language: "en",
      firstName: "Tom",
      lastName: "Trip",
      email: "tom@example.com",
      items: [{ name: "Amanpuri", path: "/hotels/amanpuri", details: "" }],
    },
    { createdAt: Date.UTC(2026, 2, 1, 9) },
  )
  await add(contact({ firstName: "Spam", lastName: "Bot", email: "bot@example.com" }), { createdAt: Date.UTC(2026, 2, 2, 9), spam: true })

  const subscribe = (email: string, language: string) =>
    store.subscribe(
      { id: crypto.randomUUID(), email, language, consentText: `Consent in ${language}`, consentAt: Date.UTC(2026, 0, 5) },
      () => null,
      0,
    )
  const confirmed = await subscribe("reader@example.com", "de")
  await store.confirmSubscriber(confirmed.id, Date.UTC(2026, 0, 6))
  await subscribe("pending@example.com", "en")
  await store.close()
})

describe("npm run inquiries", () => {
  it("lists the inquiries (the default command) as a table, spam left out", async () => {
    const run = await cli(varDir)
    expect(run).toMatchObject({ code: 0, stderr: "" })
    const [head, ...lines] = run.stdout.trim().split("\n")
    expect(head).toMatch(/^reference\s+time\s+language\s+form\s+name\s+e-mail\s+delivery$/)
    for (const inquiry of inquiries.slice(0, 3)) expect(run.stdout).toContain(inquiry.reference)
    expect(run.stdout).not.toContain(inquiries[3]?.reference)
    expect(lines.find((line) => line.includes(inquiries[0]?.reference ?? "?"))).toMatch(
      /2026-01-10 09:00 UTC\s+en\s+contact\s+Jane Doe\s+jane@example.com\s+none/,
    )
    expect(run.stdout).toMatch(/3 inquiries\n$/)
  })

  // Each case is a process of its own; they run side by side (a CLI start costs a second or so)
  it("filters the list by day, language, form, e-mail, and shows spam on request", async () => {
    const cases: Array<[args: string[], expected: number[]]> = [
      [
        ["--since", "2026-02-01"],
        [1, 2],
      ],
      [
        ["--until", "2026-02-20"],
        [0, 1],
      ],
      [["--since", "2026-02-20", "--until", "2026-02-20"], [1]],
      [["--language", "de"], [1]],
      [["--form", "trip"], [2]],
      [["--email", "JANE@example.com"], [0]],
      [["--spam"], [0, 1, 2, 3]],
    ]
    const runs = await Promise.all(cases.map(([args]) => cli(varDir, "list", ...args)))
    runs.forEach((run, index) => {
      const [args, expected] = cases[index] as (typeof cases)[number]
      const shown = inquiries.flatMap((inquiry, position) => (run.stdout.includes(inquiry.reference) ? [position] : []))
      expect({ args, code: run.code, shown }).toEqual({ args, code: 0, shown: expected })
    })
  })

  it("writes RFC 4180 CSV with every field, formulas defused", async () => {
    const run = await cli(varDir, "list", "--csv")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/\r\n$/)
    const [head, ...rows] = parseCsv(run.stdout)
    expect(head).toEqual([
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
    ])
    expect(rows).toHaveLength(3)
    const column = (name: string) => head?.indexOf(name) ?? -1
    const [first, second, third] = rows
    expect(first?.[column("message")]).toBe("Two villas,\nsea view")
    expect(first?.[column("time")]).toBe("2026-01-10T09:00:00.000Z")
    expect(first?.[column("page")]).toBe(`${SITE_URL}/contact`)
    expect(second?.[column("name")]).toBe(`'${formula} +Cmd`)
    expect(second?.[column("company")]).toBe("'@SUM(A1)")
    expect(third?.[column("items")]).toBe(`Amanpuri ${SITE_URL}/hotels/amanpuri`)
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
  })

  it.each([
    ["=1+2", "'=1+2"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@x", "'@x"],
    ["\tx", "'\tx"],
    ["\rx", `"'\rx"`],
    ['say "hi", then go', '"say ""hi"", then go"'],
    ["plain", "plain"],
  ])("csvCell(%j) is %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it("lists confirmed subscribers with their consent", async () => {
    const table = await cli(varDir, "subscribers")
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("reader@example.com")
    expect(table.stdout).toContain("Consent in de")
    expect(table.stdout).not.toContain("pending@example.com")

    const run = await cli(varDir, "subscribers", "--csv")
    expect(parseCsv(run.stdout)).toEqual([
      ["email", "language", "consent time", "consent text", "confirmed time"],
      ["reader@example.com", "de", "2026-01-05T00:00:00.000Z", "Consent in de", "2026-01-06T00:00:00.000Z"],
    ])
  })

  it("answers --help with 0 and wrong usage with 2", async () => {
    const cases: Array<[args: string[], code: number, message: RegExp]> = [
      [["--help"], 0, /Usage: npm run inquiries/],
      [["frobnicate"], 2, /Unknown command "frobnicate"/],
      [["list", "--colour"], 2, /Unknown option '--colour'/],
      [["list", "--since", "2026-13-01"], 2, /--since takes a date as YYYY-MM-DD/],
      [["list", "--form", "letter"], 2, /--form is one of contact, plan-trip, trip/],
      [["erase"], 2, /erase takes one e-mail address/],
      [["retry", "--csv"], 2, /--csv does not go with "retry"/],
    ]
    const runs = await Promise.all(cases.map(([args]) => cli(varDir, ...args)))
    runs.forEach((run, index) => {
      const [args, code, message] = cases[index] as (typeof cases)[number]
      expect({ args, code: run.code }).toEqual({ args, code })
      expect(code === 0 ? run.stdout : run.stderr).toMatch(message)
    })
  })

  it("puts failed messages back with retry", async () => {
    const run = await cli(varDir, "retry")
    expect(run).toMatchObject({ code: 0, stdout: "0 failed e-mails back in the outbox; the server sends them within OUTBOX_POLL_MS.\n" })
  })

  it("fails with a message, exit code 1, when the store cannot be opened", async () => {
    const run = await cli("/dev/null/not-a-folder")
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/^Error: /)
  })

  // Last: it changes the store the other tests read
  it("erases one person's records and prints the counts", async () => {
    const run = await cli(varDir, "erase", "Jane@Example.com")
    expect(run).toMatchObject({ code: 0, stdout: "Erased Jane@Example.com: 1 inquiry, 0 e-mails, 0 subscriptions.\n" })
    const list = await cli(varDir, "list", "--spam")
    expect(list.stdout).not.toContain(inquiries[0]?.reference)
    expect(list.stdout).toContain(inquiries[1]?.reference)

    const reader = await cli(varDir, "erase", "reader@example.com")
    expect(reader.stdout).toBe("Erased reader@example.com: 0 inquiries, 0 e-mails, 1 subscription.\n")
    expect((await cli(varDir, "subscribers")).stdout).toBe("No confirmed subscribers.\n")
  })
})
