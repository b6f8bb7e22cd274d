/**
 * The geometry of a climate chart, computed at build time from the figures: rainfall as bars on the left scale, day
 * and night temperatures as lines on the right one, each month's season as a strip above. A null figure draws
 * nothing (no bar, a gap in the line): the chart shows only what a source gives. Plain math, no chart library.
 */

export interface ChartMonthInput {
  month: number
  season: string
  highC: number | null
  lowC: number | null
  rainMm: number | null
}

export interface ChartSize {
  width: number
  height: number
  /** Room for the axes' labels (none on a mini chart). */
  padding: { top: number; right: number; bottom: number; left: number }
  /** Height of the season strip above the plot. */
  seasonStrip: number
}

export const FULL_CHART: ChartSize = { width: 640, height: 280, padding: { top: 26, right: 44, bottom: 28, left: 48 }, seasonStrip: 10 }
export const MINI_CHART: ChartSize = { width: 240, height: 84, padding: { top: 10, right: 2, bottom: 2, left: 2 }, seasonStrip: 6 }

export interface Tick {
  value: number
  y: number
}
export interface Point {
  month: number
  x: number
  y: number
  value: number
}
export interface ChartLayout {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  /** One per month: its column and season. */
  slots: Array<{ month: number; x: number; width: number; center: number; season: string }>
  seasonStrip: { y: number; height: number }
  /** One per month with a rainfall figure. */
  bars: Array<{ month: number; x: number; y: number; width: number; height: number; value: number }>
  rainTicks: Tick[]
  tempTicks: Tick[]
  /** Day and night temperatures: their points, and the path joining consecutive months that both have a figure. */
  high: { points: Point[]; path: string }
  low: { points: Point[]; path: string }
}

const round = (value: number): number => Math.round(value * 10) / 10

/** A round step for about four ticks up to max: 10, 20, 25, 50, 100, 200, 250, 500 … */
export function niceStep(max: number, ticks = 4): number {
  if (max <= 0) return 1
  const raw = max / ticks
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= raw)
  return step ?? 10 * power
}

const present = (values: ReadonlyArray<number | null>): number[] => values.filter((v): v is number => v !== null)

function linePath(points: readonly Point[]): string {
  let path = ""
  let previous: Point | undefined
  for (const point of points) {
    // A month without a figure breaks the line: consecutive months only
    path += `${previous && point.month === previous.month + 1 ? "L" : "M"}${point.x} ${point.y}`
    previous = point
  }
  return path
}

/** Scales and shapes for twelve months of figures, in the size given. */
export function climateChartLayout(months: ReadonlyArray<ChartMonthInput>, size: ChartSize = FULL_CHART): ChartLayout {
  const { width, height, padding, seasonStrip } = size
  const plot = { left: padding.left, top: padding.top + seasonStrip + 4, right: width - padding.right, bottom: height - padding.bottom }
  const plotHeight = plot.bottom - plot.top
  const slotWidth = (plot.right - plot.left) / 12
  const sorted = [...months].sort((a, b) => a.month - b.month)
  const slots = sorted.map((m) => {
    const x = plot.left + (m.month - 1) * slotWidth
    return { month: m.month, x: round(x), width: round(slotWidth), center: round(x + slotWidth / 2), season: m.season }
  })

  const rain = present(sorted.map((m) => m.rainMm))
  const rainStep = niceStep(Math.max(0, ...rain))
  const rainMax = rain.length ? Math.max(rainStep, Math.ceil(Math.max(...rain) / rainStep) * rainStep) : 0
  const rainY = (value: number) => round(plot.bottom - (value / rainMax) * plotHeight)
  const rainTicks = rain.length
    ? Array.from({ length: Math.round(rainMax / rainStep) + 1 }, (_, i) => ({ value: i * rainStep, y: rainY(i * rainStep) }))
    : []
  const barWidth = slotWidth * 0.56
  const bars = rain.length
    ? sorted.flatMap((m) =>
        m.rainMm === null
          ? []
          : [
              {
                month: m.month,
                x: round(plot.left + (m.month - 1) * slotWidth + (slotWidth - barWidth) / 2),
                y: rainY(m.rainMm),
                width: round(barWidth),
                height: round(plot.bottom - rainY(m.rainMm)),
                value: m.rainMm,
              },
            ],
      )
    : []

  const temps = present(sorted.flatMap((m) => [m.highC, m.lowC]))
  // Every 5 °C over a narrow range (the coasts), every 10 °C over a wide one (the North's cool nights)
  const tempStep = temps.length && Math.max(...temps) - Math.min(...temps) > 20 ? 10 : 5
  const tempMin = temps.length ? Math.floor(Math.min(...temps) / tempStep) * tempStep : 0
  const tempMax = temps.length ? Math.max(tempMin + tempStep, Math.ceil(Math.max(...temps) / tempStep) * tempStep) : 0
  const tempY = (value: number) => round(plot.bottom - ((value - tempMin) / (tempMax - tempMin)) * plotHeight)
  const tempTicks = temps.length
    ? Array.from({ length: Math.round((tempMax - tempMin) / tempStep) + 1 }, (_, i) => ({
        value: tempMin + i * tempStep,
        y: tempY(tempMin + i * tempStep),
      }))
    : []
  const line = (key: "highC" | "lowC") => {
    const points = sorted.flatMap((m) => {
      const value = m[key]
      return value === null ? [] : [{ month: m.month, x: round(plot.left + (m.month - 0.5) * slotWidth), y: tempY(value), value }]
    })
    return { points, path: linePath(points) }
  }

  return {
    width,
    height,
    plot,
    slots,
    seasonStrip: { y: padding.top, height: seasonStrip },
    bars,
    rainTicks,
    tempTicks,
    high: line("highC"),
    low: line("lowC"),
  }
}
