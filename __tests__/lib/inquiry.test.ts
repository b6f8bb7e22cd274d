import { composeInquiry, MAX_BODY_LENGTH, type Inquiry, type InquiryLabels } from "../../src/lib/inquiry"
import { buildMailto } from "../../src/lib/mailto"
import { defaultLanguage, textsIn } from "../support/static-query-data"

// The labels as the site builds them (src/hooks/use-inquiry-labels.ts), from the real texts of a language.
function labelsIn(language: string): InquiryLabels {
  const texts = textsIn(language)
  const label = (key: string): string => {
    const text = texts[`inquiry.${key}`]
    if (text === undefined) throw new Error(`data/translations/shell.${language}.json has no inquiry.${key}`)
    return text
  }
  return {
    subject: label("subject"),
    name: label("name"),
    email: label("email"),
    experience: label("experience"),
    company: label("company"),
    destination: label("destination"),
    travellers: label("travellers"),
    dates: label("dates"),
    budget: label("budget"),
    items: label("items"),
    request: label("request"),
    truncated: label("truncated"),
  }
}
const labels = labelsIn(defaultLanguage.code)

const TO = "reservations@luxurydmcthailand.com"
const base: Inquiry = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }
const SUBJECT = "New request from website - Travel Inquiry from Ada Lovelace"
const MARKER = "[message shortened: please send the rest in a reply]"
const PREFIX = "Name: Ada Lovelace\nEmail: ada@example.com\n\nRequest:\n"
const compose = (inquiry: Inquiry, using: InquiryLabels = labels) => composeInquiry(inquiry, TO, using)

/** Splits a mailto: URL the way a mail client does and decodes each part. */
function parseMailto(mailto: string): { to: string; params: Record<string, string> } {
  expect(mailto.startsWith("mailto:")).toBe(true)
  const [to = "", query = "", ...extra] = mailto.slice("mailto:".length).split("?")
  expect(extra).toEqual([])
  const params: Record<string, string> = {}
  for (const pair of query.split("&")) {
    const [name = "", value = "", ...rest] = pair.split("=")
    expect(rest).toEqual([])
    params[decodeURIComponent(name)] = decodeURIComponent(value)
  }
  return { to: decodeURIComponent(to), params }
}

const crlf = (text: string): string => text.replace(/\r?\n/g, "\r\n")
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

describe("inquiry labels", () => {
  it("come from the real English texts", () => {
    expect(labels.subject).toBe("New request from website - Travel Inquiry from {name}")
    expect(labels.truncated).toBe(MARKER)
  })
})

