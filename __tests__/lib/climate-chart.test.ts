import { climateChartLayout, FULL_CHART, MINI_CHART, niceStep, type ChartMonthInput } from "../../src/lib/climate-chart"

const months = (rain: ReadonlyArray<number | null>, high: ReadonlyArray<number | null> = [], low: ReadonlyArray<number | null> = []) =>
  Array.from({ length: 12 }, (_, i): ChartMonthInput => ({
    month: i + 1,
    season: "dry",
    rainMm: rain[i] ?? null,
    highC: high[i] ?? null,
    lowC: low[i] ?? null,
  }))

describe("niceStep", () => {
  it.each([
    [400, 100],
    [490, 200],
    [60, 20],
    [20, 5],
    [0, 1],
  ])("a scale up to %i steps by %i", (max, step) => {
    expect(niceStep(max)).toBe(step)
  })
})

describe("climateChartLayout", () => {
  it("draws no bar for a month without a rainfall figure (never an estimate)", () => {
    const layout = climateChartLayout(months([30, null, 50, 0]))
    expect(layout.bars.map((bar) => bar.month)).toEqual([1, 3, 4])
    expect(layout.bars.find((bar) => bar.month === 4)?.height).toBe(0)
  })

  it("draws no bars and no rainfall scale when no month has a figure", () => {
    const layout = climateChartLayout(months([]))
    expect(layout.bars).toEqual([])
    expect(layout.rainTicks).toEqual([])
    expect(layout.tempTicks).toEqual([])
    expect(layout.high.path).toBe("")
    // the seasons are still shown
    expect(layout.slots).toHaveLength(12)
  })

  it("scales rainfall from 0 at the plot's bottom to a round maximum at its top", () => {
    const layout = climateChartLayout(months([399, 100]))
    expect(layout.rainTicks.map((tick) => tick.value)).toEqual([0, 100, 200, 300, 400])
    expect(layout.rainTicks[0]?.y).toBe(layout.plot.bottom)
    expect(layout.rainTicks.at(-1)?.y).toBe(layout.plot.top)
    const [first, second] = layout.bars
    // a bar's height is proportional to its figure
    expect((first?.height ?? 0) / (second?.height ?? 1)).toBeCloseTo(3.99, 1)
    expect(first && first.y + first.height).toBeCloseTo(layout.plot.bottom, 1)
  })

  it("scales temperatures over a round range that holds every day and night figure", () => {
    const layout = climateChartLayout(months([], [28.9, 36.1], [13.7, 21.8]))
    expect(layout.tempTicks.map((tick) => tick.value)).toEqual([10, 20, 30, 40])
    const narrow = climateChartLayout(months([], [31.8, 33.5], [23.3, 24.8]))
    expect(narrow.tempTicks.map((tick) => tick.value)).toEqual([20, 25, 30, 35])
  })

  it("breaks a temperature line where a month has no figure", () => {
    const layout = climateChartLayout(months([], [30, 31, null, 32, 33]))
    expect(layout.high.points.map((p) => p.month)).toEqual([1, 2, 4, 5])
    expect(layout.high.path.match(/M/g)).toHaveLength(2)
    expect(layout.low.path).toBe("")
  })

  it("places each month in its own column, in both sizes", () => {
    for (const size of [FULL_CHART, MINI_CHART]) {
      const layout = climateChartLayout(months([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]), size)
      const xs = layout.bars.map((bar) => bar.x)
      expect([...xs].sort((a, b) => a - b)).toEqual(xs)
      expect(layout.bars.every((bar) => bar.x >= layout.plot.left && bar.x + bar.width <= layout.plot.right + 0.1)).toBe(true)
    }
  })
})
