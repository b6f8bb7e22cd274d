import * as React from "react"
import { chakra } from "@chakra-ui/react"
import { climateChartLayout, FULL_CHART, MINI_CHART, type ChartMonthInput } from "../../lib/climate-chart"
import { monthName } from "../../lib/month-text"
import { useTranslation } from "../../hooks/use-translation"

/** Each season's colour in the strip above the bars (the legend and the table name them in words). */
export const SEASON_FILL: Readonly<Record<string, string>> = {
  dry: "brand.gold",
  shoulder: "brand.ivoryDeep",
  wet: "brand.inkSoft",
}

export interface ClimateChartProps {
  months: ReadonlyArray<ChartMonthInput>
  /** "full": axes, month names and the title and description below; "mini": the shapes only, hidden from assistive technology. */
  variant?: "full" | "mini"
  /** The month to mark (a month page's). */
  highlightMonth?: number
  /** Full chart: its accessible name and a summary in words (the data table under it has every figure). */
  title?: string
  description?: string
  id?: string
}

const Svg = chakra("svg")
const Rect = chakra("rect")
const Path = chakra("path")
const Circle = chakra("circle")
const SvgText = chakra("text")
const Line = chakra("line")

/**
 * A climate chart drawn as SVG on the server (no script): the season strip, rainfall bars, day and night temperature
 * lines. A month without a figure has no bar and breaks the line. The full chart is an image with a title and a
 * summary (role="img"); the data table beside it is the full accessible version. The mini chart repeats what its card
 * says in words, so it is hidden from assistive technology.
 */
export function ClimateChart({ months, variant = "full", highlightMonth, title, description, id }: ClimateChartProps) {
  const { locale } = useTranslation()
  const mini = variant === "mini"
  const layout = climateChartLayout(months, mini ? MINI_CHART : FULL_CHART)
  const { plot } = layout
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const titleId = id ? `${id}-title` : undefined
  const descId = id ? `${id}-desc` : undefined
  const accessible = mini
    ? { "aria-hidden": true as const, focusable: "false" as const }
    : { role: "img", "aria-labelledby": [titleId, descId].filter(Boolean).join(" ") || undefined }

  return (
    <Svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width="100%"
      height="auto"
      display="block"
      fontFamily="body"
      data-climate-chart={variant}
      {...accessible}
      css={{ breakInside: "avoid", printColorAdjust: "exact" }}
    >
      {!mini && title && <title id={titleId}>{title}</title>}
      {!mini && description && <desc id={descId}>{description}</desc>}
      {highlightMonth !== undefined &&
        layout.slots
          .filter((slot) => slot.month === highlightMonth)
          .map((slot) => (
            <Rect
              key="highlight"
              x={slot.x}
              y={layout.seasonStrip.y - 2}
              width={slot.width}
              height={plot.bottom - layout.seasonStrip.y + 2}
              fill="bg.subtle"
              stroke="brand.goldDeep"
              strokeWidth={1}
            />
          ))}
      {layout.slots.map((slot) => (
        <Rect
          key={`season-${slot.month}`}
          x={slot.x + 0.5}
          y={layout.seasonStrip.y}
          width={Math.max(0, slot.width - 1)}
          height={layout.seasonStrip.height}
          fill={SEASON_FILL[slot.season] ?? "bg.subtle"}
          stroke="brand.stone"
          strokeWidth={0.5}
          data-season={slot.season}
        />
      ))}
      {!mini &&
        layout.rainTicks.map((tick) => (
          <React.Fragment key={`rain-${tick.value}`}>
            <Line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="border" strokeWidth={1} />
            <SvgText x={plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize="12px" fill="fg.muted">
              {number.format(tick.value)}
            </SvgText>
          </React.Fragment>
        ))}
      {!mini &&
        layout.tempTicks.map((tick) => (
          <SvgText key={`temp-${tick.value}`} x={plot.right + 6} y={tick.y + 4} fontSize="12px" fill="brand.goldDeep">
            {number.format(tick.value)}
          </SvgText>
        ))}
      {!mini && layout.rainTicks.length > 0 && (
        <SvgText x={plot.left - 6} y={layout.seasonStrip.y - 8} textAnchor="end" fontSize="12px" fill="fg.muted">
          mm
        </SvgText>
      )}
      {!mini && layout.tempTicks.length > 0 && (
        <SvgText x={plot.right + 6} y={layout.seasonStrip.y - 8} fontSize="12px" fill="brand.goldDeep">
          °C
        </SvgText>
      )}
      {layout.bars.map((bar) => (
        <Rect
          key={`bar-${bar.month}`}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          fill="brand.stone"
          fillOpacity={0.55}
          data-rain-bar={bar.month}
        />
      ))}
      <Line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="brand.stone" strokeWidth={1} />
      {layout.high.path && <Path d={layout.high.path} fill="none" stroke="brand.goldDeep" strokeWidth={mini ? 1.5 : 2.5} />}
      {layout.low.path && (
        <Path d={layout.low.path} fill="none" stroke="brand.ink" strokeWidth={mini ? 1.5 : 2} strokeDasharray={mini ? "3 2" : "6 4"} />
      )}
      {!mini &&
        layout.high.points.map((point) => <Circle key={`high-${point.month}`} cx={point.x} cy={point.y} r={3.5} fill="brand.goldDeep" />)}
      {!mini && layout.low.points.map((point) => <Circle key={`low-${point.month}`} cx={point.x} cy={point.y} r={3} fill="brand.ink" />)}
      {!mini &&
        layout.slots.map((slot) => (
          <SvgText key={`month-${slot.month}`} x={slot.center} y={plot.bottom + 18} textAnchor="middle" fontSize="12px" fill="fg">
            {monthName(slot.month, locale, "short")}
          </SvgText>
        ))}
    </Svg>
  )
}
