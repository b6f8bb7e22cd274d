import * as React from "react"
import { Box, chakra, Flex, Grid } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { GridIcon, ListIcon } from "../ui/icons"
import { SectionHeading } from "../ui/section-heading"
import { HotelCard } from "./hotel-card"
import { OffscreenItem } from "../ui/offscreen-item"
import { useTranslation } from "../../hooks/use-translation"
import { requiresScript } from "../../lib/requires-script"
import { arrangeHotels, hotelCategories, type HotelSort } from "../../lib/hotel-directory"
import { fill } from "../../lib/format"

interface HotelsDirectoryProps {
  hotels: ReadonlyArray<Queries.HotelCardFragment>
  /** compact: up to 4 columns with shorter cards; regular: up to 3 columns, all features. */
  grid: "compact" | "regular"
  title?: string
  subtitle?: string
  headingId?: string
}

type View = "gallery" | "list"

const columns = {
  compact: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)", xl: "repeat(4, 1fr)" },
  regular: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
}

/** Usual card heights at phone width, in px (for OffscreenItem). */
const CARD_HEIGHT = { compact: 500, regular: 640, row: 320 }

const selectStyles = {
  minH: "10",
  px: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg.panel",
  fontSize: "sm",
} as const

/**
 * The hotels of a destination as a gallery or a list, with a category filter and a price sort.
 * The controls need JavaScript, so they show once it runs (requiresScript); the static page already lists every hotel.
 */
export function HotelsDirectory({ hotels, grid, title, subtitle, headingId }: HotelsDirectoryProps) {
  const { t } = useTranslation()
  const [view, setView] = React.useState<View>("gallery")
  const [category, setCategory] = React.useState("")
  const [sort, setSort] = React.useState<HotelSort>("featured")
  const shown = React.useMemo(() => arrangeHotels(hotels, category, sort), [hotels, category, sort])
  const categories = React.useMemo(() => hotelCategories(hotels), [hotels])

  return (
    <Box>
      <SectionHeading id={headingId} title={title ?? t("hotels.title")} subtitle={subtitle ?? t("hotels.subtitle")} />
      <Flex minH={{ base: "28", md: "12" }} mb="6" gap="4" wrap="wrap" align="center" justify="space-between">
        <Flex {...requiresScript} gap="4" wrap="wrap" align="center">
          <Flex align="center" gap="2">
            <chakra.label htmlFor="hotel-category" fontSize="sm" fontWeight="500">
              {t("hotels.filter")}
            </chakra.label>
            <chakra.select id="hotel-category" value={category} onChange={(e) => setCategory(e.target.value)} {...selectStyles}>
              <option value="">{t("hotels.allCategories")}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </chakra.select>
          </Flex>
          <Flex align="center" gap="2">
            <chakra.label htmlFor="hotel-sort" fontSize="sm" fontWeight="500">
              {t("hotels.sort")}
            </chakra.label>
            <chakra.select id="hotel-sort" value={sort} onChange={(e) => setSort(e.target.value as HotelSort)} {...selectStyles}>
              <option value="featured">{t("hotels.sortFeatured")}</option>
              <option value="price-asc">{t("hotels.sortPriceAsc")}</option>
              <option value="price-desc">{t("hotels.sortPriceDesc")}</option>
            </chakra.select>
          </Flex>
        </Flex>
        <Flex {...requiresScript} role="group" aria-label={t("hotels.view")} gap="1" p="1" bg="bg.subtle" borderRadius="full">
          {(["gallery", "list"] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? "solid" : "ghost"}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === "gallery" ? <GridIcon /> : <ListIcon />}
              {t(`hotels.${option}`)}
            </Button>
          ))}
        </Flex>
      </Flex>
      <chakra.p aria-live="polite" srOnly>
        {fill(t("hotels.count"), { count: shown.length })}
      </chakra.p>
      {view === "gallery" ? (
        <Grid as="ul" listStyle="none" templateColumns={columns[grid]} gap="6">
          {shown.map((hotel) => (
            <OffscreenItem key={hotel.slug} estimatedHeight={CARD_HEIGHT[grid]}>
              <HotelCard hotel={hotel} variant={grid} />
            </OffscreenItem>
          ))}
        </Grid>
      ) : (
        <Grid as="ul" listStyle="none" gap="4">
          {shown.map((hotel) => (
            <OffscreenItem key={hotel.slug} estimatedHeight={CARD_HEIGHT.row}>
              <HotelCard hotel={hotel} variant="row" />
            </OffscreenItem>
          ))}
        </Grid>
      )}
    </Box>
  )
}