describe("composeInquiry", () => {
  it("builds the subject, the body and the mailto: URL", () => {
    const composed = compose({ ...base, request: "Two villas in Phuket" })
    expect(composed.subject).toBe(SUBJECT)
    expect(composed.body).toBe("Name: Ada Lovelace\nEmail: ada@example.com\n\nRequest:\nTwo villas in Phuket")
    expect(composed.mailto).toBe(
      "mailto:reservations@luxurydmcthailand.com?subject=New%20request%20from%20website%20-%20Travel%20Inquiry%20from%20Ada%20Lovelace" +
        "&body=Name%3A%20Ada%20Lovelace%0D%0AEmail%3A%20ada%40example.com%0D%0A%0D%0ARequest%3A%0D%0ATwo%20villas%20in%20Phuket",
    )
  })

  it("trims the names and leaves the request out when it is blank", () => {
    const composed = compose({ firstName: "  Ada ", lastName: " Lovelace  ", email: " ada@example.com ", request: "  \n " })
    expect(composed.subject).toBe(SUBJECT)
    expect(composed.body).toBe("Name: Ada Lovelace\nEmail: ada@example.com")
  })

  it("adds the chosen experience to the subject and the body", () => {
    const composed = compose({ ...base, experience: " Private Longtail Canal Tour ", request: "Next week" })
    expect(composed.subject).toBe(`${SUBJECT} - Private Longtail Canal Tour`)
    expect(composed.body.split("\n")).toEqual([
      "Name: Ada Lovelace",
      "Email: ada@example.com",
      "Experience: Private Longtail Canal Tour",
      "",
      "Request:",
      "Next week",
    ])
  })

  it("writes the trade fields in order, and the shortlist after them", () => {
    const composed = compose({
      ...base,
      company: "Analytical Travel",
      destination: "Phuket",
      travellers: "4",
      dates: "March 2025",
      budget: "$5,000-10,000",
      items: ["The Siam", "Mercedes Sprinter"],
      request: "Honeymoon",
    })
    expect(composed.body.split("\n")).toEqual([
      "Name: Ada Lovelace",
      "Email: ada@example.com",
      "Company: Analytical Travel",
      "Preferred destination: Phuket",
      "Number of travelers: 4",
      "Travel dates: March 2025",
      "Budget range (USD): $5,000-10,000",
      "",
      "My trip:",
      "- The Siam",
      "- Mercedes Sprinter",
      "",
      "Request:",
      "Honeymoon",
    ])
  })

  it.each<[keyof Inquiry, string]>([
    ["company", "Company"],
    ["destination", "Preferred destination"],
    ["travellers", "Number of travelers"],
    ["dates", "Travel dates"],
    ["budget", "Budget range (USD)"],
    ["experience", "Experience"],
  ])("writes %s only when it is filled", (field, lineLabel) => {
    expect(compose({ ...base, [field]: "Value" }).body.split("\n")).toContain(`${lineLabel}: Value`)
    for (const empty of [undefined, "", "   "]) {
      const composed = compose({ ...base, [field]: empty, request: "Hi" })
      expect(composed.body).not.toContain(`${lineLabel}:`)
      expect(composed.subject).toBe(SUBJECT)
    }
  })

  it("leaves out an empty shortlist", () => {
    expect(compose({ ...base, items: [] }).body).not.toContain("My trip")
  })

  it("trims the shortlist's lines and leaves out blank ones", () => {
    const { body } = compose({ ...base, items: ["  Amanpuri (Hotel, Phuket) ", "   ", "Phuket (Destination)"] })
    expect(body.split("\n")).toEqual([
      "Name: Ada Lovelace",
      "Email: ada@example.com",
      "",
      "My trip:",
      "- Amanpuri (Hotel, Phuket)",
      "- Phuket (Destination)",
    ])
  })

  it("round-trips a shortlist with reserved characters and emoji through the mailto: URL", () => {
    const items = ["Rosewood Phuket (Hotel, Phuket, $950+) - Note: 2 villas & a cot? #1 50% ✈️", "Phi Phi (Experience, Phuket, $120-180)"]
    const composed = compose({ ...base, items, dates: "March 12, 2026 to March 20, 2026", travellers: "4" })
    expect(composed.body).toContain(`My trip:\n- ${items[0]}\n- ${items[1]}`)
    expect(parseMailto(composed.mailto).params.body).toBe(crlf(composed.body))
    expect(composed.body).toContain("Travel dates: March 12, 2026 to March 20, 2026")
    expect(composed.body).toContain("Number of travelers: 4")
  })

  it("cuts a shortlist too long for a mailto: body at the limit, with the marker, and leaves the request out", () => {
    const items = Array.from(
      { length: 60 },
      (_, i) => `Hotel number ${i + 1} (Hotel, Phuket, $1,200+) - Note: ${"🏝️".repeat(5)} pool villa`,
    )
    const { body, mailto } = compose({ ...base, items, request: "Please hold the rates" })
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_LENGTH)
    expect(body.endsWith(`\n${MARKER}`)).toBe(true)
    expect(body).toContain("- Hotel number 1 (Hotel, Phuket, $1,200+)")
    expect(body).not.toContain("Hotel number 60")
    expect(body).not.toContain("Please hold the rates")
    expect(LONE_SURROGATE.test(body)).toBe(false)
    expect(parseMailto(mailto).params.body).toBe(crlf(body))
  })

  it("keeps a shortlist that fits whole and cuts the request after it instead", () => {
    const items = ["Amanpuri (Hotel, Phuket, On request)", "Trisara (Hotel, Phuket, $1,100+)"]
    const { body } = compose({ ...base, items, request: "r".repeat(5000) })
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_LENGTH)
    expect(body).toContain(`- ${items[0]}\n- ${items[1]}\n\nRequest:\nrrr`)
    expect(body.endsWith(`\n${MARKER}`)).toBe(true)
  })

  it("keeps the @ of the address", () => {
    expect(parseMailto(compose(base).mailto).to).toBe(TO)
    expect(compose(base).mailto.startsWith(`mailto:${TO}?`)).toBe(true)
  })

  const HOSTILE: Array<[string, string]> = [
    ["URL delimiters", "a & b ? c # d % e + f = g"],
    ["line breaks", "first line\r\nsecond line\nthird line"],
    ["a script tag", "<script>alert(1)</script>"],
    ["emoji", "Trip ✈️🏝️ with 👨‍👩‍👧"],
    ["right-to-left text", "שלום مرحبا"],
    ["quotes", `"double" 'single' \`back\``],
    ["a javascript: URL", "javascript:alert(1)"],
    ["control characters", "bell\u0007 nul\u0000 esc\u001b tab\t end"],
    ["replacement patterns", "Jo $& $' $` $$ $1"],
    ["percent escapes", "%20 %0D%0A %E2%9C%88 %"],
  ]

  it.each(HOSTILE)("round-trips %s in the body", (_name, hostile) => {
    const composed = compose({ ...base, request: hostile })
    expect(composed.body).toBe(`Name: Ada Lovelace\nEmail: ada@example.com\n\nRequest:\n${hostile}`)
    expect(composed.mailto).toMatch(/^mailto:[A-Za-z0-9\-_.!~*'()%@]+\?subject=[A-Za-z0-9\-_.!~*'()%]*&body=[A-Za-z0-9\-_.!~*'()%]*$/)
    const { to, params } = parseMailto(composed.mailto)
    expect(to).toBe(TO)
    expect(Object.keys(params)).toEqual(["subject", "body"])
    expect(params.subject).toBe(SUBJECT)
    expect(params.body).toBe(crlf(composed.body))
    expect(params.body).toContain(crlf(hostile))
  })

  it.each(HOSTILE)("round-trips %s in the subject", (_name, hostile) => {
    const composed = compose({ ...base, experience: hostile })
    expect(composed.subject).toBe(`${SUBJECT} - ${hostile}`)
    const { params } = parseMailto(composed.mailto)
    expect(params.subject).toBe(composed.subject)
  })

  it.each(HOSTILE)("round-trips %s in the name", (_name, hostile) => {
    const composed = compose({ ...base, lastName: hostile })
    expect(composed.subject).toBe(`New request from website - Travel Inquiry from Ada ${hostile}`)
    expect(parseMailto(composed.mailto).params.subject).toBe(composed.subject)
    expect(parseMailto(composed.mailto).params.body).toContain(crlf(`Name: Ada ${hostile}`))
  })

  it("sends a request that just fits uncut", () => {
    const request = "r".repeat(MAX_BODY_LENGTH - PREFIX.length)
    const { body } = compose({ ...base, request })
    expect(body).toBe(PREFIX + request)
    expect(body).toHaveLength(MAX_BODY_LENGTH)
  })

  it.each([
    ["one character too long", 1],
    ["a 5000-character request", 5000],
  ])("cuts %s and ends it with the marker", (_name, length) => {
    const request = "0123456789".repeat(Math.ceil((MAX_BODY_LENGTH + length) / 10)).slice(0, MAX_BODY_LENGTH - PREFIX.length + length)
    const { body, mailto } = compose({ ...base, request })
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_LENGTH)
    expect(body.endsWith(`\n${MARKER}`)).toBe(true)
    const kept = body.slice(PREFIX.length, body.length - MARKER.length - 1)
    expect(kept.length).toBeGreaterThan(0)
    expect(body).toBe(`${PREFIX}${request.slice(0, kept.length)}\n${MARKER}`)
    expect(parseMailto(mailto).params.body).toBe(crlf(body))
  })

  it.each([[0], [1], [2], [3]])("never splits a surrogate pair when cutting (offset %i)", (offset) => {
    const request = "x".repeat(offset) + "🏝️✈️👨‍👩‍👧".repeat(1000)
    const { body, mailto } = compose({ ...base, request })
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_LENGTH)
    expect(body.endsWith(`\n${MARKER}`)).toBe(true)
    expect(LONE_SURROGATE.test(body)).toBe(false)
    expect(request.startsWith(body.slice(body.indexOf("Request:\n") + "Request:\n".length, body.length - MARKER.length - 1))).toBe(true)
    expect(parseMailto(mailto).params.body).toBe(crlf(body))
  })

  it("keeps a request of emoji that fits in UTF-16 units uncut, and cuts one that does not", () => {
    const room = MAX_BODY_LENGTH - PREFIX.length
    const fits = "🏝".repeat(Math.floor(room / 2))
    expect(compose({ ...base, request: fits }).body).toBe(PREFIX + fits)
    const tooLong = "🏝".repeat(Math.floor(room / 2) + 1)
    expect(compose({ ...base, request: tooLong }).body.endsWith(MARKER)).toBe(true)
  })
})

