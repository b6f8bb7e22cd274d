import * as React from "react"
import { render, screen } from "../../support/render"
import { languages } from "../../support/static-query-data"
import { TripAddForm } from "../../../src/components/sections/trip-add-form"
import { TripToggle } from "../../../src/components/sections/trip-toggle"
import { localizePath } from "../../../src/lib/languages"
import { parseTripAdd } from "../../../src/lib/parse-trip-add"
import type { NewTripItem } from "../../../src/lib/trip-store"

const hotel: NewTripItem = { kind: "hotel", slug: "some-hotel", name: "Some Hotel", destination: "phuket", price: "", picture: null }

describe("TripAddForm", () => {
  it.each(languages.map((language) => language.code))(
    "(%s) gives its toggles a form of their own outside them: what a tap before the script submits adds the item",
    (code) => {
      render(
        <TripAddForm name="hotels">
          <ul>
            <li>
              <TripToggle item={hotel} tone="panel" />
            </li>
          </ul>
        </TripAddForm>,
        { language: code },
      )
      const toggle = screen.getByRole("button", { name: new RegExp(hotel.name) }) as HTMLButtonElement
      const form = toggle.form
      expect(form).not.toBeNull()
      expect(form?.closest("li")).toBeNull()
      expect(toggle.closest("li")?.querySelector("form, input")).toBeNull()
      expect(form?.getAttribute("action")).toBe(localizePath("/my-trip", code, languages))
      expect(form?.method).toBe("get")
      // the query a submission by this toggle makes
      expect(parseTripAdd(`?${new URLSearchParams([[toggle.name, toggle.value]])}`)).toEqual({ kind: "hotel", slug: hotel.slug })
    },
  )

  it("is required: a toggle outside one would submit nothing, so it says where it belongs", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<TripToggle item={hotel} tone="panel" />)).toThrow(/TripAddForm/)
    errors.mockRestore()
  })
})
