/**
 * The visitor's trip shortlist: hotels, experiences and destinations, each with a note, plus travel dates and the
 * number of travellers. Pure functions over an immutable Trip, and a small store that keeps it in localStorage
 * (essential storage: it is what the visitor asked for) or, where storage is blocked or throws, in memory for the visit.
 */

/** The site's own localStorage key for the shortlist. */
export const TRIP_KEY = "luxury-dmc-thailand:trip"

export type TripItemKind = "hotel" | "experience" | "destination"

export const TRIP_ITEM_KINDS: ReadonlyArray<TripItemKind> = ["destination", "hotel", "experience"]

export interface TripPicture {
  readonly src: string
  readonly alt: string
}

export interface TripItem {
  readonly kind: TripItemKind
  readonly slug: string
  readonly name: string
  /** The destination's slug; a destination names itself. */
  readonly destination: string
  /** Display text as on the site ("$650", "$1,200+", "On request"); empty for a destination. */
  readonly price: string
  /** What the item looked like when added, so the shortlist still describes it if the content changes. */
  readonly picture: TripPicture | null
  readonly note: string
}

/** An item as the cards offer it: the note starts empty. */
export type NewTripItem = Omit<TripItem, "note"> & { readonly note?: string }

/** What a hotel's or experience's card knows of it (its GraphQL fragment's fields). */
type TripCard = Pick<TripItem, "slug" | "name" | "price"> & { readonly destination: { slug: string }; readonly picture: TripPicture }

/** A hotel or experience as its card offers it to the trip (its picture by source and text only). */
export function cardTripItem(kind: "hotel" | "experience", { slug, name, destination, price, picture }: TripCard): NewTripItem {
  return { kind, slug, name, destination: destination.slug, price, picture: { src: picture.src, alt: picture.alt } }
}

export interface Trip {
  readonly items: ReadonlyArray<TripItem>
  /** YYYY-MM-DD, or "" when not chosen. */
  readonly startDate: string
  readonly endDate: string
  /** 0 when not given. */
  readonly travellers: number
}

export const EMPTY_TRIP: Trip = { items: [], startDate: "", endDate: "", travellers: 0 }

/**
 * Bounds for what is kept. Stored JSON is read back from a place any script of the origin (or the visitor) can
 * write, so nothing is trusted beyond these, and a shortlist stays small enough for storage quotas and e-mails.
 */
export const TRIP_LIMITS = { items: 150, name: 200, price: 60, src: 500, alt: 300, note: 1000, travellers: 999 } as const

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const isKind = (value: unknown): value is TripItemKind => TRIP_ITEM_KINDS.includes(value as TripItemKind)
const isSlug = (value: unknown): value is string => typeof value === "string" && value.length <= 100 && SLUG.test(value)
const textOf = (value: unknown, max: number): string => (typeof value === "string" ? Array.from(value).slice(0, max).join("") : "")

/** A real calendar date as YYYY-MM-DD, else "". */
export function cleanDate(value: unknown): string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return ""
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : ""
}

/** A whole number of travellers from 1 to the limit, else 0 (not given). */
export function cleanTravellers(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value
  return typeof number === "number" && Number.isInteger(number) && number >= 1 && number <= TRIP_LIMITS.travellers ? number : 0
}

const cleanPicture = (value: unknown): TripPicture | null => {
  if (typeof value !== "object" || value === null) return null
  const { src, alt } = value as Record<string, unknown>
  return typeof src === "string" && src !== "" ? { src: textOf(src, TRIP_LIMITS.src), alt: textOf(alt, TRIP_LIMITS.alt) } : null
}

/** One item from untrusted input, or null when it cannot be one. */
export function cleanItem(value: unknown): TripItem | null {
  if (typeof value !== "object" || value === null) return null
  const record = value as Record<string, unknown>
  const name = textOf(record.name, TRIP_LIMITS.name).trim()
  if (!isKind(record.kind) || !isSlug(record.slug) || !isSlug(record.destination) || name === "") return null
  return {
    kind: record.kind,
    slug: record.slug,
    name,
    destination: record.destination,
    price: textOf(record.price, TRIP_LIMITS.price),
    picture: cleanPicture(record.picture),
    note: textOf(record.note, TRIP_LIMITS.note),
  }
}

const matches = (item: TripItem, kind: TripItemKind, slug: string): boolean => item.kind === kind && item.slug === slug

