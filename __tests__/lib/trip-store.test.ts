import {
  addItem,
  createTripStore,
  EMPTY_TRIP,
  hasItem,
  parseTrip,
  removeItem,
  serializeTrip,
  setDates,
  setNote,
  setTravellers,
  toggleItem,
  TRIP_KEY,
  TRIP_LIMITS,
  type NewTripItem,
  type Trip,
} from "../../src/lib/trip-store"

const amanpuri: NewTripItem = {
  kind: "hotel",
  slug: "amanpuri",
  name: "Amanpuri",
  destination: "phuket",
  price: "On request",
  picture: { src: "images/artwork/hotel/amanpuri.jpg", alt: "Amanpuri pavilions" },
}
const canal: NewTripItem = {
  kind: "experience",
  slug: "private-longtail-canal-tour",
  name: "Private Longtail Canal Tour",
  destination: "bangkok",
  price: "$180",
  picture: null,
}
const phuket: NewTripItem = { kind: "destination", slug: "phuket", name: "Phuket", destination: "phuket", price: "", picture: null }

const tripOf = (...items: NewTripItem[]): Trip => items.reduce<Trip>((trip, item) => addItem(trip, item), EMPTY_TRIP)

/** A Storage in memory, like the browser's, that can be told to fail. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>()
  failWrites = false
  get length() {
    return this.values.size
  }
  clear() {
    this.values.clear()
  }
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.values.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    this.values.set(key, value)
  }
}

describe("trip shortlist functions", () => {
  it("adds items in order with an empty note and never twice", () => {
    const trip = addItem(tripOf(amanpuri, canal), { ...amanpuri, name: "Amanpuri again" })
    expect(trip.items.map((i) => `${i.kind}:${i.slug}`)).toEqual(["hotel:amanpuri", "experience:private-longtail-canal-tour"])
    expect(trip.items[0]).toEqual({ ...amanpuri, note: "" })
    expect(hasItem(trip, "hotel", "amanpuri")).toBe(true)
    expect(hasItem(trip, "experience", "amanpuri")).toBe(false)
  })

  it("keeps a hotel and a destination of the same slug apart", () => {
    const trip = tripOf(phuket, { ...amanpuri, slug: "phuket" })
    expect(trip.items).toHaveLength(2)
    expect(removeItem(trip, "destination", "phuket").items.map((i) => i.kind)).toEqual(["hotel"])
  })

  it("refuses items that cannot be shown or linked", () => {
    for (const bad of [
      { ...amanpuri, slug: "Not A Slug" },
      { ...amanpuri, destination: "../etc" },
      { ...amanpuri, name: "   " },
      { ...amanpuri, kind: "vehicle" as never },
    ]) {
      expect(addItem(EMPTY_TRIP, bad)).toBe(EMPTY_TRIP)
    }
  })

  it("removes an item and leaves the others; removing a missing item changes nothing", () => {
    const trip = tripOf(amanpuri, canal, phuket)
    expect(removeItem(trip, "experience", "private-longtail-canal-tour").items.map((i) => i.slug)).toEqual(["amanpuri", "phuket"])
    expect(removeItem(trip, "hotel", "trisara")).toBe(trip)
  })

  it("toggles an item in and out", () => {
    const added = toggleItem(EMPTY_TRIP, canal)
    expect(hasItem(added, "experience", canal.slug)).toBe(true)
    const removed = toggleItem(added, canal)
    expect(removed.items).toEqual([])
  })

  it("sets a note on one item only, and caps its length", () => {
    const trip = setNote(tripOf(amanpuri, canal), "hotel", "amanpuri", "Honeymoon, pool villa\nlate check-out")
    expect(trip.items.map((i) => i.note)).toEqual(["Honeymoon, pool villa\nlate check-out", ""])
    expect(setNote(trip, "hotel", "trisara", "x")).toBe(trip)
    const long = setNote(trip, "hotel", "amanpuri", "🐘".repeat(TRIP_LIMITS.note + 10))
    expect(Array.from(long.items[0]?.note ?? "")).toHaveLength(TRIP_LIMITS.note)
  })

  it("sets the travel dates, clearing anything that is not a real date", () => {
    expect(setDates(EMPTY_TRIP, "2026-03-12", "2026-03-20")).toMatchObject({ startDate: "2026-03-12", endDate: "2026-03-20" })
    expect(setDates(EMPTY_TRIP, "2026-02-30", "12/03/2026")).toMatchObject({ startDate: "", endDate: "" })
    expect(setDates(EMPTY_TRIP, "", "2026-03-20")).toMatchObject({ startDate: "", endDate: "2026-03-20" })
  })

  it.each<[number | string, number]>([
    [4, 4],
    ["12", 12],
    [TRIP_LIMITS.travellers, TRIP_LIMITS.travellers],
    [0, 0],
    [-2, 0],
    [2.5, 0],
    ["", 0],
    ["four", 0],
    [TRIP_LIMITS.travellers + 1, 0],
  ])("sets travellers %j as %i", (input, expected) => {
    expect(setTravellers(EMPTY_TRIP, input).travellers).toBe(expected)
  })

  it("round-trips through its stored text", () => {
    const trip = setTravellers(
      setDates(setNote(tripOf(amanpuri, canal, phuket), "hotel", "amanpuri", "Sea view"), "2026-03-12", "2026-03-20"),
      4,
    )
    expect(parseTrip(serializeTrip(trip))).toEqual(trip)
  })

  it.each([
    ["nothing stored", null],
    ["empty text", ""],
    ["not JSON", "{items: ["],
    ["JSON null", "null"],
    ["a list", "[]"],
    ["a number", "42"],
    ["another format version", JSON.stringify({ version: 2, items: [{ ...amanpuri, note: "" }] })],
    ["no version", JSON.stringify({ items: [{ ...amanpuri, note: "" }] })],
  ])("reads %s as the empty trip", (_name, text) => {
    expect(parseTrip(text)).toEqual(EMPTY_TRIP)
  })

  it("keeps the valid items of corrupt stored JSON and drops the rest", () => {
    const text = JSON.stringify({
      version: 1,
      startDate: "2026-13-01",
      endDate: 20260320,
      travellers: "lots",
      items: [
        { ...amanpuri, note: 7, picture: { src: 3 } },
        null,
        "amanpuri",
        { ...amanpuri, note: "duplicate" },
        { ...canal, slug: "<img src=x onerror=alert(1)>" },
        { ...phuket, name: "P".repeat(TRIP_LIMITS.name + 50), price: { amount: 1 } },
        { kind: "destination", slug: "krabi" },
      ],
    })
    const trip = parseTrip(text)
    expect(trip).toMatchObject({ startDate: "", endDate: "", travellers: 0 })
    expect(trip.items).toEqual([
      { ...amanpuri, note: "", picture: null },
      { ...phuket, name: "P".repeat(TRIP_LIMITS.name), price: "", note: "" },
    ])
  })

  it("reads no more than the item limit", () => {
    const items = Array.from({ length: TRIP_LIMITS.items + 5 }, (_, i) => ({ ...amanpuri, slug: `hotel-${i}`, note: "" }))
    expect(parseTrip(JSON.stringify({ version: 1, items })).items).toHaveLength(TRIP_LIMITS.items)
  })
})

describe("createTripStore", () => {
  it("reads the stored trip on first use, writes every change and tells its listeners", () => {
    const storage = new MemoryStorage()
    storage.setItem(TRIP_KEY, serializeTrip(tripOf(amanpuri)))
    const store = createTripStore(() => storage)
    const listener = jest.fn()
    store.subscribe(listener)
    expect(store.get().items.map((i) => i.slug)).toEqual(["amanpuri"])
    store.update((trip) => addItem(trip, canal))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(parseTrip(storage.getItem(TRIP_KEY)).items.map((i) => i.slug)).toEqual(["amanpuri", "private-longtail-canal-tour"])
    expect(store.persistent()).toBe(true)
  })

  it("does not notify or write when a change changes nothing", () => {
    const storage = new MemoryStorage()
    const setItem = jest.spyOn(storage, "setItem")
    const store = createTripStore(() => storage)
    const listener = jest.fn()
    store.subscribe(listener)
    store.update((trip) => removeItem(trip, "hotel", "amanpuri"))
    expect(listener).not.toHaveBeenCalled()
    expect(setItem).not.toHaveBeenCalled()
  })

  it("works in memory when storage throws on every access", () => {
    const throwing = () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    const store = createTripStore(throwing)
    expect(store.get()).toEqual(EMPTY_TRIP)
    store.update((trip) => addItem(trip, amanpuri))
    store.update((trip) => setNote(trip, "hotel", "amanpuri", "Pool villa"))
    store.update((trip) => setTravellers(trip, 2))
    expect(store.get().items.map((i) => [i.slug, i.note])).toEqual([["amanpuri", "Pool villa"]])
    expect(store.get().travellers).toBe(2)
    expect(store.persistent()).toBe(false)
    store.sync()
    expect(store.get().items).toHaveLength(1)
  })

  it("works in memory when there is no storage or it refuses writes", () => {
    const none = createTripStore(() => undefined)
    none.update((trip) => addItem(trip, canal))
    expect(none.get().items).toHaveLength(1)
    expect(none.persistent()).toBe(false)

    const storage = new MemoryStorage()
    storage.failWrites = true
    const full = createTripStore(() => storage)
    full.update((trip) => addItem(trip, canal))
    expect(full.get().items).toHaveLength(1)
    expect(full.persistent()).toBe(false)
    storage.failWrites = false
    full.update((trip) => addItem(trip, phuket))
    expect(full.persistent()).toBe(true)
    expect(parseTrip(storage.getItem(TRIP_KEY)).items).toHaveLength(2)
  })

  it("picks up what another tab stored when synced", () => {
    const storage = new MemoryStorage()
    const here = createTripStore(() => storage)
    const there = createTripStore(() => storage)
    const listener = jest.fn()
    here.subscribe(listener)
    expect(here.get().items).toEqual([])
    there.update((trip) => addItem(trip, phuket))
    here.sync()
    expect(here.get().items.map((i) => i.slug)).toEqual(["phuket"])
    expect(listener).toHaveBeenCalledTimes(1)
    here.sync()
    expect(listener).toHaveBeenCalledTimes(1)
    storage.clear()
    here.sync()
    expect(here.get()).toEqual(EMPTY_TRIP)
  })
})
