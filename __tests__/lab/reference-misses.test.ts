import { referenceMisses } from "../../scripts/lab/lighthouse/run"
import type { RouteMeasurement } from "../../scripts/lab/lighthouse/measure"

const measured = (route: string, performance: number, tbtMs: number): RouteMeasurement => ({
  route,
  median: { performance, tbtMs } as RouteMeasurement["median"],
  misses: [],
  failingAudits: {},
  runs: [],
})

describe("referenceMisses", () => {
  it("names the route of each comparison, also when the lowest score and the longest blocking are on different routes", () => {
    const results = [measured("/a", 95, 120), measured("/b", 99, 230), measured("/c", 100, 10)]
    expect(referenceMisses(results, measured("reference /", 99, 5))).toEqual([
      "/a: performance 95 < the reference's 99",
      "/b: TBT 230 ms > the reference's 5 ms",
    ])
  })

  it("has nothing to say when the site is level with the reference, or there is no reference", () => {
    const results = [measured("/a", 99, 5)]
    expect(referenceMisses(results, measured("reference /", 99, 5))).toEqual([])
    expect(referenceMisses(results, null)).toEqual([])
  })
})
