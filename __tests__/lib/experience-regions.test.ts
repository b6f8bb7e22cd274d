import { EXPERIENCE_REGION_ORDER, groupByRegion } from "../../src/lib/experience-regions"

interface TestExperience {
  slug: string
  destination: { slug: string }
}

/** Experiences from [slug, destination] pairs. */
const inRegions = (...pairs: Array<[slug: string, destination: string]>): TestExperience[] =>
  pairs.map(([slug, destination]) => ({ slug, destination: { slug: destination } }))
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
      group(
        inRegions(["spa", "koh-samui"], ["canal", "bangkok"], ["yacht", "phuket"], ["temple", "bangkok"], ["trek", "northern-thailand"]),
      ),
    ).toEqual([
      ["bangkok", ["canal", "temple"]],
      ["northern-thailand", ["trek"]],
      ["phuket", ["yacht"]],
      ["koh-samui", ["spa"]],
    ])
  })

  it("puts unknown regions last, in first-seen order", () => {
    expect(group(inRegions(["dive", "koh-tao"], ["market", "pattaya"], ["canal", "bangkok"], ["snorkel", "koh-tao"]))).toEqual([
      ["bangkok", ["canal"]],
      ["koh-tao", ["dive", "snorkel"]],
      ["pattaya", ["market"]],
    ])
  })

  it.each<[TestExperience[], ReadonlyArray<string>, Array<[string, string[]]>]>([
    [[], EXPERIENCE_REGION_ORDER, []],
    [inRegions(["a", "x"]), [], [["x", ["a"]]]],
    [
      inRegions(["a", "b"], ["b", "a"]),
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
