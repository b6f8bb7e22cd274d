import { groupByRegion } from "../../src/lib/experience-regions"

interface TestExperience {
  slug: string
  destination: { slug: string }
}

/** Experiences from [slug, destination] pairs. */
const inRegions = (...pairs: Array<[slug: string, destination: string]>): TestExperience[] =>
  pairs.map(([slug, destination]) => ({ slug, destination: { slug: destination } }))
const group = (items: TestExperience[]): Array<[string, string[]]> =>
  groupByRegion(items).map(({ region, items: inRegion }) => [region, inRegion.map((item) => item.slug)])

describe("groupByRegion", () => {
  it("puts the regions in the order of their first item, keeping the order within a region", () => {
    expect(
      group(
        inRegions(["spa", "koh-samui"], ["canal", "bangkok"], ["yacht", "phuket"], ["temple", "bangkok"], ["trek", "northern-thailand"]),
      ),
    ).toEqual([
      ["koh-samui", ["spa"]],
      ["bangkok", ["canal", "temple"]],
      ["phuket", ["yacht"]],
      ["northern-thailand", ["trek"]],
    ])
  })

  it("places a region no code knows by its items, like any other", () => {
    expect(group(inRegions(["canal", "bangkok"], ["dive", "koh-tao"], ["market", "bangkok"], ["snorkel", "koh-tao"]))).toEqual([
      ["bangkok", ["canal", "market"]],
      ["koh-tao", ["dive", "snorkel"]],
    ])
  })

  it("has no group without items", () => {
    expect(group([])).toEqual([])
  })
})
