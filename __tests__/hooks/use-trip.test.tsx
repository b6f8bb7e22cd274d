import * as React from "react"
import { act, fireEvent, render, screen } from "../support/render"
import { TripProvider, useTripItem } from "../../src/hooks/use-trip"
import { TripToggle } from "../../src/components/sections/trip-toggle"
import { TripAddForm } from "../../src/components/sections/trip-add-form"
import { TripLink } from "../../src/components/layout/trip-link"
import { addItem, EMPTY_TRIP, parseTrip, serializeTrip, TRIP_KEY, type NewTripItem } from "../../src/lib/trip-store"

const amanpuri: NewTripItem = {
  kind: "hotel",
  slug: "amanpuri",
  name: "Amanpuri",
  destination: "phuket",
  price: "On request",
  picture: { src: "images/artwork/hotel/amanpuri.jpg", alt: "Amanpuri" },
}
const phuket: NewTripItem = { kind: "destination", slug: "phuket", name: "Phuket", destination: "phuket", price: "", picture: null }

afterEach(() => window.localStorage.clear())

describe("the trip shortlist in the page", () => {
  it("re-renders an item's toggle only when that item comes or goes", () => {
    const renders = { amanpuri: 0, phuket: 0 }
    function Probe({ item }: { item: NewTripItem }) {
      const { pressed, toggle } = useTripItem(item)
      renders[item.slug as keyof typeof renders] += 1
      return (
        <button type="button" aria-pressed={pressed} onClick={toggle}>
          {item.name}
        </button>
      )
    }
    render(
      <>
        <Probe item={amanpuri} />
        <Probe item={phuket} />
      </>,
    )
    const before = { ...renders }
    fireEvent.click(screen.getByRole("button", { name: "Amanpuri" }))
    expect(screen.getByRole("button", { name: "Amanpuri" })).toHaveAttribute("aria-pressed", "true")
    expect(renders.amanpuri).toBe(before.amanpuri + 1)
    expect(renders.phuket).toBe(before.phuket)
  })

  it("toggles an item with aria-pressed, counts it in the navbar link and stores it", () => {
    render(
      <>
        <TripLink />
        <TripAddForm name="test">
          <TripToggle item={amanpuri} tone="panel" />
        </TripAddForm>
      </>,
    )
    const toggle = screen.getByRole("button", { name: "Add Amanpuri to my trip" })
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByRole("link", { name: "My trip: 1 item" })).toHaveAttribute("href", "/my-trip")
    expect(screen.getByText("My trip: 1 item")).toHaveAttribute("aria-live", "polite")
    expect(parseTrip(window.localStorage.getItem(TRIP_KEY)).items.map((i) => i.slug)).toEqual(["amanpuri"])
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-pressed", "false")
    expect(screen.getByRole("link", { name: "My trip" })).toBeInTheDocument()
  })

  it("shows the stored count on arrival without announcing it", () => {
    window.localStorage.setItem(TRIP_KEY, serializeTrip(addItem(addItem(EMPTY_TRIP, amanpuri), phuket)))
    render(<TripLink />)
    expect(screen.getByRole("link", { name: "My trip: 2 items" })).toBeInTheDocument()
    expect(document.querySelector("[aria-live=polite]")).toHaveTextContent("")
  })

  it("follows another tab through the storage event", () => {
    render(
      <>
        <TripLink />
        <TripAddForm name="test">
          <TripToggle item={phuket} tone="hero" />
        </TripAddForm>
      </>,
    )
    const stored = serializeTrip(addItem(addItem(EMPTY_TRIP, amanpuri), phuket))
    act(() => {
      window.localStorage.setItem(TRIP_KEY, stored)
      window.dispatchEvent(new StorageEvent("storage", { key: TRIP_KEY, newValue: stored }))
    })
    expect(screen.getByRole("link", { name: "My trip: 2 items" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Add Phuket to my trip" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByText("My trip: 2 items")).toBeInTheDocument()
  })

  it("keeps working in memory when storage throws on every access", () => {
    const blocked = (): Storage => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    render(
      <TripProvider storage={blocked}>
        <TripLink />
        <TripAddForm name="test">
          <TripToggle item={amanpuri} tone="picture" />
        </TripAddForm>
      </TripProvider>,
    )
    fireEvent.click(screen.getByRole("button", { name: "Add Amanpuri to my trip" }))
    expect(screen.getByRole("button", { name: "Add Amanpuri to my trip" })).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByRole("link", { name: "My trip: 1 item" })).toBeInTheDocument()
    expect(window.localStorage.getItem(TRIP_KEY)).toBeNull()
  })
})
