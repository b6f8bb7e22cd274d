import fs from "node:fs"
import path from "node:path"
import { geoMercator, geoPath, type GeoContext, type GeoProjection } from "d3-geo"
import { feature } from "topojson-client"
import type { GeometryCollection, Topology } from "topojson-specification"
import type { Feature, Geometry } from "geojson"
import { THAILAND_BOUNDS } from "../content/thailand"

/**
 * The map of Thailand, drawn at build time from Natural Earth's 1:50m countries (world-atlas) with d3-geo: path
 * strings and positions in the SVG's own units, which the page renders as an SVG (src/components/sections/
 * thailand-map.tsx). Neither the atlas nor d3 reaches the browser; the page gets a few kilobytes of path data.
 */

/** Natural Earth 1:50m: at this size its smooth coast reads as a drawing; 1:10m adds jagged detail and triples the bytes. */
const ATLAS = "node_modules/world-atlas/countries-50m.json"
/** Thailand's ISO 3166 numeric code, world-atlas's feature id. */
const THAILAND_ID = "764"
/** Sea and neighbours around Thailand, in degrees; more in the west, where the Andaman Sea is named. */
const MARGIN = { west: 1.9, east: 0.5, south: 0.35, north: 0.35 }
/** Where the seas are named (the names are interface texts, data/translations/pages.*.json). */
export const SEAS: ReadonlyArray<{ key: string; longitude: number; latitude: number }> = [
  { key: "map.andamanSea", longitude: 96.75, latitude: 10.6 },
  { key: "map.gulfOfThailand", longitude: 101.45, latitude: 10.75 },
]
/** The label's size and the marker's radius, in the SVG's units (its viewBox is `width` wide). */
export const LABEL_SIZE = 15
export const MARKER_RADIUS = 5
/** Inter's average advance width per letter, in ems: enough to keep labels apart without measuring text. */
const LETTER_WIDTH = 0.56
/**
 * How much detail each layer keeps, in the SVG's units: a point goes when the triangle it makes with its neighbours
 * is smaller than `detail`, a ring (an islet) when its area is below `minArea`. The faint neighbours need less.
 */
interface Detail {
  detail: number
  minArea: number
}
const THAILAND_DETAIL: Detail = { detail: 0.5, minArea: 2 }
const NEIGHBOUR_DETAIL: Detail = { detail: 3, minArea: 12 }

export interface MapLabel {
  x: number
  y: number
  anchor: "start" | "middle" | "end"
  /** The box the text takes (estimated): the link's target, larger than the marker alone. */
  box: { x: number; y: number; width: number; height: number }
}
export interface MapPlace {
  slug: string
  name: string
  x: number
  y: number
  label: MapLabel
}
export interface ThailandMapDrawing {
  width: number
  height: number
  fontSize: number
  markerRadius: number
  /** Thailand, filled. */
  thailand: string
  /** The neighbouring countries, clipped to the map: drawn faint. */
  neighbours: string
  seas: Array<{ key: string; x: number; y: number }>
  places: MapPlace[]
}
export interface MapPlaceInput {
  slug: string
  name: string
  location: { latitude: number; longitude: number }
}

interface BaseMap {
  projection: GeoProjection
  width: number
  height: number
  thailand: string
  neighbours: string
}

type Country = Feature<Geometry, { name: string }>
let countries: Country[] | undefined
function readCountries(): Country[] {
  if (!countries) {
    const topology = JSON.parse(fs.readFileSync(path.resolve(ATLAS), "utf8")) as Topology<{
      countries: GeometryCollection<{ name: string }>
    }>
    countries = feature(topology, topology.objects.countries).features as Country[]
  }
  return countries
}

const extent = {
  west: THAILAND_BOUNDS.west - MARGIN.west,
  east: THAILAND_BOUNDS.east + MARGIN.east,
  south: THAILAND_BOUNDS.south - MARGIN.south,
  north: THAILAND_BOUNDS.north + MARGIN.north,
}

/**
 * A d3 path context that writes compact SVG path data: whole units, relative moves, no repeated or nearly collinear
 * points, no islets (Detail). At the map's size a unit is a few kilometres, finer than the eye needs.
 */
class CompactPath implements GeoContext {
  private readonly rings: string[] = []
  private ring: Array<[number, number]> = []

  constructor(private readonly options: Detail) {}

  beginPath(): void {
    // each ring starts with moveTo
  }
  moveTo(x: number, y: number): void {
    this.flush()
    this.ring = [[Math.round(x), Math.round(y)]]
  }
  lineTo(x: number, y: number): void {
    const point: [number, number] = [Math.round(x), Math.round(y)]
    const last = this.ring[this.ring.length - 1]
    if (!last || last[0] !== point[0] || last[1] !== point[1]) this.ring.push(point)
  }
  closePath(): void {
    this.flush()
  }
  arc(): void {
    // points are not drawn
  }
  toString(): string {
    this.flush()
    return this.rings.join("")
  }

