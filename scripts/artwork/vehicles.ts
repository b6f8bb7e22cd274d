// Vehicle silhouettes drawn in a normalised box (length 100 units, ground line
// at the bottom), then placed with a transform. All face right.
import { n, stopList, ramp, vertical, horizontal } from "./svg"
import { mix, lighten, darken } from "./palette"
import type { Canvas } from "./svg"

/** Where a vehicle stands: its left end at x (facing right; `dir` -1 mirrors it), the ground at y, its length. */
export interface Placement {
  x: number
  y: number
  len: number
  dir?: number
}
/** A car's paint, the sky colour its highlights take, its lamps and glass. */
export interface CarOptions extends Placement {
  paint: string
  sky: string
  light: string
  tail?: string
  glass?: string
  /** Under 1, a shorter cabin (E-Class, Camry). */
  stretch?: number
  sprinter?: boolean
}
/** A boat's or aircraft's colours: hull or paint, the dark of its glazing and trim, the sky it reflects. */
export interface CraftOptions extends Placement {
  dark: string
  sky: string
  hull?: string
  paint?: string
  accent?: string
  light?: string
  sail?: string
}

function place(c: Canvas, { x, y, len, dir = 1, ground }: Placement & { ground: number }, draw: () => void) {
  const k = len / 100
  const tf =
    dir > 0
      ? `translate(${n(x)} ${n(y - ground * k)}) scale(${k.toFixed(4)})`
      : `translate(${n(x + len)} ${n(y - ground * k)}) scale(${(-k).toFixed(4)} ${k.toFixed(4)})`
  c.group({ transform: tf }, draw)
}

/** A car's wheels at x = xs: dark tyres, spinning rims (concentric gradient, no spokes = motion) tinted by the sky. */
function wheels(c: Canvas, xs: readonly number[], cy: number, r: number, sky: string) {
  const rim = mix("#5A6270", sky, 0.25)
  for (const cx of xs) {
    c.circle(cx, cy, r, { fill: "#0B0F16" })
    const g = c.radial(
      stopList(
        [0, lighten(rim, 0.25)],
        [0.3, rim],
        [0.55, lighten(rim, 0.3)],
        [0.7, darken(rim, 0.1)],
        [0.9, lighten(rim, 0.15)],
        [1, darken(rim, 0.4)],
      ),
      { cx, cy, r: r * 0.66 },
    )
    c.circle(cx, cy, r * 0.66, { fill: g })
    c.circle(cx, cy, r * 0.12, { fill: darken(rim, 0.5) })
  }
}

/**
 * Sedan (S-Class / E-Class / Camry proportions). Paint is a deep metallic with
 * a sky-coloured highlight along the shoulder.
 */
export function sedan(c: Canvas, o: CarOptions) {
  const { paint, sky, light, tail = "#C8443C", glass } = o
  const stretch = o.stretch ?? 1 // <1 shorter cabin (E-Class / Camry)
  place(c, { ...o, ground: 30 }, () => {
    const body = `M2 26L12.8 26.5A8.2 8.2 0 0 1 29.2 26.5L71.8 26.5A8.2 8.2 0 0 1 88.2 26.5L97.5 26.3Q100 25 100 21.5L99.3 17.8Q98 16.6 92 16.2L72 14.8Q66 ${n(10 - (1 - stretch) * 4)} 58.5 7Q46 5.2 34 6.4Q27 8.5 19 13.2L5 14.2Q1.5 14.6 1 17L0.6 22Q0.8 25.5 2 26Z`
    const fill = c.linear(
      stopList(
        [0, lighten(paint, 0.18)],
        [0.3, mix(paint, sky, 0.35)],
        [0.42, lighten(mix(paint, sky, 0.5), 0.1)],
        [0.5, paint],
        [1, darken(paint, 0.35)],
      ),
      vertical(5, 27),
    )
    c.path(body, { fill })
    const g = glass ?? mix(sky, paint, 0.55)
    const gl = c.linear(ramp(lighten(g, 0.25), darken(g, 0.25)), vertical(7, 14))
    c.path("M21.5 13.4Q28 9.2 35 7.7Q46 6.6 57.5 8.1Q63.5 10.4 68.2 14.1Z", { fill: gl })
    c.path("M44.5 7.2h1.6v7h-1.6Z", { fill: paint })
    c.path("M21.5 13.6L68.5 14.3L68.7 14.8L21 14.1Z", { fill: lighten(sky, 0.4), opacity: 0.55 })
    // door lines and a fine shoulder crease
    c.path("M45.3 14.5v11.5", { stroke: darken(paint, 0.45), "stroke-width": 0.25, fill: "none" })
    c.path("M3 17.2Q50 17.8 97 17.6", { stroke: lighten(sky, 0.3), "stroke-width": 0.3, fill: "none", opacity: 0.5 })
    // lamps
    c.path("M96.5 18.2L99.4 18.6L99.6 19.8L96 19.6Z", { fill: light })
    c.path("M0.9 16.6L3.6 16.2L3.4 17.8L0.8 18Z", { fill: tail })
    wheels(c, [21, 80], 23.4, 6.8, sky)
  })
}

