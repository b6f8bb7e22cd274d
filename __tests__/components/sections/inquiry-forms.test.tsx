import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import type { PageProps } from "gatsby"
import { act, fireEvent, render, screen, waitFor, within } from "../../support/render"
import { englishText, pictureData } from "../../support/static-query-data"
import { heldAnswer, stubFetch, type SentRequest } from "../../support/fetch-stub"
import ContactPage from "../../../src/pages/contact"
import MyTripPage from "../../../src/pages/my-trip"
import { PlanTripDialog } from "../../../src/components/sections/plan-trip-dialog"
import { NewsletterForm } from "../../../src/components/layout/newsletter-form"
import { contactInquirySchema, newsletterSchema, planTripInquirySchema, tripInquirySchema } from "../../../src/lib/inquiry-schema"
import { HONEYPOT_FIELD, INQUIRY_ENDPOINT, NEWSLETTER_ENDPOINT } from "../../../src/lib/form-fields"
import { addItem, EMPTY_TRIP, serializeTrip, setNote, setTravellers, TRIP_KEY, type NewTripItem } from "../../../src/lib/trip-store"
import { fill } from "../../../src/lib/format"

// The inquiry forms with script: what they send the server (JSON, every field, a submission key and the time taken)
// and what each kind of answer does to the page. fetch is a stub (support/fetch-stub.ts): the server is tested in
// __tests__/server and e2e/inquiry-delivery.spec.ts.

const t = englishText
const DATA = path.resolve(__dirname, "../../../data")
const read = <T,>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T
const company = read<{ email: string; phone: string; whatsappNumber: string }>("company.en.json")
const records = <T,>(dir: string): T[] =>
  fs
    .readdirSync(path.join(DATA, dir))
    .filter((file) => file.endsWith(".en.json"))
    .map((file) => read<T>(`${dir}/${file}`))
const destinations = records<{ slug: string; name: string; order: number; picture: string }>("destinations").sort(
  (a, b) => a.order - b.order,
)
const experiences = records<{ slug: string; name: string; order: number }>("experiences").sort((a, b) => a.order - b.order)
const EXPERIENCE = experiences[0] ?? { slug: "", name: "" }

const KEY = /^[A-Za-z0-9_-]{8,64}$/
const REFERENCE = "LDT-2026-4F7K2M"
const accepted = { status: 200, body: { reference: REFERENCE, replyHours: 24 } }

/** A page's props as Gatsby gives them, with only what the page reads. */
const pageProps = <T,>(data: T, search = ""): PageProps<T> => ({ data, location: { search, pathname: "" } }) as unknown as PageProps<T>

const contactData = {
  destinationsIn: destinations.map(({ slug, name }) => ({ slug, name })),
  allExperience: { nodes: experiences.map(({ slug, name }) => ({ slug, name })) },
  whatsapp: { generic: { message: "Hello" } },
} as Queries.ContactPageQuery

const renderContact = (search = "") => render(<ContactPage {...pageProps(contactData, search)} />, { pagePath: "/contact" })

/** A field by its accessible name (the required fields' asterisk is hidden from it). */
const field = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement

function fillContact(values: Partial<Record<string, string>> = {}) {
  const all = {
    [t("form.firstName")]: "Somchai",
    [t("form.lastName")]: "Rak-Thai",
    [t("form.email")]: "somchai@example.com",
    [t("contact.company")]: "Andaman Travel Co.",
    [t("contact.requirements")]: "<b>Two villas</b> & a chef\nsecond line",
    ...values,
  }
  for (const [label, value] of Object.entries(all)) fireEvent.change(field(label), { target: { value } })
}

const submit = (name = t("contact.submit")) => act(async () => void fireEvent.click(screen.getByRole("button", { name })))

let fetchStub: ReturnType<typeof stubFetch> | null = null
const answering = (reply: Parameters<typeof stubFetch>[0]) => (fetchStub = stubFetch(reply))
afterEach(() => {
  fetchStub?.restore()
  fetchStub = null
  window.localStorage.clear()
})

