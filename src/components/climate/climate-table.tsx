import * as React from "react"
import { Box, chakra, VisuallyHidden } from "@chakra-ui/react"
import { seriesPresent, type ClimateFigures } from "../../lib/climate"
import { monthName } from "../../lib/month-text"
import { useTranslation } from "../../hooks/use-translation"

export interface ClimateTableProps {
  months: ReadonlyArray<ClimateFigures>
  caption: string
}

const cell = { px: "2", py: "1.5", borderBottomWidth: "1px", borderColor: "border", textAlign: "end" } as const

/**
 * Every figure of a climate chart, in a native disclosure (<details>: opens without script): for screen readers and
 * for anyone who prefers numbers. Only the columns a source gives figures for; a month without one says so.
 */
export function ClimateTable({ months, caption }: ClimateTableProps) {
  const { t, locale } = useTranslation()
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const present = seriesPresent(months)
  const columns = (
    [
      ["highC", "whenToGo.col.high"],
      ["lowC", "whenToGo.col.low"],
      ["rainMm", "whenToGo.col.rain"],
      ["rainDays", "whenToGo.col.rainDays"],
      ["seaC", "whenToGo.col.sea"],
    ] as const
  ).filter(([key]) => present[key])
  const value = (figure: number | null) =>
    figure === null ? (
      <>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t("whenToGo.noValue")}</VisuallyHidden>
      </>
    ) : (
      number.format(figure)
    )

  return (
    <Box as="details" mt="4" data-climate-table="" css={{ "& > summary": { cursor: "pointer" } }}>
      <chakra.summary fontWeight="600" color="fg.accent" py="2">
        {t("whenToGo.tableSummary")}
      </chakra.summary>
      <Box as="section" overflowX="auto" mt="2" tabIndex={0} aria-label={caption}>
        <chakra.table w="100%" fontSize="sm" borderCollapse="collapse">
          <chakra.caption textAlign="start" fontWeight="600" pb="2">
            {caption}
          </chakra.caption>
          <thead>
            <tr>
              <chakra.th scope="col" {...cell} textAlign="start">
                {t("whenToGo.col.month")}
              </chakra.th>
              <chakra.th scope="col" {...cell} textAlign="start">
                {t("whenToGo.col.season")}
              </chakra.th>
              {columns.map(([key, label]) => (
                <chakra.th key={key} scope="col" {...cell}>
                  {t(label)}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <chakra.th scope="row" {...cell} textAlign="start" fontWeight="500">
                  {monthName(m.month, locale)}
                </chakra.th>
                <chakra.td {...cell} textAlign="start">
                  {t(`whenToGo.season.${m.season}`)}
                </chakra.td>
                {columns.map(([key]) => (
                  <chakra.td key={key} {...cell}>
                    {value(m[key])}
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  )
}