  private flush(): void {
    const ring = simplify(this.ring, this.options.detail)
    this.ring = []
    if (ring.length < 3 || Math.abs(area(ring)) < this.options.minArea) return
    const [first, ...rest] = ring as [[number, number], ...Array<[number, number]>]
    let [px, py] = first
    const steps = rest.map(([x, y]) => {
      const step = `${x - px}${signed(y - py)}`
      ;[px, py] = [x, y]
      return step
    })
    this.rings.push(`M${first[0]}${signed(first[1])}l${steps.join(" ").replace(/ -/g, "-")}z`)
  }
}

/** SVG path data needs no separator before a minus sign. */
const signed = (n: number): string => (n < 0 ? `${n}` : ` ${n}`)

/** The shoelace formula: twice the signed area is summed, halved at the end. */
function area(ring: ReadonlyArray<[number, number]>): number {
  let sum = 0
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number]
    const [x2, y2] = ring[(i + 1) % ring.length] as [number, number]
    sum += x1 * y2 - x2 * y1
  }
  return sum / 2
}

/** Drops the closing repeat of the first point and every point that makes a triangle smaller than `detail` with its neighbours. */
function simplify(ring: Array<[number, number]>, detail: number): Array<[number, number]> {
  const points = ring.slice()
  const first = points[0]
  const last = points[points.length - 1]
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop()
  let changed = true
  while (changed && points.length > 3) {
    changed = false
    for (let i = 0; i < points.length && points.length > 3; i++) {
      const a = points[(i - 1 + points.length) % points.length] as [number, number]
      const b = points[i] as [number, number]
      const c = points[(i + 1) % points.length] as [number, number]
      if (Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2 < detail) {
        points.splice(i, 1)
        changed = true
      }
    }
  }
  return points
}

/** Every position of a polygon geometry (the atlas holds only polygons). */
function coordEach(geometry: Geometry, visit: (position: number[]) => void): void {
  if (geometry.type === "Polygon") for (const ring of geometry.coordinates) ring.forEach(visit)
  else if (geometry.type === "MultiPolygon") for (const polygon of geometry.coordinates) for (const ring of polygon) ring.forEach(visit)
}

const baseMaps = new Map<number, BaseMap>()

/** Thailand and its neighbours at one width, projected once per width (Mercator, which keeps coastlines' shapes at this scale). */
function baseMap(width: number): BaseMap {
  const cached = baseMaps.get(width)
  if (cached) return cached
  const corners = {
    type: "MultiPoint" as const,
    coordinates: [
      [extent.west, extent.south],
      [extent.east, extent.north],
    ],
  }
  const projection = geoMercator().fitWidth(width, corners)
  const height = Math.ceil(geoPath(projection).bounds(corners)[1][1])
  projection.clipExtent([
    [0, 0],
    [width, height],
  ])
  const draw = (features: readonly Country[], detail: Detail): string => {
    const context = new CompactPath(detail)
    const path = geoPath(projection, context)
    for (const country of features) path(country)
    return context.toString()
  }
  // a country with any point in the map's box (a country across the antimeridian is simply drawn and clipped)
  const inView = (country: Country): boolean => {
    let found = false
    coordEach(country.geometry, ([longitude = NaN, latitude = NaN]) => {
      found ||= longitude > extent.west && longitude < extent.east && latitude > extent.south && latitude < extent.north
    })
    return found
  }
  const all = readCountries()
  const map: BaseMap = {
    projection,
    width,
    height,
    thailand: draw(
      all.filter((country) => country.id === THAILAND_ID),
      THAILAND_DETAIL,
    ),
    neighbours: draw(
      all.filter((country) => country.id !== THAILAND_ID && inView(country)),
      NEIGHBOUR_DETAIL,
    ),
  }
  baseMaps.set(width, map)
  return map
}

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}
const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
const round1 = (n: number): number => Math.round(n * 10) / 10

/** The box a label's text takes, estimated from its length. */
function labelBox(text: string, label: Omit<MapLabel, "box">, fontSize: number): Box {
  const width = text.length * LETTER_WIDTH * fontSize
  const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2
  return { left, right: left + width, top: label.y - 0.75 * fontSize, bottom: label.y + 0.25 * fontSize }
}

/**
 * Each place's label beside its marker: right, above or below to the right, left, above, below, the first that stays
 * on the map and clear of every marker, the sea names and the labels placed before it (places in their order).
 */