describe("buildMailto", () => {
  it.each([
    ["a\nb", "a%0D%0Ab"],
    ["a\r\nb", "a%0D%0Ab"],
    ["a\n\nb", "a%0D%0A%0D%0Ab"],
    ["a+b=c&d", "a%2Bb%3Dc%26d"],
  ])("encodes the body %j as %s", (body, encoded) => {
    expect(buildMailto("a@example.com", "Hi", body)).toBe(`mailto:a@example.com?subject=Hi&body=${encoded}`)
  })

  it("leaves out an empty body", () => {
    expect(buildMailto("a@example.com", "Hi there", "")).toBe("mailto:a@example.com?subject=Hi%20there")
  })

  it("encodes the address but keeps its @", () => {
    expect(buildMailto("sales+web@example.com", "Hi", "")).toBe("mailto:sales%2Bweb@example.com?subject=Hi")
  })
})

describe("an inquiry in German", () => {
  const german = labelsIn("de")
  const sender: Inquiry = { firstName: "Jürgen", lastName: "Weiß", email: "juergen@example.de" }
  const request = "Zwei Villen für „Flitterwochen“ – Anreise im März\nBitte mit Größe der Pools"
  const composed = compose({ ...sender, destination: "Phuket", travellers: "2", request }, german)
  const query = composed.mailto.slice(composed.mailto.indexOf("?"))

  it("writes the subject and every line with the German labels", () => {
    expect(composed.subject).toBe(german.subject.replace("{name}", "Jürgen Weiß"))
    expect(composed.body.split("\n")).toEqual([
      `${german.name}: Jürgen Weiß`,
      `${german.email}: juergen@example.de`,
      `${german.destination}: Phuket`,
      `${german.travellers}: 2`,
      "",
      `${german.request}:`,
      ...request.split("\n"),
    ])
  })

  // RFC 6068: a mailto: URL carries UTF-8, percent-encoded; a raw character outside ASCII, a space or a line break
  // is read differently (or cut) by mail clients
  it("percent-encodes only: no raw space, line break, or character outside ASCII", () => {
    expect(composed.mailto).toMatch(/^mailto:[A-Za-z0-9\-_.!~*'()%@]+\?subject=[A-Za-z0-9\-_.!~*'()%]*&body=[A-Za-z0-9\-_.!~*'()%]*$/)
    expect(composed.mailto).not.toMatch(/[\s+]/)
  })

  it.each([
    ["ü", "%C3%BC"],
    ["ß", "%C3%9F"],
    ["ö", "%C3%B6"],
    ["„", "%E2%80%9E"],
    ["“", "%E2%80%9C"],
    ["–", "%E2%80%93"],
    [" ", "%20"],
    ["\n", "%0D%0A"],
  ])("writes %j as its UTF-8 bytes %s", (character, encoded) => {
    expect(request).toContain(character)
    expect(query).toContain(encoded)
  })

  it("round-trips the subject and the body through the mailto: URL", () => {
    const { to, params } = parseMailto(composed.mailto)
    expect(to).toBe(TO)
    expect(params.subject).toBe(composed.subject)
    expect(params.body).toBe(crlf(composed.body))
  })

  it("ends a shortened message with the German marker, still under the limit", () => {
    const { body, mailto } = compose({ ...sender, request: "Größe ".repeat(1000) }, german)
    expect(body.length).toBeLessThanOrEqual(MAX_BODY_LENGTH)
    expect(body.endsWith(`\n${german.truncated}`)).toBe(true)
    expect(parseMailto(mailto).params.body).toBe(crlf(body))
  })
})
