import { EXPERIENCE_REGION_ORDER, groupByRegion } from "../../src/lib/experience-regions"

interface TestExperience {
  slug: string
  region: string
}

const group = (items: TestExperience[], order: ReadonlyArray<string> = EXPERIENCE_REGION_ORDER): Array<[string, string[]]> =>
  groupByRegion(items, order).map(({ region, items: inRegion }) => [region, inRegion.map((item) => item.slug)])

describe("EXPERIENCE_REGION_ORDER", () => {
  it("is the order of the /experiences page", () => {
    expect(EXPERIENCE_REGION_ORDER).toEqual(["bangkok", "northern-thailand", "hua-hin", "phuket", "krabi", "koh-samui", "koh-phangan"])
  })
})

describe("groupByRegion", () => {
  it("groups in the given order, keeping the order within a region, and skips empty regions", () => {
    expect(
      group([
        { slug: "spa", region: "koh-samui" },
        { slug: "canal", region: "bangkok" },
        { slug: "yacht", region: "phuket" },
        { slug: "temple", region: "bangkok" },
        { slug: "trek", region: "northern-thailand" },
      ]),
    ).toEqual([
      ["bangkok", ["canal", "temple"]],
      ["northern-thailand", ["trek"]],
      ["phuket", ["yacht"]],
      ["koh-samui", ["spa"]],
    ])
  })

  it("puts unknown regions last, in first-seen order", () => {
    expect(
      group([
        { slug: "dive", region: "koh-tao" },
        { slug: "market", region: "pattaya" },
        { slug: "canal", region: "bangkok" },
        { slug: "snorkel", region: "koh-tao" },
      ]),
    ).toEqual([
      ["bangkok", ["canal"]],
      ["koh-tao", ["dive", "snorkel"]],
      ["pattaya", ["market"]],
    ])
  })

  it.each<[TestExperience[], ReadonlyArray<string>, Array<[string, string[]]>]>([
    [[], EXPERIENCE_REGION_ORDER, []],
    [[{ slug: "a", region: "x" }], [], [["x", ["a"]]]],
    [
      [
        { slug: "a", region: "b" },
        { slug: "b", region: "a" },
      ],
      ["a", "b"],
      [
        ["a", ["b"]],
        ["b", ["a"]],
      ],
    ],
  ])("groups %j in the order %j", (items, order, expected) => {
    expect(group(items, order)).toEqual(expected)
  })
})