function placeLabels(points: ReadonlyArray<{ name: string; x: number; y: number }>, seas: ReadonlyArray<Box>, map: BaseMap): MapLabel[] {
  const r = MARKER_RADIUS
  const f = LABEL_SIZE
  const gap = r + 4
  const markers = points.map(({ x, y }) => ({ left: x - r - 1, right: x + r + 1, top: y - r - 1, bottom: y + r + 1 }))
  const taken: Box[] = [...seas]
  return points.map(({ name, x, y }, index) => {
    const candidates: Array<Omit<MapLabel, "box">> = [
      { x: x + gap, y: y + 0.35 * f, anchor: "start" },
      { x: x + r + 1, y: y - r - 2, anchor: "start" },
      { x: x + r + 1, y: y + r + 0.75 * f, anchor: "start" },
      { x: x - gap, y: y + 0.35 * f, anchor: "end" },
      { x, y: y - gap, anchor: "middle" },
      { x, y: y + gap + 0.75 * f, anchor: "middle" },
    ]
    const fits = (label: Omit<MapLabel, "box">) => {
      const box = labelBox(name, label, f)
      const inside = box.left >= 2 && box.right <= map.width - 2 && box.top >= 2 && box.bottom <= map.height - 2
      return inside && !taken.some((other) => overlaps(box, other)) && !markers.some((marker, i) => i !== index && overlaps(box, marker))
    }
    const label = candidates.find(fits) ?? (candidates[0] as Omit<MapLabel, "box">)
    const box = labelBox(name, label, f)
    taken.push(box)
    return {
      x: round1(label.x),
      y: round1(label.y),
      anchor: label.anchor,
      box: { x: round1(box.left), y: round1(box.top), width: round1(box.right - box.left), height: round1(box.bottom - box.top) },
    }
  })
}

/**
 * The map of Thailand `width` units wide with the given places marked and labelled, in their order. A place that falls
 * outside the map (a location outside Thailand) is an error: the schema keeps locations inside THAILAND_BOUNDS.
 */
export function drawThailandMap(places: readonly MapPlaceInput[], width: number): ThailandMapDrawing {
  const map = baseMap(width)
  const project = (longitude: number, latitude: number, what: string) => {
    const point = map.projection([longitude, latitude])
    if (!point || point[0] < 0 || point[0] > map.width || point[1] < 0 || point[1] > map.height)
      throw new Error(`The map of Thailand: ${what} (${latitude}, ${longitude}) lies outside the map`)
    return { x: round1(point[0]), y: round1(point[1]) }
  }
  const points = places.map(({ slug, name, location }) => ({
    slug,
    name,
    ...project(location.longitude, location.latitude, `destination "${slug}"`),
  }))
  const seas = SEAS.map(({ key, longitude, latitude }) => ({ key, ...project(longitude, latitude, key) }))
  // a sea's name is centred on its point; its translations are about as long as the English
  const seaBoxes = seas.map(({ x, y }) => ({ left: x - 55, right: x + 55, top: y - LABEL_SIZE, bottom: y + LABEL_SIZE / 2 }))
  const labels = placeLabels(points, seaBoxes, map)
  return {
    width: map.width,
    height: map.height,
    fontSize: LABEL_SIZE,
    markerRadius: MARKER_RADIUS,
    thailand: map.thailand,
    neighbours: map.neighbours,
    seas,
    places: points.map((point, i) => ({ ...point, label: labels[i] as MapLabel })),
  }
}

/** The GraphQL types of the map (Query.thailandMap, src/node/resolvers.ts). */
export const thailandMapTypeDefs = /* GraphQL */ `
  type MapLabel {
    x: Float!
    y: Float!
    anchor: String!
    box: MapBox!
  }
  type MapBox {
    x: Float!
    y: Float!
    width: Float!
    height: Float!
  }
  type MapPlace {
    slug: String!
    name: String!
    x: Float!
    y: Float!
    label: MapLabel!
  }
  type MapSea {
    key: String!
    x: Float!
    y: Float!
  }
  type ThailandMap {
    width: Int!
    height: Int!
    fontSize: Float!
    markerRadius: Float!
    thailand: String!
    neighbours: String!
    seas: [MapSea!]!
    places: [MapPlace!]!
  }
`

interface MapQueryContext {
  nodeModel: { findAll: (options: { type: string; query: { filter: Record<string, unknown> } }) => Promise<{ entries: Iterable<unknown> }> }
}

/**
 * Query.thailandMap(language, width, slug): the map `width` units wide with the destinations of a language marked in
 * their order, or only the one named by `slug`.
 */
export const thailandMapQueryField = {
  thailandMap: {
    type: "ThailandMap!",
    args: { language: "String!", width: "Int!", slug: "String" },
    resolve: async (_source: unknown, args: { language: string; width: number; slug?: string | null }, context: MapQueryContext) => {
      const { entries } = await context.nodeModel.findAll({ type: "Destination", query: { filter: { language: { eq: args.language } } } })
      const destinations = ([...entries] as Array<MapPlaceInput & { order: number }>).sort((a, b) => a.order - b.order)
      return drawThailandMap(args.slug ? destinations.filter((destination) => destination.slug === args.slug) : destinations, args.width)
    },
  },
}