/** People-mover: Alphard / Majesty (MPV, tall glasshouse, short bonnet) or Sprinter (long, tall van). */
export function van(c: Canvas, o: CarOptions) {
  const { paint, sky, light, tail = "#C8443C", glass, sprinter = false } = o
  place(c, { ...o, ground: 40 }, () => {
    const roof = sprinter ? -1 : 5
    const body = sprinter
      ? `M2 35.5L9.5 35.5A9 9 0 0 1 27.5 35.5L68.5 35.5A9 9 0 0 1 86.5 35.5L97.5 35.3Q100 34.5 99.8 31L99.3 25Q98.6 22.5 95 21.5L88.5 19.5Q84 8 81 ${roof + 2}Q80 ${roof} 77 ${roof}L5 ${roof}Q2 ${roof} 1.8 ${roof + 3}L1.2 31Q1.2 34.8 2 35.5Z`
      : `M2 35.5L9.5 35.5A9 9 0 0 1 27.5 35.5L68.5 35.5A9 9 0 0 1 86.5 35.5L97.5 35.3Q100 34.5 99.8 31L99.3 26Q98.8 23.5 95 22.5L84 19.6Q77 9.5 72 ${roof + 1.2}Q70.5 ${roof} 67 ${roof}L9 ${roof}Q3 ${roof} 2.2 ${roof + 5}L1.2 31Q1.2 34.8 2 35.5Z`
    const fill = c.linear(
      stopList(
        [0, lighten(paint, 0.15)],
        [0.25, mix(paint, sky, 0.3)],
        [0.42, lighten(mix(paint, sky, 0.45), 0.08)],
        [0.55, paint],
        [1, darken(paint, 0.35)],
      ),
      vertical(roof, 37),
    )
    c.path(body, { fill })
    const g = glass ?? mix(sky, paint, 0.55)
    const gl = c.linear(stopList([0, lighten(g, 0.3)], [0.6, g], [1, darken(g, 0.3)]), vertical(roof + 2, 20))
    if (sprinter) {
      c.path(`M5 ${roof + 4}L78 ${roof + 4}Q80.5 ${roof + 4.5} 82.5 ${roof + 8}L86 18.8L5 18.8Z`, { fill: gl })
      for (const px of [21, 39, 57, 74]) c.rect(px, roof + 3.5, 1.8, 15.6, { fill: paint })
    } else {
      // rising window line and a thick, raked rear pillar
      c.path(`M9 ${roof + 3.2}L66 ${roof + 2.6}Q70 ${roof + 3} 73 ${roof + 7}L80.5 19L14 19.6Q10 19.6 8.5 17Z`, { fill: gl })
      c.path(`M8 ${roof + 2.6}L17 ${roof + 2.6}L15 20L8 17.5Z`, { fill: paint })
      for (const px of [38, 62]) c.rect(px, roof + 2.6, 1.8, 17, { fill: paint })
    }
    c.path("M3 20.6Q50 19.6 95 22", { stroke: lighten(sky, 0.35), "stroke-width": 0.4, fill: "none", opacity: 0.55 })
    c.path("M40 21.5v13.5M62 21.5v13.5", { stroke: darken(paint, 0.45), "stroke-width": 0.3, fill: "none" })
    c.path("M3 31.5Q50 32 97 31.6L97 33L3 33.2Z", { fill: darken(paint, 0.3), opacity: 0.6 })
    c.path("M95.5 24L99.3 24.8L99.5 26.6L95 26.2Z", { fill: light })
    c.path("M1.3 21.5L3.8 21.3L3.6 27L1.2 27.2Z", { fill: tail })
    wheels(c, [18.5, 77.5], 32.2, 7.8, sky)
  })
}

