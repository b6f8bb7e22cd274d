import { EXPERIENCE_REGION_ORDER, groupByRegion } from "../../src/lib/experience-regions"

interface TestExperience {
  slug: string
  destination: { slug: string }
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
        { slug: "spa", destination: { slug: "koh-samui" } },
        { slug: "canal", destination: { slug: "bangkok" } },
        { slug: "yacht", destination: { slug: "phuket" } },
        { slug: "temple", destination: { slug: "bangkok" } },
        { slug: "trek", destination: { slug: "northern-thailand" } },
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
        { slug: "dive", destination: { slug: "koh-tao" } },
        { slug: "market", destination: { slug: "pattaya" } },
        { slug: "canal", destination: { slug: "bangkok" } },
        { slug: "snorkel", destination: { slug: "koh-tao" } },
      ]),
    ).toEqual([
      ["bangkok", ["canal"]],
      ["koh-tao", ["dive", "snorkel"]],
      ["pattaya", ["market"]],
    ])
  })

  it.each<[TestExperience[], ReadonlyArray<string>, Array<[string, string[]]>]>([
    [[], EXPERIENCE_REGION_ORDER, []],
    [[{ slug: "a", destination: { slug: "x" } }], [], [["x", ["a"]]]],
    [
      [
        { slug: "a", destination: { slug: "b" } },
        { slug: "b", destination: { slug: "a" } },
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
