import { listPagePath, pageCount, pageOfIndex, pagerItems, paginate, paginationOf, sectionPagePath } from "../../src/lib/pagination"

describe("pageCount", () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [430, 12, 36],
  ])("%i items, %i per page: %i pages", (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected)
  })
})

describe("paginate", () => {
  it("gives each page its slice, the last one shorter", () => {
    const pages = [1, 2, 3, 4].map((page) => paginate(43, 12, page))
    expect(pages.map(({ skip, limit }) => [skip, limit])).toEqual([
      [0, 12],
      [12, 12],
      [24, 12],
      [36, 12],
    ])
    expect(pages.every((p) => p.pageCount === 4 && p.total === 43)).toBe(true)
  })

  it("covers every item exactly once", () => {
    const total = 101
    const covered = Array.from({ length: pageCount(total, 12) }, (_, i) => paginate(total, 12, i + 1)).flatMap(({ skip, limit }) =>
      Array.from({ length: Math.min(limit, total - skip) }, (_, j) => skip + j),
    )
    expect(covered).toEqual(Array.from({ length: total }, (_, i) => i))
  })

  it.each([0, 5, 1.5, -1])("refuses page %p of a 4-page list", (page) => {
    expect(() => paginate(43, 12, page)).toThrow(RangeError)
  })

  it("paginationOf reads the page from the slice a page queried", () => {
    expect(paginationOf(43, 24, 12)).toEqual({ page: 3, pageCount: 4, total: 43, skip: 24, limit: 12 })
    expect(paginationOf(3, 0, 12)).toEqual({ page: 1, pageCount: 1, total: 3, skip: 0, limit: 12 })
  })

  it("pageOfIndex finds the page an item is listed on", () => {
    expect([0, 11, 12, 42].map((index) => pageOfIndex(index, 12))).toEqual([1, 1, 2, 4])
  })
})

describe("paths", () => {
  it("a section's first page is the destination's page, at the section when asked", () => {
    expect(sectionPagePath("phuket", "hotels", 1)).toBe("/destinations/phuket")
    expect(sectionPagePath("phuket", "transport", 1, true)).toBe("/destinations/phuket#transport")
    expect(sectionPagePath("phuket", "hotels", 2)).toBe("/destinations/phuket/hotels/2")
    expect(sectionPagePath("phuket", "concierge", 3, true)).toBe("/destinations/phuket/concierge/3")
  })

  it("a list's further pages sit under /page/ (article paths are /blog/<id>)", () => {
    expect(listPagePath("/blog", 1)).toBe("/blog")
    expect(listPagePath("/blog", 2)).toBe("/blog/page/2")
    expect(listPagePath("/experiences", 10)).toBe("/experiences/page/10")
  })
})

describe("pagerItems", () => {
  it.each<[number, number, Array<number | "gap">]>([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 36, [1, 2, 3, 4, "gap", 36]],
    [3, 36, [1, 2, 3, 4, "gap", 36]],
    [10, 36, [1, "gap", 9, 10, 11, "gap", 36]],
    [34, 36, [1, "gap", 33, 34, 35, 36]],
    [36, 36, [1, "gap", 33, 34, 35, 36]],
  ])("page %i of %i", (page, count, expected) => {
    expect(pagerItems(page, count)).toEqual(expected)
  })

  it("always lists the first, the last and the current page, in order", () => {
    for (let count = 1; count <= 40; count++)
      for (let page = 1; page <= count; page++) {
        const numbers = pagerItems(page, count).filter((item): item is number => item !== "gap")
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
        expect(numbers).toEqual(expect.arrayContaining([1, count, page]))
      }
  })
})
