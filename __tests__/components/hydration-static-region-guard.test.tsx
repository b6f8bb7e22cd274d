import fs from "node:fs"
import path from "node:path"
import * as React from "react"
import { render, screen } from "../support/render"
import { Island } from "../../src/components/hydration/island"
import { StaticRegion } from "../../src/components/hydration/static-region"
import { Button } from "../../src/components/ui/button"
import { FormField } from "../../src/components/ui/form-field"
import { SiteLink } from "../../src/components/ui/link"
import { TripToggle } from "../../src/components/sections/trip-toggle"
import { TripAddForm } from "../../src/components/sections/trip-add-form"
import { cardTripItem } from "../../src/lib/trip-store"

// A hotel of data/ as its card offers it to the trip (the first one on disk, in the default language's file)
const hotelsDir = path.resolve(__dirname, "../../data/hotels")
const [hotelFile] = fs
  .readdirSync(hotelsDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".en.json"))
  .sort()
if (!hotelFile) throw new Error("data/hotels holds no hotel")
const hotel = JSON.parse(fs.readFileSync(path.join(hotelsDir, hotelFile), "utf8")) as {
  slug: string
  name: string
  destination: string
  price: string
}
const tripItem = cardTripItem("hotel", { ...hotel, destination: { slug: hotel.destination }, picture: { src: "x.png", alt: hotel.name } })

/** Each primitive that attaches a handler: what it is, the name its error gives, the element. */
const controls: Array<[string, string, React.ReactElement]> = [
  [
    "Button with a handler",
    "Button",
    <Button key="b" onClick={() => {}}>
      Save
    </Button>,
  ],
  [
    "Button with asChild, its link with a handler",
    "Button",
    <Button key="a" asChild>
      <a href="/contact" onClick={() => {}}>
        Book now
      </a>
    </Button>,
  ],
  [
    "FormField, its control with a handler",
    "FormField",
    <FormField key="f" id="name" label="Name">
      <input onChange={() => {}} />
    </FormField>,
  ],
  [
    "SiteLink with a handler",
    "SiteLink",
    <SiteLink key="l" to="/contact" onClick={() => {}}>
      Contact
    </SiteLink>,
  ],
  [
    "TripToggle",
    "TripToggle",
    <TripAddForm key="t" name="test">
      <TripToggle item={tripItem} tone="panel" />
    </TripAddForm>,
  ],
]

/** What a failed render threw (React reports it to console.error as well, silenced here). */
function failureOf(ui: React.ReactElement): Error | null {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  try {
    render(ui)
    return null
  } catch (error) {
    return error as Error
  } finally {
    errors.mockRestore()
  }
}

describe("a control inside a StaticRegion", () => {
  it.each(controls)("%s fails the render at once, named, with the way out", (_what, name, control) => {
    const error = failureOf(<StaticRegion>{control}</StaticRegion>)
    expect(error?.message).toContain(`${name} attaches a handler inside a <StaticRegion>`)
    expect(error?.message).toContain("wrap it in an <Island>")
  })

  it.each(controls)("%s renders inside an Island inside the region, and outside any region", (_what, _name, control) => {
    expect(
      failureOf(
        <>
          <StaticRegion>
            <p>Static text</p>
            <Island>{control}</Island>
          </StaticRegion>
          {control}
        </>,
      ),
    ).toBeNull()
    expect(screen.getByText("Static text")).toBeInTheDocument()
  })

  it("fails in a static region nested in an Island that is itself in a static region", () => {
    const error = failureOf(
      <StaticRegion>
        <Island>
          <StaticRegion>
            <Button onClick={() => {}}>Save</Button>
          </StaticRegion>
        </Island>
      </StaticRegion>,
    )
    expect(error?.message).toContain("Button attaches a handler inside a <StaticRegion>")
  })

  it("is allowed when it attaches no handler: a link styled as a button, a plain field", () => {
    expect(
      failureOf(
        <StaticRegion>
          <Button asChild>
            <a href="/contact">Contact</a>
          </Button>
          <FormField id="email" label="E-mail">
            <input type="email" />
          </FormField>
        </StaticRegion>,
      ),
    ).toBeNull()
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact")
    expect(screen.getByRole("textbox", { name: "E-mail" })).toBeInTheDocument()
  })
})
