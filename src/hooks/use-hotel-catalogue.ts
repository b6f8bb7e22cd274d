import * as React from "react"

export type HotelCatalogue =
  { status: "idle" } | { status: "loading" } | { status: "ready"; hotels: ReadonlyArray<Queries.HotelCardFragment> } | { status: "error" }

/** Each catalogue is fetched once per visit, whichever directory asks first. */
const requests = new Map<string, Promise<ReadonlyArray<Queries.HotelCardFragment>>>()

function fetchCatalogue(url: string): Promise<ReadonlyArray<Queries.HotelCardFragment>> {
  let request = requests.get(url)
  if (!request) {
    request = fetch(url).then((response) =>
      response.ok
        ? (response.json() as Promise<ReadonlyArray<Queries.HotelCardFragment>>)
        : Promise.reject(new Error(String(response.status))),
    )
    // A failed request may be tried again by the next choice
    request.catch(() => requests.delete(url))
    requests.set(url, request)
  }
  return request
}

/**
 * A destination's whole hotel list (src/node/hotel-catalogue.ts), loaded when `url` is given: a paged directory asks
 * for it once the visitor filters or sorts.
 */
export function useHotelCatalogue(url: string | null): HotelCatalogue {
  const [state, setState] = React.useState<HotelCatalogue>({ status: "idle" })
  React.useEffect(() => {
    if (!url) return
    let current = true
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }))
    fetchCatalogue(url).then(
      (hotels) => current && setState({ status: "ready", hotels }),
      () => current && setState({ status: "error" }),
    )
    return () => {
      current = false
    }
  }, [url])
  return url ? state : { status: "idle" }
}
