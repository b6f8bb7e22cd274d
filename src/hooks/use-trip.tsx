import * as React from "react"
import { browserStorage } from "../lib/consent-storage"
import {
  createTripStore,
  EMPTY_TRIP,
  hasItem,
  removeItem,
  setDates,
  setNote,
  setTravellers,
  toggleItem,
  TRIP_KEY,
  type NewTripItem,
  type Trip,
  type TripItemKind,
  type TripStore,
} from "../lib/trip-store"

export interface TripContextValue {
  trip: Trip
  /** False in the static HTML and while hydrating (the trip reads empty), true once the stored trip is in. */
  ready: boolean
  /** False when storage is blocked: the trip then lasts only for this visit. */
  persistent: boolean
  has: (kind: TripItemKind, slug: string) => boolean
  toggle: (item: NewTripItem) => void
  remove: (kind: TripItemKind, slug: string) => void
  setNote: (kind: TripItemKind, slug: string, note: string) => void
  setDates: (startDate: string, endDate: string) => void
  setTravellers: (travellers: number | string) => void
}

/**
 * The store itself, which never changes. The provider's value must not change once the page is hydrating: an
 * update of a context above the layout's Suspense boundaries reaches those still hydrating and makes React drop
 * their server HTML (React error #421). Each component subscribes to the store on its own instead.
 */
const TripStoreContext = React.createContext<TripStore | null>(null)

const noSubscription = () => () => {}

interface TripProviderProps {
  /** Where the trip is kept; tests pass storage that throws. */
  storage?: () => Storage | undefined
  children: React.ReactNode
}

/** The shortlist for the whole site: read from storage after hydration, written on every change, synced across tabs. */
export function TripProvider({ storage = browserStorage, children }: TripProviderProps) {
  const [store] = React.useState(() => createTripStore(storage))

  React.useEffect(() => {
    // Another tab changed the shortlist (key null: that tab cleared all of this site's storage)
    const onStorage = (event: StorageEvent) => {
      if (event.key === TRIP_KEY || event.key === null) store.sync()
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [store])

  return <TripStoreContext.Provider value={store}>{children}</TripStoreContext.Provider>
}

function useTripStore(): TripStore {
  const store = React.useContext(TripStoreContext)
  if (!store) throw new Error("useTrip must be used inside a TripProvider")
  return store
}

/**
 * Whether one item is in the trip, and its toggle. Unlike useTrip, the component re-renders only when
 * that item comes or goes: when the stored trip arrives after hydration, the dozens of toggles on a
 * destination page stay as they are (measured: their re-render was one unsliced task of the hydration).
 */
export function useTripItem(item: NewTripItem): { pressed: boolean; toggle: () => void } {
  const store = useTripStore()
  const pressed = React.useSyncExternalStore(
    store.subscribe,
    () => hasItem(store.get(), item.kind, item.slug),
    () => false,
  )
  return { pressed, toggle: () => store.update((current) => toggleItem(current, item)) }
}

/** The whole shortlist and its actions. The static HTML and the hydrating render use the empty trip; the stored one follows. */
export function useTrip(): TripContextValue {
  const store = useTripStore()
  const trip = React.useSyncExternalStore(store.subscribe, store.get, () => EMPTY_TRIP)
  // Switches in the same render as the trip above, so "ready" never shows the empty trip of the hydrating render
  const ready = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return React.useMemo<TripContextValue>(
    () => ({
      trip,
      ready,
      persistent: !ready || store.persistent(),
      has: (kind, slug) => hasItem(trip, kind, slug),
      toggle: (item) => store.update((current) => toggleItem(current, item)),
      remove: (kind, slug) => store.update((current) => removeItem(current, kind, slug)),
      setNote: (kind, slug, note) => store.update((current) => setNote(current, kind, slug, note)),
      setDates: (startDate, endDate) => store.update((current) => setDates(current, startDate, endDate)),
      setTravellers: (travellers) => store.update((current) => setTravellers(current, travellers)),
    }),
    [trip, ready, store],
  )
}
