import * as React from "react"
import { Box, chakra, Flex } from "@chakra-ui/react"
import { SEASON_ORDER } from "../../lib/climate"
import { useTranslation } from "../../hooks/use-translation"
import { SEASON_FILL } from "./climate-chart"

const Swatch = chakra("span")

/** The chart's key: the seasons' colours, the rainfall bars, the day and night lines. */
export function ClimateLegend({ figures = true }: { figures?: boolean }) {
  const { t } = useTranslation()
  const item = (key: string, swatch: React.ReactNode) => (
    <Flex as="li" key={key} align="center" gap="2">
      {swatch}
      {t(key)}
    </Flex>
  )
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="4" listStyle="none" fontSize="sm" mt="3">
      {SEASON_ORDER.map((season) =>
        item(
          `whenToGo.season.${season}`,
          <Swatch
            display="inline-block"
            w="16px"
            h="12px"
            bg={SEASON_FILL[season]}
            borderWidth="1px"
            borderColor="brand.stone"
            css={{ printColorAdjust: "exact" }}
          />,
        ),
      )}
      {figures && (
        <>
          {item(
            "whenToGo.legend.rain",
            <Swatch display="inline-block" w="12px" h="16px" bg="brand.stone/55" css={{ printColorAdjust: "exact" }} />,
          )}
          {item("whenToGo.legend.high", <Swatch display="inline-block" w="20px" borderTopWidth="3px" borderColor="brand.goldDeep" />)}
          {item(
            "whenToGo.legend.low",
            <Swatch display="inline-block" w="20px" borderTopWidth="2px" borderStyle="dashed" borderColor="brand.ink" />,
          )}
        </>
      )}
    </Box>
  )
}
