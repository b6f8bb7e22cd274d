import { tripAddParam } from "../../src/lib/trip-add-param"
import { parseTripAdd } from "../../src/lib/parse-trip-add"

describe("the /my-trip ?add= parameter", () => {
  it("round-trips an item's kind and slug", () => {
    const param = tripAddParam({ kind: "hotel", slug: "amanpuri" })
    expect(param).toBe("hotel:amanpuri")
    expect(parseTripAdd(`?${new URLSearchParams({ add: param }).toString()}`)).toEqual({ kind: "hotel", slug: "amanpuri" })
  })

  it("keeps everything after the first colon as the slug", () => {
    expect(parseTripAdd("?add=experience%3Aa%3Ab")).toEqual({ kind: "experience", slug: "a:b" })
  })

  it.each(["", "?add=", "?add=hotel", "?add=hotel%3A", "?add=%3Aamanpuri", "?add=villa%3Aamanpuri", "?other=hotel%3Aamanpuri"])(
    "finds nothing to add in %p",
    (search) => {
      expect(parseTripAdd(search)).toBeNull()
    },
  )
})