/** Planing speedboat with T-top and twin outboards; white hull with an accent stripe. */
export function speedboat(c: Canvas, o: CraftOptions) {
  const { hull = "#F4EFE4", dark, accent, sky } = o
  place(c, { ...o, ground: 20 }, () => {
    c.path("M-3 9h5v9h-5Z", { fill: dark })
    c.path("M-4 8h4v3h-4Z", { fill: dark })
    const hf = c.linear(stopList([0, lighten(hull, 0.1)], [0.6, hull], [1, mix(hull, sky, 0.5)]), vertical(8, 21))
    c.path("M0 11.5L86 9.5Q96 8.8 101 5.5Q98 12.5 88 17L6 21Q0.5 20.5 0 17Z", { fill: hf })
    c.path("M1 15.2L90 13.2Q95 12.4 98 10.2L97 11.8Q93 14.6 88 15.2L1 17Z", { fill: accent })
    // console, windscreen and T-top
    c.path("M44 9.8L44 5L60 5L66 9.4Z", { fill: mix(sky, dark, 0.4) })
    c.path("M38 -1L64 -1L64 0.2L38 0.2Z", { fill: dark })
    c.path("M40 0L41 0L43 10L42 10Z M61 0L62 0L63 9.5L62 9.5Z", { fill: dark })
    c.path("M0 11.5L86 9.5L86 10.3L0 12.3Z", { fill: dark, opacity: 0.6 })
  })
}

/** Motor yacht: long sleek hull, low raked superstructure with dark glazing bands, radar arch. */
export function yacht(c: Canvas, o: CraftOptions) {
  const { hull = "#F4EFE4", dark, sky, light } = o
  place(c, { ...o, ground: 27 }, () => {
    const hf = c.linear(ramp(lighten(hull, 0.1), mix(hull, sky, 0.45)), vertical(8, 27))
    c.path("M0 17.5L100 16.2Q97 22 89 27L6 27Q1.5 23 0 17.5Z", { fill: hf })
    c.path("M1.5 21L97.5 19.6L96.6 20.8L2 22.2Z", { fill: dark, opacity: 0.8 })
    c.path("M12 17.5L15 12.2L64 11.6Q74 12 86 16.6Z", { fill: hf })
    c.path("M16 13.6L66 13.1Q72 13.4 78 15.3L16 15.6Z", { fill: dark })
    c.path("M26 11.9L29 8.2L54 8Q60 8.4 66 11.6Z", { fill: hf })
    c.path("M30 9.4L55 9.2Q58.5 9.6 61.5 10.9L30 11Z", { fill: dark })
    c.path("M38 8.1L40 3.8L48 3.8L50.5 8L49 8L47.2 5.2L41.2 5.2L39.6 8.1Z", { fill: dark })
    if (light) {
      let d = ""
      for (let i = 0; i < 10; i++) d += `M${18 + i * 5.6} 14h2.8v1h-2.8Z`
      c.path(d, { fill: light, opacity: 0.85 })
    }
  })
}