describe("the contact form", () => {
  it("is a plain form that posts to the server, with its envelope and the honeypot for a form sent without script", () => {
    renderContact()
    const form = screen.getByRole("form", { name: t("contact.formTitle") }) as HTMLFormElement
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", INQUIRY_ENDPOINT)
    const hidden = Object.fromEntries(
      Array.from(form.querySelectorAll<HTMLInputElement>("input[type=hidden]")).map((input) => [input.name, input.value]),
    )
    expect(hidden).toEqual({ form: "contact", language: "en", page: "/contact" })
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement
    expect(honeypot).toHaveAttribute("type", "text")
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    expect(honeypot).toHaveAttribute("autocomplete", "off")
    expect(honeypot.closest("[aria-hidden=true]")).not.toBeNull()
    expect(screen.getByLabelText(t("form.honeypot"))).toBe(honeypot)
  })

  it("sends every field as JSON with a submission key and the time taken, and shows the reference in place", async () => {
    answering(() => accepted)
    renderContact()
    fillContact()
    await submit()
    const [request] = fetchStub?.sent ?? []
    expect(request?.url).toBe(INQUIRY_ENDPOINT)
    expect(request?.method).toBe("POST")
    expect(request?.body).toEqual({
      form: "contact",
      language: "en",
      page: "/contact",
      [HONEYPOT_FIELD]: "",
      firstName: "Somchai",
      lastName: "Rak-Thai",
      email: "somchai@example.com",
      company: "Andaman Travel Co.",
      destination: "",
      travellers: "",
      dates: "",
      budget: "",
      requirements: "<b>Two villas</b> & a chef\nsecond line",
      submissionKey: expect.stringMatching(KEY),
      fillMs: expect.any(Number),
    })
    // What the server's schema takes, field for field (a strict object: nothing else)
    expect(contactInquirySchema.safeParse(request?.body).success).toBe(true)

    const heading = await screen.findByRole("heading", { name: t("inquiry.receivedTitle") })
    expect(heading).toHaveFocus()
    const confirmation = heading.closest("[data-inquiry-received]") as HTMLElement
    expect(within(confirmation).getByText(REFERENCE)).toBeInTheDocument()
    expect(within(confirmation).getByText(t("inquiry.replyPromise"))).toBeInTheDocument()
    // (its spaces no-break, so the number stays on one line)
    expect(confirmation.querySelector(`a[href="tel:${company.phone.replace(/\s+/g, "")}"]`)?.textContent).toBe(
      company.phone.replace(/ /g, "\u00a0"),
    )
    expect(within(confirmation).getByRole("link", { name: new RegExp(`WhatsApp \\+${company.whatsappNumber}`) })).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^https://wa\\.me/${company.whatsappNumber}`)),
    )
  })

  it("sends the experience the visitor came for (?interest=<slug>) as its slug", async () => {
    answering(() => accepted)
    renderContact(`?interest=${EXPERIENCE.slug}`)
    expect(await screen.findByText(fill(t("planTrip.intro"), { name: EXPERIENCE.name }))).toBeInTheDocument()
    fillContact()
    await submit()
    expect(fetchStub?.sent[0]?.body.experience).toBe(EXPERIENCE.slug)
    expect(contactInquirySchema.safeParse(fetchStub?.sent[0]?.body).success).toBe(true)
  })

  it("shows each of the server's messages by its field, and focuses the first invalid field", async () => {
    answering(() => ({
      status: 400,
      body: {
        error: "invalid",
        message: "Please check the form.",
        fields: { email: "The e-mail is refused.", lastName: "Last name is not valid." },
      },
    }))
    renderContact()
    fillContact()
    await submit()
    const lastName = field(t("form.lastName"))
    const email = field(t("form.email"))
    await waitFor(() => expect(lastName).toHaveFocus())
    expect(lastName).toHaveAttribute("aria-invalid", "true")
    expect(lastName).toHaveAccessibleDescription("Last name is not valid.")
    expect(email).toHaveAttribute("aria-invalid", "true")
    expect(email).toHaveAccessibleDescription("The e-mail is refused.")
    // Nothing typed is touched
    expect(field(t("form.firstName")).value).toBe("Somchai")
  })

  it("shows a refusal (429) above the button and keeps the form", async () => {
    answering(() => ({ status: 429, body: { error: "rate-limited", message: "Please wait a minute." } }))
    renderContact()
    fillContact()
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent("Please wait a minute.")
    expect(field(t("form.email")).value).toBe("somchai@example.com")
    expect(screen.queryByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeNull()
  })

  it("shows the page's own words for a refusal a proxy answers without the server's (413, not JSON)", async () => {
    answering(() => ({ status: 413, body: "<html><title>413 Request Entity Too Large</title></html>" }))
    renderContact()
    fillContact()
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent(t("api.error.tooLarge"))
    expect(field(t("contact.requirements")).value).toBe("<b>Two villas</b> & a chef\nsecond line")
  })

  it.each([
    ["the network fails", () => new Error("Failed to fetch")],
    ["the server is unavailable (503)", () => ({ status: 503, body: { error: "unavailable", message: "Try again in a minute." } })],
    ["a gateway has no server behind it (502, not JSON)", () => ({ status: 502, body: "<html>Bad gateway</html>" })],
    ["a static host answers with its own page (405, not JSON)", () => ({ status: 405, body: "<html>Not allowed</html>" })],
  ])("when %s: the e-mail, copy and WhatsApp panel, and every field kept", async (_case, reply) => {
    answering(reply)
    renderContact()
    fillContact({ [t("contact.dates")]: "March 2027" })
    await submit()
    const heading = await screen.findByRole("heading", { name: t("inquiry.fallbackTitle") })
    expect(heading).toHaveFocus()
    const mailto = screen.getByRole("link", { name: t("contact.openMail") }).getAttribute("href") ?? ""
    expect(
      mailto.startsWith(`mailto:${company.email}?subject=${encodeURIComponent(fill(t("inquiry.subject"), { name: "Somchai Rak-Thai" }))}`),
    ).toBe(true)
    expect(decodeURIComponent(mailto)).toContain("<b>Two villas</b> & a chef")
    expect(screen.getByRole("link", { name: t("contact.sendWhatsapp") })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    )
    expect(document.getElementById("inquiry-text")).toHaveTextContent("March 2027")
    for (const [label, value] of [
      [t("form.firstName"), "Somchai"],
      [t("form.lastName"), "Rak-Thai"],
      [t("form.email"), "somchai@example.com"],
      [t("contact.company"), "Andaman Travel Co."],
      [t("contact.dates"), "March 2027"],
      [t("contact.requirements"), "<b>Two villas</b> & a chef\nsecond line"],
    ] as const)
      expect(field(label).value).toBe(value)
  })

  it("resends with the same key after a failure, and makes a new one after a success", async () => {
    answering((_request, index) => (index === 0 ? new Error("offline") : accepted))
    renderContact()
    fillContact()
    await submit()
    await screen.findByRole("heading", { name: t("inquiry.fallbackTitle") })
    await submit()
    await screen.findByRole("heading", { name: t("inquiry.receivedTitle") })
    const [first, second] = fetchStub?.sent ?? []
    expect(second?.body.submissionKey).toBe(first?.body.submissionKey)
    expect(second?.body).toEqual(first?.body && { ...first.body, fillMs: expect.any(Number) })

    fireEvent.click(screen.getByRole("button", { name: t("contact.newInquiry") }))
    fillContact()
    await submit()
    await screen.findByRole("heading", { name: t("inquiry.receivedTitle") })
    const third = fetchStub?.sent[2]
    expect(third?.body.submissionKey).toMatch(KEY)
    expect(third?.body.submissionKey).not.toBe(first?.body.submissionKey)
  })

  it("sends once on a double click: the button does nothing more while the form is on its way", async () => {
    const held = heldAnswer(accepted)
    answering(() => held.promise)
    renderContact()
    fillContact()
    const button = screen.getByRole("button", { name: t("contact.submit") })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(fetchStub?.sent).toHaveLength(1))
    expect(button).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(button)
    held.release()
    await screen.findByRole("heading", { name: t("inquiry.receivedTitle") })
    expect(fetchStub?.sent).toHaveLength(1)
  })

  it("sends nothing while the browser's own checks find a field empty or invalid", async () => {
    answering(() => accepted)
    renderContact()
    fireEvent.change(field(t("form.email")), { target: { value: "not-an-email" } })
    await submit()
    expect(fetchStub?.sent).toHaveLength(0)
    expect(field(t("form.firstName"))).toHaveAttribute("aria-invalid", "true")
  })
})

