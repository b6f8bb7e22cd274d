import * as React from "react"
import { Box, chakra, Flex, Grid } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { GridIcon, ListIcon } from "../ui/icons"
import { SectionHeading } from "../ui/section-heading"
import { HotelCard } from "./hotel-card"
import { OffscreenItem } from "../ui/offscreen-item"
import { useTranslation } from "../../hooks/use-translation"
import { requiresScript } from "../../lib/requires-script"
import {
  arrangeHotels,
  DEFAULT_DIRECTORY_CHOICE,
  HOTEL_VIEWS,
  hotelCategories,
  initialDirectoryChoice,
  type DirectoryChoice,
  type HotelSort,
} from "../../lib/hotel-directory"
import { fill } from "../../lib/format"

interface HotelsDirectoryProps {
  hotels: ReadonlyArray<Queries.HotelCardFragment>
  /** compact: up to 4 columns with shorter cards; regular: up to 3 columns, all features. */
  grid: "compact" | "regular"
  title?: string
  subtitle?: string
  headingId?: string
}

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
 * The hotels of a destination as a gallery or a list, with a category filter and a price sort. The static page
 * already lists every hotel. The controls are there from the first paint, as a form (a view button submits it
 * with ?view=); when the script runs, the directory takes whatever was chosen before, so no choice is lost.
 * Without JavaScript they cannot work and are not shown (requiresScript).
 */
export function HotelsDirectory({ hotels, grid, title, subtitle, headingId }: HotelsDirectoryProps) {
  const { t } = useTranslation()
  const formRef = React.useRef<HTMLFormElement>(null)
  const [choice, setChoice] = React.useState<DirectoryChoice>(DEFAULT_DIRECTORY_CHOICE)
  const { view, category, sort } = choice
  const choose = (change: Partial<DirectoryChoice>) => setChoice((current) => ({ ...current, ...change }))
  const shown = React.useMemo(() => arrangeHotels(hotels, category, sort), [hotels, category, sort])
  const categories = React.useMemo(() => hotelCategories(hotels), [hotels])

  // React leaves a select's value as the visitor set it before hydration; the state takes it from there
  React.useEffect(() => {
    const field = (name: string) => {
      const element = formRef.current?.elements.namedItem(name)
      return element instanceof HTMLSelectElement ? element.value : undefined
    }
    setChoice(initialDirectoryChoice(window.location.search, { category: field("category"), sort: field("sort") }, categories))
  }, [categories])

  return (
    <Box>
      <SectionHeading id={headingId} title={title ?? t("hotels.title")} subtitle={subtitle ?? t("hotels.subtitle")} />
      <chakra.form
        ref={formRef}
        {...requiresScript}
        action={headingId ? `#${headingId}` : undefined}
        method="get"
        onSubmit={(event) => event.preventDefault()}
        display="flex"
        minH={{ base: "28", md: "12" }}
        mb="6"
        gap="4"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
      >
        <Flex gap="4" wrap="wrap" align="center">
          <Flex align="center" gap="2">
            <chakra.label htmlFor="hotel-category" fontSize="sm" fontWeight="500">
              {t("hotels.filter")}
            </chakra.label>
            <chakra.select
              id="hotel-category"
              name="category"
              value={category}
              onChange={(e) => choose({ category: e.target.value })}
              {...selectStyles}
            >
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
            <chakra.select
              id="hotel-sort"
              name="sort"
              value={sort}
              onChange={(e) => choose({ sort: e.target.value as HotelSort })}
              {...selectStyles}
            >
              <option value="featured">{t("hotels.sortFeatured")}</option>
              <option value="price-asc">{t("hotels.sortPriceAsc")}</option>
              <option value="price-desc">{t("hotels.sortPriceDesc")}</option>
            </chakra.select>
          </Flex>
        </Flex>
        <Flex role="group" aria-label={t("hotels.view")} gap="1" p="1" bg="bg.subtle" borderRadius="full">
          {HOTEL_VIEWS.map((option) => (
            <Button
              key={option}
              type="submit"
              name="view"
              value={option}
              size="sm"
              variant={view === option ? "solid" : "ghost"}
              // the same case pressed or not (the solid variant sets capitals)
              textTransform="none"
              letterSpacing="normal"
              aria-pressed={view === option}
              onClick={(event) => {
                event.preventDefault()
                choose({ view: option })
              }}
            >
              {option === "gallery" ? <GridIcon /> : <ListIcon />}
              {t(`hotels.${option}`)}
            </Button>
          ))}
        </Flex>
      </chakra.form>
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
