import * as React from "react"
import { Box, chakra, Flex, Grid } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { GridIcon } from "../ui/icons/grid-icon"
import { ListIcon } from "../ui/icons/list-icon"
import { SectionHeading } from "../ui/section-heading"
import { HotelCard, type HotelCardGrid } from "./hotel-card"
import { laidOutNearViewport } from "../../lib/offscreen-layout"
import { StaticRegion } from "../hydration/static-region"
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
import { HOTELS_SHOW_MORE } from "../../lib/constants"
import type { Pagination } from "../../lib/pagination"
import { Pager } from "../ui/pager"
import { useHotelCatalogue } from "../../hooks/use-hotel-catalogue"
import { countText } from "../../lib/plural"
import { useStaticRegionGuard } from "../hydration/static-region-guard"
import { TripAddForm } from "./trip-add-form"

interface HotelsDirectoryProps {
  hotels: ReadonlyArray<Queries.HotelCardFragment>
  /** compact: up to 4 columns with shorter cards; regular: up to 3 columns, all features. */
  grid: "compact" | "regular"
  title?: string
  subtitle?: string
  headingId?: string
  /**
   * When the destination's hotels are spread over pages: `hotels` are this page's, and a filter or sort loads the
   * whole list (`catalogueUrl`) so the choice covers every hotel; `categories` are those of every hotel. `label`
   * names the pager, as the destination's other sections name theirs.
   */
  pages?: {
    pagination: Pagination
    pathOf: (page: number) => string
    label: string
    catalogueUrl: string | null
    categories: ReadonlyArray<string>
  }
}

const columns = {
  compact: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)", xl: "repeat(4, 1fr)" },
  regular: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" },
}

/** Usual card heights at phone width, in px (kept for a card while it is off screen: laidOutNearViewport). */
const CARD_HEIGHT = { compact: 500, regular: 640, row: 320 }

/** The list in the List view: one row per hotel (each card takes its row look from this data-view: HotelCard). */
const listView = { "&[data-view=list]": { gridTemplateColumns: "1fr", gap: "4" } } as const

interface HotelItemProps {
  grid: HotelCardGrid
  hidden: boolean
  /** The hotel's card: the same element from render to render, so a filter, sort or view renders no card again. */
  children: React.ReactElement
}

/** One hotel of the list, laid out only near the viewport; hidden when the filter leaves it out. */
const HotelItem = React.memo(function HotelItem({ grid, hidden, children }: HotelItemProps) {
  return (
    <chakra.li
      hidden={hidden}
      css={{
        ...laidOutNearViewport(CARD_HEIGHT[grid]),
        "[data-view=list] > &": { containIntrinsicBlockSize: `auto ${CARD_HEIGHT.row}px` },
      }}
    >
      {children}
    </chakra.li>
  )
})

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
 * The hotels of a destination as a gallery or a list, with a category filter and a price sort. The cards stay the
 * server's HTML: the view is an attribute of the list (each card's look follows it in CSS), the filter hides cards
 * and the sort moves them. The static page
 * lists every hotel, or, for a destination with more than a page holds, this page's with links to the others;
 * filtering or sorting then loads the destination's whole list and shows it a page at a time ("Show more"). The controls are there from the first paint, as a form (a view button submits it
 * with ?view=); when the script runs, the directory takes whatever was chosen before, so no choice is lost.
 * Without JavaScript they cannot work and are not shown (requiresScript).
 */
export function HotelsDirectory({ hotels, grid, title, subtitle, headingId, pages }: HotelsDirectoryProps) {
  useStaticRegionGuard("HotelsDirectory")
  const { t, locale } = useTranslation()
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
  const loadedAll = acrossPages && catalogue.status === "ready"
  // The chosen hotels in order, then (hidden) the others: every card stays in the page, and none is rendered again
  const items = React.useMemo(() => {
    if (loadedAll) return arranged.slice(0, visible).map((hotel) => ({ hotel, hidden: false }))
    const chosen = new Set(arranged.map((hotel) => hotel.slug))
    return [
      ...arranged.map((hotel) => ({ hotel, hidden: false })),
      ...source.filter((hotel) => !chosen.has(hotel.slug)).map((hotel) => ({ hotel, hidden: true })),
    ]
  }, [loadedAll, arranged, visible, source])
  const cards = React.useMemo(
    () => new Map(source.map((hotel) => [hotel.slug, <HotelCard key={hotel.slug} hotel={hotel} grid={grid} />])),
    [source, grid],
  )
  const categories = React.useMemo(() => pages?.categories ?? hotelCategories(hotels), [pages?.categories, hotels])
  let count =
    paged && !acrossPages
      ? countText(t, locale, "hotels.countPaged", pages?.pagination.total ?? 0, { shown: arranged.length })
      : countText(t, locale, "hotels.count", arranged.length)
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
      <StaticRegion>
        <SectionHeading id={headingId} title={title ?? t("hotels.title")} subtitle={subtitle ?? t("hotels.subtitle")} />
      </StaticRegion>
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
              variant="ghost"
              pressed="solid"
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
      <TripAddForm name="hotels">
        <Grid as="ul" listStyle="none" templateColumns={columns[grid]} gap="6" data-view={view} css={listView}>
          {items.map(({ hotel, hidden }) => (
            <HotelItem key={hotel.slug} grid={grid} hidden={hidden}>
              {cards.get(hotel.slug) ?? <HotelCard hotel={hotel} grid={grid} />}
            </HotelItem>
          ))}
        </Grid>
      </TripAddForm>
      {loadedAll && arranged.length > visible && (
        <Flex justify="center" mt="10">
          <Button variant="outline" onClick={() => setVisible((current) => current + HOTELS_SHOW_MORE)}>
            {countText(t, locale, "hotels.showMore", arranged.length - visible)}
          </Button>
        </Flex>
      )}
      {pages && !acrossPages && (
        <StaticRegion>
          <Pager page={pages.pagination.page} pageCount={pages.pagination.pageCount} pathOf={pages.pathOf} label={pages.label} />
        </StaticRegion>
      )}
    </Box>
  )
}