export const hasItem = (trip: Trip, kind: TripItemKind, slug: string): boolean => trip.items.some((item) => matches(item, kind, slug))

/** Adds an item at the end; an item already there (same kind and slug), an invalid one or one past the limit changes nothing. */
export function addItem(trip: Trip, item: NewTripItem): Trip {
  const clean = cleanItem(item)
  if (!clean || hasItem(trip, clean.kind, clean.slug) || trip.items.length >= TRIP_LIMITS.items) return trip
  return { ...trip, items: [...trip.items, clean] }
}

export function removeItem(trip: Trip, kind: TripItemKind, slug: string): Trip {
  return hasItem(trip, kind, slug) ? { ...trip, items: trip.items.filter((item) => !matches(item, kind, slug)) } : trip
}

/** Removes the item when it is there, adds it otherwise. */
export function toggleItem(trip: Trip, item: NewTripItem): Trip {
  return hasItem(trip, item.kind, item.slug) ? removeItem(trip, item.kind, item.slug) : addItem(trip, item)
}

export function setNote(trip: Trip, kind: TripItemKind, slug: string, note: string): Trip {
  const text = textOf(note, TRIP_LIMITS.note)
  return hasItem(trip, kind, slug)
    ? { ...trip, items: trip.items.map((item) => (matches(item, kind, slug) ? { ...item, note: text } : item)) }
    : trip
}

/** Sets the travel dates; anything that is not a real YYYY-MM-DD date is cleared. */
export function setDates(trip: Trip, startDate: string, endDate: string): Trip {
  return { ...trip, startDate: cleanDate(startDate), endDate: cleanDate(endDate) }
}

export function setTravellers(trip: Trip, travellers: number | string): Trip {
  return { ...trip, travellers: cleanTravellers(travellers) }
}

/** Format version in the stored JSON, so a later shape can still read (or drop) what older visits left. */
const VERSION = 1

export function serializeTrip(trip: Trip): string {
  return JSON.stringify({ version: VERSION, ...trip })
}

/** A Trip from stored text; missing, corrupt or foreign JSON reads as the empty trip, and bad items are dropped. */
export function parseTrip(text: string | null | undefined): Trip {
  if (!text) return EMPTY_TRIP
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return EMPTY_TRIP
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return EMPTY_TRIP
  const record = data as Record<string, unknown>
  if (record.version !== VERSION) return EMPTY_TRIP
  let trip: Trip = {
    items: [],
    startDate: cleanDate(record.startDate),
    endDate: cleanDate(record.endDate),
    travellers: cleanTravellers(record.travellers),
  }
  for (const value of Array.isArray(record.items) ? record.items : []) {
    const item = cleanItem(value)
    if (item) trip = addItem(trip, item)
  }
  return trip
}

export interface TripStore {
  /** The current trip; the first call reads storage (never during server rendering, which has none). */
  get: () => Trip
  subscribe: (listener: () => void) => () => void
  update: (change: (trip: Trip) => Trip) => void
  /** Reads storage again, e.g. after another tab changed it (the `storage` event). */
  sync: () => void
  /** False once storage has refused a read or a write: the trip then lives in memory for this visit. */
  persistent: () => boolean
}

/** A trip kept in `storage()` (which may be undefined or throw on any access) and in memory. */
export function createTripStore(storage: () => Storage | undefined): TripStore {
  let trip: Trip = EMPTY_TRIP
  let loaded = false
  let persistent = true
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const read = (): Trip | null => {
    try {
      const target = storage()
      if (!target) throw new Error("no storage")
      return parseTrip(target.getItem(TRIP_KEY))
    } catch {
      persistent = false
      return null
    }
  }

  const write = (next: Trip) => {
    try {
      const target = storage()
      if (!target) throw new Error("no storage")
      target.setItem(TRIP_KEY, serializeTrip(next))
      persistent = true
    } catch {
      // Blocked, full or missing: the change holds in memory for this visit
      persistent = false
    }
  }

  const get = () => {
    if (!loaded) {
      loaded = true
      trip = read() ?? EMPTY_TRIP
    }
    return trip
  }

  return {
    get,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update: (change) => {
      const next = change(get())
      if (next === trip) return
      trip = next
      write(next)
      notify()
    },
    sync: () => {
      const stored = read()
      // Storage unreadable now: keep what this tab has rather than emptying it
      if (!stored || serializeTrip(stored) === serializeTrip(get())) return
      trip = stored
      notify()
    },
    persistent: () => persistent,
  }
}
