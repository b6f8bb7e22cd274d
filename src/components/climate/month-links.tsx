import * as React from "react"
import { Box, chakra } from "@chakra-ui/react"
import { MONTH_SLUGS, monthPath } from "../../lib/climate"
import { monthName } from "../../lib/month-text"
import { useTranslation } from "../../hooks/use-translation"
import { SiteLink } from "../ui/link"

/**
 * The twelve month pages as plain links (/when-to-go/january …); the current one is marked. A grid of equal columns,
 * not pills wrapped by their width: wrapped, a month moved to the next row when the web font replaced the stand-in
 * (a layout shift of 0.15 on a phone).
 */
export function MonthLinks({ current }: { current?: number }) {
  const { t, locale } = useTranslation()
  return (
    <Box as="nav" aria-label={t("whenToGo.monthsLabel")} mt="8">
      <chakra.ul display="grid" gridTemplateColumns={{ base: "repeat(3, 1fr)", md: "repeat(6, 1fr)" }} gap="2" listStyle="none">
        {MONTH_SLUGS.map((slug, index) => {
          const month = index + 1
          const isCurrent = month === current
          return (
            <li key={slug}>
              <SiteLink
                to={monthPath(month)}
                aria-current={isCurrent ? "page" : undefined}
                display="block"
                textAlign="center"
                px="2"
                py="1.5"
                borderRadius="full"
                borderWidth="1px"
                borderColor={isCurrent ? "brand.ink" : "border"}
                bg={isCurrent ? "brand.ink" : "bg.panel"}
                color={isCurrent ? "fg.inverted" : "fg"}
                fontSize="sm"
                fontWeight="500"
                _hover={{ borderColor: "brand.goldDeep" }}
              >
                {monthName(month, locale)}
              </SiteLink>
            </li>
          )
        })}
      </chakra.ul>
    </Box>
  )
}