describe("the Plan Your Trip dialog", () => {
  beforeAll(() => {
    // jsdom has the element but not its modal methods
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "")
    }
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute("open")
      this.dispatchEvent(new Event("close"))
    }
  })

  const renderDialog = () =>
    render(<PlanTripDialog experience={{ slug: EXPERIENCE.slug, name: EXPERIENCE.name }} onClose={() => {}} />, {
      pagePath: "/experiences",
    })

  const fillDialog = () => {
    fireEvent.change(field(t("form.firstName")), { target: { value: "Ana" } })
    fireEvent.change(field(t("form.lastName")), { target: { value: "O'Neil & Co" } })
    fireEvent.change(field(t("form.email")), { target: { value: "ana@example.com" } })
    fireEvent.change(field(t("planTrip.request")), { target: { value: "Two adults + one child? 50% vegetarian #1" } })
  }

  it("sends the experience's slug with the fields, and shows the reference in the dialog", async () => {
    jest.spyOn(console, "log").mockImplementation(() => {})
    answering(() => accepted)
    renderDialog()
    fillDialog()
    await submit(t("planTrip.submit"))
    const body = fetchStub?.sent[0]?.body
    expect(body).toEqual({
      form: "plan-trip",
      language: "en",
      page: window.location.pathname,
      [HONEYPOT_FIELD]: "",
      experience: EXPERIENCE.slug,
      firstName: "Ana",
      lastName: "O'Neil & Co",
      email: "ana@example.com",
      request: "Two adults + one child? 50% vegetarian #1",
      submissionKey: expect.stringMatching(KEY),
      fillMs: expect.any(Number),
    })
    expect(planTripInquirySchema.safeParse(body).success).toBe(true)
    const dialog = screen.getByRole("dialog", { name: t("planTrip.title") })
    expect(await within(dialog).findByRole("heading", { name: t("inquiry.receivedTitle") })).toHaveFocus()
    expect(within(dialog).getByText(REFERENCE)).toBeInTheDocument()
  })

  it("offers the e-mail with the experience named when the server cannot be reached, and keeps the fields", async () => {
    jest.spyOn(console, "log").mockImplementation(() => {})
    answering(() => new Error("offline"))
    renderDialog()
    fillDialog()
    await submit(t("planTrip.submit"))
    const dialog = screen.getByRole("dialog", { name: t("planTrip.title") })
    expect(await within(dialog).findByRole("heading", { name: t("inquiry.fallbackTitle") })).toHaveFocus()
    const mailto = decodeURIComponent(
      within(dialog)
        .getByRole("link", { name: t("contact.openMail") })
        .getAttribute("href") ?? "",
    )
    expect(mailto).toContain(`${fill(t("inquiry.subject"), { name: "Ana O'Neil & Co" })} - ${EXPERIENCE.name}`)
    expect(field(t("planTrip.request")).value).toBe("Two adults + one child? 50% vegetarian #1")
  })
})

