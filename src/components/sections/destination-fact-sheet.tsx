import * as React from "react"
import { Box, chakra, Text } from "@chakra-ui/react"
import { priceText } from "../../lib/format"
import { Heading } from "../ui/heading"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { useSiteUrl } from "../../hooks/use-site-url"
import { countText } from "../../lib/plural"

interface DestinationFactSheetProps {
  hotels: ReadonlyArray<Pick<Queries.HotelCardFragment, "slug" | "name" | "category" | "location" | "price">>
  vehicles: ReadonlyArray<Pick<Queries.VehicleCardFragment, "slug" | "type" | "passengers" | "price">>
  experiences: ReadonlyArray<Pick<Queries.ExperienceCardFragment, "slug" | "name" | "duration" | "groupSize" | "price">>
  /** How many each section has in all: a section longer than its page is printed with this page's items and a note. */
  totals: { hotels: number; transport: number; experiences: number }
  /** The destination page's address in no particular language, named in the note. */
  path: string
}

const cell = { textAlign: "start", verticalAlign: "top", py: "1.5", pr: "3", borderBottomWidth: "1px", borderColor: "border" } as const

interface FactTableProps {
  id: string
  title: string
  columns: ReadonlyArray<string>
  rows: ReadonlyArray<{ key: string; cells: ReadonlyArray<string> }>
  /** Names each row for tests and print styles, e.g. data-fact-hotel="amanpuri". */
  rowAttribute: string
  /** Said under the table when it lists only part of the section. */
  note?: string
}

function FactTable({ id, title, columns, rows, rowAttribute, note }: FactTableProps) {
  return (
    // Not a <section>: the screen's sections already carry these names as landmarks
    <Box mt="6">
      <Heading as="h2" size="sm" id={id} mb="2">
        {title}
      </Heading>
      <chakra.table w="100%" fontSize="sm" borderCollapse="collapse" aria-labelledby={id}>
        <thead>
          <tr>
            {columns.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="600" borderColor="fg">
                {column}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // A row never splits across two pages
            <chakra.tr key={row.key} breakInside="avoid" {...{ [rowAttribute]: row.key }}>
              {row.cells.map((text, index) => (
                <chakra.td key={index} {...cell} fontWeight={index === 0 ? "600" : undefined}>
                  {text}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
      {note && (
        <Text mt="2" fontSize="xs" data-fact-note="">
          {note}
        </Text>
      )}
    </Box>
  )
}

/**
 * The printed destination fact sheet's compact part: hotels, transport and experiences as tables, and our contact
 * line. Hidden on screen, where the cards show the same; on paper the cards are hidden instead (a table of 12 hotels
 * fits half a page, 12 cards take three). It lists what the page shows: a section with more pages gets a note with
 * the count and the address where all of them are.
 */
export function DestinationFactSheet({ hotels, vehicles, experiences, totals, path }: DestinationFactSheetProps) {
  const { t, locale, localize } = useTranslation()
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const note = (shown: number, count: number) =>
    count > shown
      ? countText(t, locale, "factSheet.partial", count, { shown, url: `${siteUrl}${localize(path)}`.replace(/^https?:\/\//, "") })
      : undefined
  return (
    <Box display="none" _print={{ display: "block" }} data-fact-sheet="">
      <FactTable
        id="fact-hotels"
        title={t("destination.tab.hotels")}
        columns={[t("factSheet.hotel"), t("factSheet.category"), t("factSheet.location"), t("factSheet.pricePerNight")]}
        rows={hotels.map((h) => ({ key: h.slug, cells: [h.name, h.category, h.location, priceText(h.price, t)] }))}
        rowAttribute="data-fact-hotel"
        note={note(hotels.length, totals.hotels)}
      />
      <FactTable
        id="fact-transport"
        title={t("transport.title")}
        columns={[t("factSheet.vehicle"), t("factSheet.passengers"), t("factSheet.price")]}
        rows={vehicles.map((v) => ({ key: v.slug, cells: [v.type, v.passengers, priceText(v.price, t)] }))}
        rowAttribute="data-fact-vehicle"
        note={note(vehicles.length, totals.transport)}
      />
      {experiences.length > 0 && (
        <FactTable
          id="fact-experiences"
          title={t("destination.experiencesTitle")}
          columns={[t("factSheet.experience"), t("factSheet.duration"), t("factSheet.groupSize"), t("factSheet.price")]}
          rows={experiences.map((e) => ({ key: e.slug, cells: [e.name, t(`duration.${e.duration}`), e.groupSize, priceText(e.price, t)] }))}
          rowAttribute="data-fact-experience"
          note={note(experiences.length, totals.experiences)}
        />
      )}
      <Text mt="8" pt="3" borderTopWidth="1px" borderColor="border" fontSize="sm">
        {company.name} · {company.email} · {company.phone} · {siteUrl.replace(/^https?:\/\//, "")}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t("factSheet.pricesNote")}
      </Text>
    </Box>
  )
}
