import { buildTable, translate } from "../../src/lib/translate"

describe("translate", () => {
  const table = buildTable(
    [
      {
        language: "en",
        entries: [
          { key: "nav.home", text: "Home" },
          { key: "nav.blog", text: "Blog" },
        ],
      },
      { language: "th", entries: [{ key: "nav.home", text: "หน้าแรก" }] },
      { language: "en", entries: [{ key: "nav.blog", text: "Journal" }] },
    ],
    "en",
  )

  it.each([
    ["nav.home", "Home"],
    ["nav.blog", "Journal"],
    ["nav.unknown", "nav.unknown"],
    ["", ""],
    ["toString", "toString"],
  ])("translate(%j) is %j", (key, expected) => {
    expect(translate(table, key)).toBe(expected)
  })

  it("keeps only the requested language", () => {
    expect(buildTable([{ language: "th", entries: [{ key: "a", text: "x" }] }], "en")).toEqual({})
  })
})
