import * as React from "react"
import { tripItemUrl, type TripItemFile } from "../lib/trip-item-file"
import type { TripItemKind } from "../lib/trip-store"

/** Each file is fetched once per visit, whichever render asks first; a network failure may be tried again. */
const requests = new Map<string, Promise<TripItemFile | null>>()

/** One item's file (src/node/trip-items.ts), null when the site has none (a removed item); rejects when offline. */
export function fetchTripItem(language: string, kind: TripItemKind, slug: string): Promise<TripItemFile | null> {
  const url = tripItemUrl(language, kind, slug)
  let request = requests.get(url)
  if (!request) {
    request = fetch(url).then((response) => (response.ok ? (response.json() as Promise<TripItemFile>) : null))
    request.catch(() => requests.delete(url))
    requests.set(url, request)
  }
  return request
}

/**
 * Today's name, price and picture of the given items in `language`, from their files as they arrive: undefined for an
 * item whose file is loading, gone or unreachable, and the caller shows what the visitor stored.
 */
export function useTripItemContent(
  language: string,
  items: ReadonlyArray<{ kind: TripItemKind; slug: string }>,
): (kind: TripItemKind, slug: string) => TripItemFile | undefined {
  // The items as one value, so the effect runs when the list changes and not on every new array
  const wanted = items.map(({ kind, slug }) => `${kind}:${slug}`).join(" ")
  const [files, setFiles] = React.useState<ReadonlyMap<string, TripItemFile>>(new Map())
  React.useEffect(() => {
    let current = true
    for (const key of wanted.split(" ").filter(Boolean)) {
      const [kind, slug = ""] = key.split(":") as [TripItemKind, string?]
      fetchTripItem(language, kind, slug).then(
        (file) => current && file && setFiles((previous) => new Map(previous).set(tripItemUrl(language, kind, slug), file)),
        () => {
          // Offline: the stored values stay
        },
      )
    }
    return () => {
      current = false
    }
  }, [language, wanted])
  return (kind, slug) => files.get(tripItemUrl(language, kind, slug))
}
