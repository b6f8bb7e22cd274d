import * as React from "react"
import { chakra, Text } from "@chakra-ui/react"
import { useTranslation } from "../../hooks/use-translation"
import { monthRangeText } from "../../lib/month-text"
import { fill } from "../../lib/format"

interface BestTimeProps {
  /** Derived from the climate record's seasons (Climate.bestMonths, src/node/resolvers.ts), never typed. */
  months: readonly number[]
}

/**
 * "Best time: November to April". A component of its own, not text worked out in the page's render: in a static
 * region it then runs on the server only, since the first Intl.DateTimeFormat of a page costs a phone about 90 ms of
 * blocking time during hydration (e2e/hydration.spec.ts checks that a destination's first load makes none).
 */
export function BestTime({ months }: BestTimeProps) {
  const { t, locale } = useTranslation()
  return (
    <Text mt="5" fontSize="sm" data-best-time="">
      <chakra.strong>{t("destination.bestTime")}:</chakra.strong> {monthRangeText(months, locale, t, fill)}
    </Text>
  )
}
