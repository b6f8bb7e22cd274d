import * as React from "react"
import { graphql } from "gatsby"
import { Box, chakra, Text, useSlotRecipe, type BoxProps } from "@chakra-ui/react"
import { thailandMapSlotRecipe } from "../../theme/recipes/thailand-map"
import { useTranslation } from "../../hooks/use-translation"
import { fill } from "../../lib/format"
import { SiteLink } from "../ui/link"

/** The map drawn at build time (src/node/thailand-map.ts); the page queries it with this fragment. */
export const thailandMapFragment = graphql`
  fragment ThailandMap on ThailandMap {
    width
    height
    fontSize
    markerRadius
    thailand
    neighbours
    seas {
      key
      x
      y
    }
    places {
      slug
      name
      x
      y
      label {
        x
        y
        anchor
        box {
          x
          y
          width
          height
        }
      }
    }
  }
`

type Anchor = "start" | "middle" | "end"
const anchorOf = (anchor: string): Anchor => (anchor === "end" || anchor === "middle" ? anchor : "start")

interface MapProps {
  map: Queries.ThailandMapFragment
  /** The id of the SVG's title and description (two maps may share a page). */
  id: string
  title: string
  description: string
  /** Each place a link to its destination's page (the index), or only marked (a destination's page). */
  links: boolean
  /** The seas' names: on the large map only, where they have room. */
  seas: boolean
}

/**
 * The SVG itself: sea, neighbours, Thailand, the seas' names and the places. It needs no script: the places are SVG
 * links, in the order of the destination cards; the title and description name the map for a screen reader.
 */
function MapSvg({ map, id, title, description, links, seas }: MapProps) {
  const styles = useSlotRecipe({ recipe: thailandMapSlotRecipe })()
  const { t, localize } = useTranslation()
  // On the index each place is named; on a destination's page the map is too small to name it, and its title does
  const place = (p: Queries.ThailandMapFragment["places"][number]) =>
    links ? (
      <>
        {/* the label's box, unpainted, is part of the link's target: a finger need not hit the letters */}
        <rect
          x={p.label.box.x - 2}
          y={p.label.box.y - 2}
          width={p.label.box.width + 4}
          height={p.label.box.height + 4}
          fill="transparent"
        />
        <chakra.circle cx={p.x} cy={p.y} r={map.markerRadius} css={styles.marker} />
        {(["halo", "label"] as const).map((part) => (
          <chakra.text
            key={part}
            x={p.label.x}
            y={p.label.y}
            textAnchor={anchorOf(p.label.anchor)}
            fontSize={map.fontSize}
            css={styles[part]}
            aria-hidden={part === "halo" || undefined}
          >
            {p.name}
          </chakra.text>
        ))}
      </>
    ) : (
      <>
        <chakra.circle cx={p.x} cy={p.y} r={map.markerRadius * 2.2} css={styles.ring} />
        <chakra.circle cx={p.x} cy={p.y} r={map.markerRadius} css={styles.marker} />
      </>
    )
  return (
    <chakra.svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      // a group, not an image: an image's children (the links) would be hidden from assistive technology
      role={links ? "group" : "img"}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      css={styles.root}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g aria-hidden="true">
        <chakra.rect width={map.width} height={map.height} css={styles.sea} />
        <chakra.path d={map.neighbours} css={styles.neighbours} />
        <chakra.path d={map.thailand} css={styles.land} />
        {seas &&
          map.seas.map((sea) => (
            <chakra.text key={sea.key} x={sea.x} y={sea.y} textAnchor="middle" fontSize={map.fontSize} css={styles.seaName}>
              {t(sea.key)}
            </chakra.text>
          ))}
      </g>
      {map.places.map((p) =>
        links ? (
          <chakra.a key={p.slug} href={localize(`/destinations/${p.slug}`)} css={styles.place}>
            {place(p)}
          </chakra.a>
        ) : (
          <g key={p.slug}>{place(p)}</g>
        ),
      )}
    </chakra.svg>
  )
}

/** /destinations: every destination at its place, each a link to its page (the cards above list the same, as text). */
export function ThailandMap({ map, ...rest }: { map: Queries.ThailandMapFragment } & BoxProps) {
  const { t, locale } = useTranslation()
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(map.places.map((p) => p.name))
  return (
    <Box {...rest}>
      <MapSvg map={map} id="thailand-map" title={t("map.title")} description={fill(t("map.description"), { names })} links seas />
    </Box>
  )
}

/** A destination's page: a small map of Thailand with the destination marked, and a way to the large map. */
export function DestinationLocator({ map, name, ...rest }: { map: Queries.ThailandMapFragment; name: string } & BoxProps) {
  const { t } = useTranslation()
  return (
    <Box display="flex" alignItems="center" gap="5" {...rest}>
      <Box flex="0 0 auto" width={{ base: "8rem", md: "9rem" }}>
        <MapSvg
          map={map}
          id="destination-map"
          title={fill(t("map.placeTitle"), { name })}
          description={fill(t("map.placeDescription"), { name })}
          links={false}
          seas={false}
        />
      </Box>
      <Text fontSize="sm">
        <SiteLink to="/destinations#map" color="fg.accent" textDecoration="underline" textUnderlineOffset="3px">
          {t("map.allDestinations")}
        </SiteLink>
      </Text>
    </Box>
  )
}
