import { renderHook, waitFor } from "@testing-library/react"
import { fetchTripItem, useTripItemContent } from "../../src/hooks/use-trip-item-content"
import type { TripItemFile } from "../../src/lib/trip-item-file"
import type { TripItemKind } from "../../src/lib/trip-store"

const file = (slug: string): TripItemFile => ({
  slug,
  name: `${slug} today`,
  destination: { slug: "phuket" },
  price: "$500",
  picture: { src: `images/${slug}.jpg`, alt: slug, width: 3, height: 2, file: null },
})

/** The site as fetch sees it: the files of `present`; `offline` makes every request fail. */
function serve(present: string[], state = { offline: false }) {
  const fetchMock = jest.fn((url: string) => {
    if (state.offline) return Promise.reject(new TypeError("Failed to fetch"))
    const slug = /\/([^/]+)\.json$/.exec(url)?.[1] ?? ""
    return Promise.resolve(
      present.includes(slug)
        ? ({ ok: true, status: 200, json: () => Promise.resolve(file(slug)) } as Response)
        : ({ ok: false, status: 404 } as Response),
    )
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

const items = (...slugs: string[]) => slugs.map((slug) => ({ kind: "hotel" as TripItemKind, slug }))

describe("useTripItemContent", () => {
  it("fetches each stored item's file once, from its URL, and leaves out the ones that are gone", async () => {
    const fetchMock = serve(["amanpuri"])
    const { result, rerender } = renderHook(({ list }) => useTripItemContent("de", list), {
      initialProps: { list: items("amanpuri", "removed") },
    })
    expect(result.current("hotel", "amanpuri")).toBeUndefined()
    await waitFor(() => expect(result.current("hotel", "amanpuri")).toEqual(file("amanpuri")))
    expect(result.current("hotel", "removed")).toBeUndefined()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/trip-items/de/hotel/amanpuri.json", "/trip-items/de/hotel/removed.json"])
    // A new array with the same items, another render and a second page using it: no new request (the answer is kept)
    rerender({ list: items("amanpuri", "removed") })
    const { result: second } = renderHook(() => useTripItemContent("de", items("amanpuri")))
    await waitFor(() => expect(second.current("hotel", "amanpuri")).toEqual(file("amanpuri")))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
  })

  it("offline, the item stays out and its file is asked for again later", async () => {
    const state = { offline: true }
    const fetchMock = serve(["rayavadee"], state)
    await expect(fetchTripItem("en", "hotel", "rayavadee")).rejects.toThrow("Failed to fetch")
    state.offline = false
    const { result } = renderHook(() => useTripItemContent("en", items("rayavadee")))
    await waitFor(() => expect(result.current("hotel", "rayavadee")?.name).toBe("rayavadee today"))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
