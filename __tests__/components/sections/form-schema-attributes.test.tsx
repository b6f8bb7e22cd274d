import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import type { PageProps } from "gatsby"
import { z } from "zod"
import { render, screen } from "../../support/render"
import { englishText } from "../../support/static-query-data"
import ContactPage from "../../../src/pages/contact"
import { PlanTripDialog } from "../../../src/components/sections/plan-trip-dialog"
import { TripInquiryForm } from "../../../src/components/sections/trip-inquiry-form"
import { NewsletterForm } from "../../../src/components/layout/newsletter-form"
import { contactInquirySchema, newsletterSchema, planTripInquirySchema, tripInquirySchema } from "../../../src/lib/inquiry-schema"
import { HONEYPOT_FIELD } from "../../../src/lib/form-fields"

// Each form's fields against the zod schema the server checks it with (src/lib/inquiry-schema.ts, read as JSON
// Schema): the same names and nothing else (the schemas are strict), `required` on exactly the fields the schema
// requires, and each text field's maxlength the schema's limit, so the browser stops what the server would refuse.

interface JsonObjectSchema {
  properties: Record<string, { maxLength?: number }>
  required?: string[]
}
const jsonSchema = (schema: z.ZodType): JsonObjectSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as unknown as JsonObjectSchema

/** What the JSON body adds to the form's own fields: the key and the time taken (useFormSending). */
const ADDED_BY_SCRIPT = ["submissionKey", "fillMs"]

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
      element.name !== "",
  )
}

/** Compares a rendered form with its schema; `scriptOnly` are schema fields the page adds when it sends (My trip's items). */
function expectFormMatches(form: HTMLFormElement, schema: z.ZodType, scriptOnly: readonly string[] = []) {
  const { properties, required = [] } = jsonSchema(schema)
  const controls = controlsOf(form)
  const names = controls.map((control) => control.name)
  // No name the strict schema would refuse, and no field twice
  expect(names.filter((name) => !(name in properties))).toEqual([])
  expect(new Set(names).size).toBe(names.length)
  // Every field the schema requires is in the form (a hidden field carries it), or added by the page's script
  expect(required.filter((name) => !names.includes(name) && !scriptOnly.includes(name))).toEqual([])
  // What the form leaves out is what the page's script adds, or an optional field it has no use for (the newsletter's page)
  const optional = Object.keys(properties).filter((name) => !required.includes(name))
  for (const name of Object.keys(properties).filter((n) => !names.includes(n)))
    expect([name, [...ADDED_BY_SCRIPT, ...scriptOnly, ...optional].includes(name)]).toEqual([name, true])

  for (const control of controls) {
    if (control.type === "hidden") continue
    const limit = properties[control.name]?.maxLength
    // The visitor's fields: required as the schema says, and no longer than it takes
    expect([control.name, "required", control.required]).toEqual([control.name, "required", required.includes(control.name)])
    if (control instanceof HTMLSelectElement) {
      // A select's values are the site's own (destination names): within the limit, whatever is chosen
      for (const option of Array.from(control.options)) expect(option.value.length).toBeLessThanOrEqual(limit ?? Infinity)
    } else expect([control.name, "maxLength", control.maxLength]).toEqual([control.name, "maxLength", limit])
  }
}

const DATA = path.resolve(__dirname, "../../../data")
const records = (dir: string) =>
  fs
    .readdirSync(path.join(DATA, dir))
    .filter((file) => file.endsWith(".en.json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(DATA, dir, file), "utf8")) as { slug: string; name: string })
const formNamed = (name: string) => screen.getByRole("form", { name }) as HTMLFormElement

describe("each form's fields are its zod schema's", () => {
  it("the contact form (with the experience the visitor came for)", async () => {
    const experience = records("experiences")[0]
    const data = {
      destinationsIn: records("destinations").map(({ slug, name }) => ({ slug, name })),
      allExperience: { nodes: records("experiences").map(({ slug, name }) => ({ slug, name })) },
      whatsapp: { generic: { message: "" } },
    }
    const props = { data, location: { search: `?interest=${experience?.slug ?? ""}` } } as unknown as PageProps<Queries.ContactPageQuery>
    render(<ContactPage {...props} />, { pagePath: "/contact" })
    await screen.findByText(new RegExp(experience?.name ?? ""))
    const form = formNamed(englishText("contact.formTitle"))
    expect(form.elements.namedItem("experience")).toHaveValue(experience?.slug)
    expectFormMatches(form, contactInquirySchema)
  })

  it("the Plan Your Trip dialog", () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "")
    }
    render(<PlanTripDialog experience={{ slug: "a-tour", name: "A Tour" }} onClose={() => {}} />)
    const form = screen.getByRole("button", { name: englishText("planTrip.submit") }).closest("form") as HTMLFormElement
    expectFormMatches(form, planTripInquirySchema)
  })

  it("My trip's Send as inquiry (the page adds the shortlist's items when it sends)", () => {
    render(<TripInquiryForm dates="" travellers="2" extend={async (fields) => fields} onSent={() => {}} onUnreachable={() => {}} />, {
      pagePath: "/my-trip",
    })
    expectFormMatches(formNamed(englishText("trip.sendTitle")), tripInquirySchema, ["items"])
  })

  it("the newsletter sign-up", () => {
    render(<NewsletterForm />)
    const form = screen.getByRole("button", { name: englishText("footer.newsletter.subscribe") }).closest("form") as HTMLFormElement
    expectFormMatches(form, newsletterSchema)
  })

  it("the honeypot takes what the schema takes, and nobody is asked to fill it", () => {
    render(<NewsletterForm />)
    const honeypot = document.querySelector<HTMLInputElement>(`input[name=${HONEYPOT_FIELD}]`)
    expect(honeypot?.maxLength).toBe(jsonSchema(newsletterSchema).properties[HONEYPOT_FIELD]?.maxLength)
    expect(honeypot?.required).toBe(false)
  })
})
