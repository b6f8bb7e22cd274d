import * as React from "react"
import { Box, chakra } from "@chakra-ui/react"
import { type ClimateFigures } from "../../lib/climate"
import { monthName } from "../../lib/month-text"
import { WHEN_TO_GO_ANCHOR } from "../../lib/constants"
import { useTranslation } from "../../hooks/use-translation"
import { SiteLink } from "../ui/link"
import { SEASON_FILL } from "./climate-chart"

export interface SeasonOverviewProps {
  destinations: ReadonlyArray<{ slug: string; name: string; months: ReadonlyArray<Pick<ClimateFigures, "month" | "season">> }>
}

const SEASON_TEXT: Readonly<Record<string, string>> = { dry: "brand.ink", shoulder: "brand.ink", wet: "brand.ivory" }
const cell = { px: "1.5", py: "2", borderWidth: "1px", borderColor: "bg.panel", fontSize: "xs", textAlign: "center" } as const

/** The year at a glance: each destination's season in each month, in colour and in words. */
export function SeasonOverview({ destinations }: SeasonOverviewProps) {
  const { t, locale } = useTranslation()
  const months = Array.from({ length: 12 }, (_, i) => i + 1)
  return (
    <Box as="section" overflowX="auto" mt="4" tabIndex={0} aria-labelledby="season-overview-caption">
      <chakra.table borderCollapse="collapse" minW="3xl" w="100%" css={{ printColorAdjust: "exact" }}>
        <chakra.caption id="season-overview-caption" textAlign="start" fontSize="sm" color="fg.muted" pb="2">
          {t("whenToGo.overviewCaption")}
        </chakra.caption>
        <thead>
          <tr>
            <chakra.th scope="col" {...cell} textAlign="start">
              {t("whenToGo.destination")}
            </chakra.th>
            {months.map((month) => (
              <chakra.th key={month} scope="col" {...cell}>
                <abbr title={monthName(month, locale)}>{monthName(month, locale, "short")}</abbr>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {destinations.map((destination) => (
            <tr key={destination.slug}>
              <chakra.th scope="row" {...cell} textAlign="start" fontSize="sm">
                <SiteLink to={`/destinations/${destination.slug}#${WHEN_TO_GO_ANCHOR}`} color="fg.accent" textDecoration="underline">
                  {destination.name}
                </SiteLink>
              </chakra.th>
              {destination.months.map((m) => (
                <chakra.td
                  key={m.month}
                  {...cell}
                  bg={SEASON_FILL[m.season] ?? "bg.subtle"}
                  color={SEASON_TEXT[m.season] ?? "fg"}
                  data-season={m.season}
                >
                  {t(`whenToGo.season.${m.season}`)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  )
}