describe("My trip's Send as inquiry", () => {
  const phuket = destinations.find((d) => d.slug === "phuket") ?? destinations[0]
  if (!phuket) throw new Error("data/destinations is empty")
  const items: NewTripItem[] = [
    { kind: "destination", slug: phuket.slug, name: phuket.name, destination: phuket.slug, price: "", picture: null },
    { kind: "hotel", slug: "a-hotel", name: "A Hotel", destination: phuket.slug, price: "$650", picture: null },
    { kind: "experience", slug: "a-tour", name: "A Tour", destination: phuket.slug, price: "On request", picture: null },
  ]
  const LONG_NOTE = "Sea view, please. ".repeat(20).trim()
  const seed = () => {
    const trip = setTravellers(
      setNote(
        setNote(
          items.reduce((trip, item) => addItem(trip, item), EMPTY_TRIP),
          "hotel",
          "a-hotel",
          "honeymoon",
        ),
        "experience",
        "a-tour",
        LONG_NOTE,
      ),
      4,
    )
    window.localStorage.setItem(TRIP_KEY, serializeTrip(trip))
  }
  const data = {
    destinationsIn: destinations.map(({ slug, name, picture }) => ({ slug, name, picture: pictureData(picture) })),
  } as unknown as Queries.MyTripPageQuery

  it("sends every item with its page and what its card shows, the travellers, and a note too long for its line in the message", async () => {
    answering(() => accepted)
    seed()
    render(<MyTripPage {...pageProps(data)} />, { pagePath: "/my-trip" })
    const form = await screen.findByRole("form", { name: t("trip.sendTitle") })
    const named = (label: string) => within(form).getByRole("textbox", { name: label })
    fireEvent.change(named(t("form.firstName")), { target: { value: "Ploy" } })
    fireEvent.change(named(t("form.lastName")), { target: { value: "Chaiyaporn" } })
    fireEvent.change(named(t("form.email")), { target: { value: "ploy@example.com" } })
    fireEvent.change(named(t("trip.message")), { target: { value: "Net rates please" } })
    await submit(t("trip.send"))
    const body = fetchStub?.sent[0]?.body as Record<string, unknown>
    expect(tripInquirySchema.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({ form: "trip", language: "en", page: "/my-trip", travellers: "4", dates: "", firstName: "Ploy" })
    const kind = (key: string) => t(`trip.kind.${key}`)
    expect(body.items).toEqual([
      { name: phuket.name, path: `/destinations/${phuket.slug}`, details: kind("destination") },
      {
        name: "A Hotel",
        path: `/destinations/${phuket.slug}#hotel-a-hotel`,
        details: `${kind("hotel")}, ${phuket.name}, $650 - ${t("trip.printNote")}: honeymoon`,
      },
      {
        name: "A Tour",
        path: `/destinations/${phuket.slug}#experiences`,
        details: `${kind("experience")}, ${phuket.name}, ${t("price.onRequest")}`,
      },
    ])
    expect(body.message).toBe(`Net rates please\n\nA Tour - ${t("trip.printNote")}: ${LONG_NOTE}`)
    expect(await screen.findByRole("heading", { name: t("inquiry.receivedTitle") })).toHaveFocus()
    expect(screen.getByText(REFERENCE)).toBeInTheDocument()
  })
})

describe("the newsletter form", () => {
  const fillEmail = (value: string) => fireEvent.change(screen.getByLabelText(t("footer.newsletter.label")), { target: { value } })

  it("posts the address with the language and the honeypot; the answer's message replaces it", async () => {
    answering(() => ({ status: 200, body: { status: "pending", message: "Check your inbox to confirm." } }))
    render(<NewsletterForm />)
    const form = screen.getByRole("button", { name: t("footer.newsletter.subscribe") }).closest("form") as HTMLFormElement
    expect(form).toHaveAttribute("action", NEWSLETTER_ENDPOINT)
    expect(form).toHaveAttribute("method", "post")
    expect(screen.getByLabelText(t("footer.newsletter.label"))).toHaveAccessibleDescription(
      `${t("footer.newsletter.consent")} ${t("footer.privacy")}`,
    )
    expect(screen.getByRole("link", { name: t("footer.privacy") })).toHaveAttribute("href", "/privacy")
    fillEmail("reader@example.com")
    await submit(t("footer.newsletter.subscribe"))
    const body = fetchStub?.sent[0]?.body
    expect(fetchStub?.sent[0]?.url).toBe(NEWSLETTER_ENDPOINT)
    expect(body).toEqual({
      language: "en",
      [HONEYPOT_FIELD]: "",
      email: "reader@example.com",
      submissionKey: expect.stringMatching(KEY),
      fillMs: expect.any(Number),
    })
    expect(newsletterSchema.safeParse(body).success).toBe(true)
    const answer = await screen.findByText("Check your inbox to confirm.")
    expect(answer).toHaveFocus()
    expect(screen.queryByRole("textbox")).toBeNull()
  })

  it("keeps the form with a message when the server cannot be reached, and shows a bad address by its field", async () => {
    answering((_request: SentRequest, index: number) =>
      index === 0 ? new Error("offline") : { status: 400, body: { error: "invalid", message: "", fields: { email: "Not an address." } } },
    )
    render(<NewsletterForm />)
    fillEmail("reader@example.com")
    await submit(t("footer.newsletter.subscribe"))
    expect(await screen.findByRole("alert")).toHaveTextContent(t("footer.newsletter.failed"))
    expect(screen.getByLabelText(t("footer.newsletter.label"))).toHaveValue("reader@example.com")
    await submit(t("footer.newsletter.subscribe"))
    const input = screen.getByLabelText(t("footer.newsletter.label"))
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"))
    expect(input).toHaveAccessibleDescription(expect.stringContaining("Not an address."))
    expect(fetchStub?.sent[1]?.body.submissionKey).toBe(fetchStub?.sent[0]?.body.submissionKey)
  })
})