/** Light helicopter with translucent blurred rotor disc. */
export function helicopter(c: Canvas, o: CraftOptions & { paint: string }) {
  const { paint, dark, sky } = o
  place(c, { ...o, ground: 38 }, () => {
    c.path("M33 17L2 13.5L0 5.5L3.5 5.5L6.5 13L33 23Z", { fill: paint })
    c.ellipse(2.5, 10, 5, 5, { fill: mix(sky, dark, 0.3), opacity: 0.35 })
    const bf = c.linear(stopList([0, lighten(paint, 0.2)], [0.5, paint], [1, darken(paint, 0.35)]), vertical(9, 32))
    c.path("M30 24Q30 12 48 10L70 10Q88 11 93 23Q93 31 80 32L40 32Q30 31 30 24Z", { fill: bf })
    const gl = c.linear(ramp(lighten(sky, 0.25), darken(mix(sky, dark, 0.5), 0.1)), vertical(12, 24))
    c.path("M72 12.5Q85 13 90.5 22.5L74 22.5Z", { fill: gl })
    c.path("M52 12.5L69 12.5L69 21L52 21Z", { fill: gl, opacity: 0.85 })
    c.path("M55 10L57 6L61 6L63 10Z", { fill: dark })
    c.rect(58.4, 3.5, 1.2, 3, { fill: dark })
    c.ellipse(59, 3.5, 56, 2.2, { fill: mix(sky, dark, 0.4), opacity: 0.28 })
    c.path("M8 3.3L110 3.7L110 4.1L8 3.7Z", { fill: dark, opacity: 0.55 })
    c.path("M40 36.5L88 36.5Q92 36.5 93 34.5L94 34.5Q93 37.6 88 37.6L40 37.6Z", { fill: dark })
    c.path("M48 32h1.2l-1 4.6h-1.2Z M78 32h1.2l1 4.6h-1.2Z", { fill: dark })
  })
}

/** Business jet / airliner side view with lit cabin windows. */
export function aircraft(c: Canvas, o: CraftOptions) {
  const { paint = "#EDE8DE", dark, sky, light } = o
  place(c, { ...o, ground: 24 }, () => {
    const bf = c.linear(stopList([0, lighten(paint, 0.15)], [0.55, paint], [1, mix(paint, sky, 0.5)]), vertical(5, 15))
    c.path("M8 6L1 -10L7 -10L21 6Z", { fill: mix(paint, sky, 0.25) })
    c.path("M6 9L-2 8L-1 7L8 7.5Z", { fill: mix(paint, sky, 0.3) })
    c.path("M4 10Q2 7 8 6L85 6Q96 6.5 100 11Q97 14 88 14.5L10 14.5Q4 14 4 10Z", { fill: bf })
    c.path("M88 8.2Q93 8.4 96 10L88.5 10Z", { fill: dark })
    if (light) {
      let d = ""
      for (let i = 0; i < 26; i++) d += `M${20 + i * 2.5} 8.4h1v1.2h-1Z`
      c.path(d, { fill: light, opacity: 0.9 })
    }
    c.path("M38 12L60 12L46 18.5L31 18.5Z", { fill: mix(paint, sky, 0.45) })
    c.path("M42 14.5Q42 13.6 44 13.6L54 13.6Q55.5 13.6 55.5 15.2Q55.5 16.8 54 16.8L44 16.8Q42 16.8 42 14.5Z", {
      fill: mix(paint, dark, 0.35),
    })
    c.path("M80 14.4L81 14.4L81 21L80 21Z M40 14.4L41 14.4L41 21L40 21Z", { fill: dark })
    c.circle(80.5, 22, 2, { fill: dark })
    c.circle(40.5, 22, 2, { fill: dark })
  })
}

/** Sailing catamaran (twin hulls, tall mainsail and jib). */
export function catamaran(c: Canvas, o: CraftOptions) {
  const { hull = "#F4EFE4", dark, sky, sail = "#F7F2E8" } = o
  place(c, { ...o, ground: 30 }, () => {
    const hf = c.linear(ramp(hull, mix(hull, sky, 0.5)), vertical(22, 30))
    c.path("M2 22L98 22Q96 27 90 30L8 30Q3 27 2 22Z", { fill: hf })
    c.path("M20 22L24 18L72 18L78 22Z", { fill: hf })
    c.path("M30 19.6h36v1.2h-36Z", { fill: dark })
    c.rect(49.4, -62, 1.2, 80, { fill: dark })
    const sf = c.linear(ramp(lighten(sail, 0.05), mix(sail, sky, 0.35)), horizontal(20, 50))
    c.path("M48.5 -60Q40 -30 22 16L48.5 16Z", { fill: sf })
    c.path("M51.5 -56Q60 -20 84 17L51.5 17Z", { fill: mix(sail, sky, 0.2), opacity: 0.92 })
  })
}
