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
import { HOTELS_SHOW_MORE } from "../../lib/constants"
import type { Pagination } from "../../lib/pagination"
import { Pager } from "../ui/pager"
import { useHotelCatalogue } from "../../hooks/use-hotel-catalogue"

interface HotelsDirectoryProps {
  hotels: ReadonlyArray<Queries.HotelCardFragment>
  /** compact: up to 4 columns with shorter cards; regular: up to 3 columns, all features. */
  grid: "compact" | "regular"
  title?: string
  subtitle?: string
  headingId?: string
  /**
   * When the destination's hotels are spread over pages: `hotels` are this page's, and a filter or sort loads the
   * whole list (`catalogueUrl`) so the choice covers every hotel; `categories` are those of every hotel.
   */
  pages?: {
    pagination: Pagination
    pathOf: (page: number) => string
    catalogueUrl: string | null
    categories: ReadonlyArray<string>
  }
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
 * lists every hotel, or, for a destination with more than a page holds, this page's with links to the others;
 * filtering or sorting then loads the destination's whole list and shows it a page at a time ("Show more"). The controls are there from the first paint, as a form (a view button submits it
 * with ?view=); when the script runs, the directory takes whatever was chosen before, so no choice is lost.
 * Without JavaScript they cannot work and are not shown (requiresScript).
 */
export function HotelsDirectory({ hotels, grid, title, subtitle, headingId, pages }: HotelsDirectoryProps) {
  const { t } = useTranslation()
  const formRef = React.useRef<HTMLFormElement>(null)
  const [choice, setChoice] = React.useState<DirectoryChoice>(DEFAULT_DIRECTORY_CHOICE)
  const [visible, setVisible] = React.useState(HOTELS_SHOW_MORE)
  const { view, category, sort } = choice
  const choose = (change: Partial<DirectoryChoice>) => {
    setChoice((current) => ({ ...current, ...change }))
    if ("category" in change || "sort" in change) setVisible(HOTELS_SHOW_MORE)
  }
  const paged = pages !== undefined && pages.pagination.pageCount > 1
  // A filter or a sort on a paged directory is over every hotel of the destination, not only this page's
  const acrossPages = paged && (category !== DEFAULT_DIRECTORY_CHOICE.category || sort !== DEFAULT_DIRECTORY_CHOICE.sort)
  const catalogue = useHotelCatalogue(acrossPages ? (pages?.catalogueUrl ?? null) : null)
  const source = acrossPages && catalogue.status === "ready" ? catalogue.hotels : hotels
  const arranged = React.useMemo(() => arrangeHotels(source, category, sort), [source, category, sort])
  const shown = acrossPages && catalogue.status === "ready" ? arranged.slice(0, visible) : arranged
  const categories = React.useMemo(() => pages?.categories ?? hotelCategories(hotels), [pages?.categories, hotels])
  let count =
    paged && !acrossPages
      ? fill(t("hotels.countPaged"), { shown: arranged.length, count: pages?.pagination.total ?? 0 })
      : fill(t("hotels.count"), { count: arranged.length })
  if (acrossPages && catalogue.status === "loading") count = t("hotels.loadingAll")
  if (acrossPages && catalogue.status === "error") count = t("hotels.loadError")

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
      {/* Announced; seen too while the whole list loads or when it cannot */}
      <chakra.p aria-live="polite" srOnly={!acrossPages || catalogue.status === "ready"} mb="4" color="fg.muted" fontSize="sm">
        {count}
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
      {acrossPages && catalogue.status === "ready" && arranged.length > shown.length && (
        <Flex justify="center" mt="10">
          <Button variant="outline" onClick={() => setVisible((current) => current + HOTELS_SHOW_MORE)}>
            {fill(t("hotels.showMore"), { count: arranged.length - shown.length })}
          </Button>
        </Flex>
      )}
      {pages && !acrossPages && (
        <Pager page={pages.pagination.page} pageCount={pages.pagination.pageCount} pathOf={pages.pathOf} label={t("hotels.pagerLabel")} />
      )}
    </Box>
  )
}
