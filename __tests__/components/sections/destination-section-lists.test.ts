import { sectionLists } from "../../../src/components/sections/destination-section-lists"
import { DESTINATION_SECTIONS } from "../../../src/lib/pagination"

type Lists = Queries.DestinationSectionListsFragment
const list = (totalCount: number, slugs: string[]) => ({ totalCount, nodes: slugs.map((slug) => ({ slug })) })

describe("sectionLists (src/components/sections/destination-section-lists.ts)", () => {
  it("gives every section in page order, with its cards and its whole length", () => {
    const data = {
      allHotel: list(43, ["a", "b"]),
      allVehicle: list(6, ["v"]),
      allExperience: list(0, []),
      allConciergeService: list(3, ["c"]),
    } as unknown as Lists
    const lists = sectionLists(data)
    expect(Object.keys(lists)).toEqual([...DESTINATION_SECTIONS])
    expect(lists.hotels).toEqual({ page: { section: "hotels", items: data.allHotel?.nodes }, totalCount: 43 })
    expect(lists.concierge.page.section).toBe("concierge")
    expect(lists.experiences).toEqual({ page: { section: "experiences", items: [] }, totalCount: 0 })
  })

  it("gives a section the query left out (@include false) as an empty list", () => {
    const lists = sectionLists({ allVehicle: list(9, ["v1", "v2"]) } as unknown as Lists)
    expect(lists.transport.totalCount).toBe(9)
    for (const section of ["hotels", "experiences", "concierge"] as const)
      expect(lists[section]).toMatchObject({ page: { items: [] }, totalCount: 0 })
  })
})
