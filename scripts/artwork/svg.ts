// Minimal SVG document builder: unique ids, gradient defs and stops, number formatting, batched subpaths.

/** A point [x, y]. */
export type Point = readonly [x: number, y: number]
/** A gradient stop: [offset, colour] or [offset, colour, opacity]. */
export type Stop = readonly [offset: number, color: string, opacity?: number]
/** A linear gradient's direction (bounding-box units unless `user`). */
export interface Direction {
  x1?: number
  y1?: number
  x2?: number
  y2?: number
  user?: boolean
}
/** A radial gradient's centre and radius in user space, optionally squashed. */
export interface RadialShape {
  cx: number
  cy: number
  r: number
  sx?: number
  sy?: number
}
/** SVG attributes; undefined, null and false ones are left out. */
export type Attributes = Record<string, string | number | boolean | null | undefined>

/** The list item at `index`, which the caller knows is there (a lattice cell, a ring of points). */
export function item<T>(list: readonly T[], index: number): T {
  const value = list[index]
  if (value === undefined) throw new Error(`no item ${index} in a list of ${list.length}`)
  return value
}

/** Round to 1 decimal; keeps SVG short and output stable. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? "0" : String(r)
}

// Gradient stops and directions for `c.linear` / `c.radial`.
/** Literal colours, "#6A97B6 0, #A7C4D1 0.42, …" (colour and offset) → [[0, "#6A97B6"], [0.42, "#A7C4D1"], …]. */
export const stops = (text: string): Stop[] =>
  text.split(", ").map((stop) => {
    const [color, offset] = stop.split(" ")
    return [Number(offset), color ?? ""] as const
  })
/** Stops written out as arguments, [offset, colour] or [offset, colour, opacity] each, so a gradient reads on one line. */
export const stopList = (...list: Stop[]): Stop[] => list
/** One colour whose opacity changes from stop to stop: [offset, opacity] each. */
export const fade = (color: string, ...stops: Array<readonly [offset: number, opacity: number]>): Stop[] =>
  stops.map(([offset, opacity]) => [offset, color, opacity] as const)
/** Two colours: `a` at the start, `b` at the end. */
export const ramp = (a: string, b: string): Stop[] => stopList([0, a], [1, b])
/** One colour whose opacity runs from `from` to `to`. */
export const alphaRamp = (color: string, from: number, to: number): Stop[] => fade(color, [0, from], [1, to])
/** Top to bottom between the user-space heights y1 and y2. */
export const vertical = (y1: number, y2: number): Direction => ({ x1: 0, y1, x2: 0, y2, user: true })
/** Left to right between the user-space positions x1 and x2. */
export const horizontal = (x1: number, x2: number): Direction => ({ x1, y1: 0, x2, y2: 0, user: true })
/** Left to right across the shape's bounding box. */
export const ACROSS: Readonly<Direction> = Object.freeze({ x1: 0, y1: 0, x2: 1, y2: 0 })

/** Rectangle as a subpath, for batching many small bars into one <path>. */
export const rectPath = (x: number, y: number, w: number, h: number): string => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`

/** Ellipse (rx, ry) centred on (cx, cy) as a subpath of two arcs; `close` adds a Z. */
export const ellipsePath = (cx: number, cy: number, rx: number, ry: number, close = true): string =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0${close ? "Z" : ""}`

/** Polygon / polyline path from [[x, y], ...]. */
export function poly(points: readonly Point[], close = true): string {
  let d = ""
  points.forEach(([x, y], i) => {
    d += `${i ? "L" : "M"}${n(x)} ${n(y)}`
  })
  return close ? `${d}Z` : d
}

/** Smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Point[], close = false, tension = 1): string {
  const p = points
  const len = p.length
  if (len < 3) return poly(p, close)
  const get = (i: number): Point => item(p, close ? (i + len) % len : Math.max(0, Math.min(len - 1, i)))
  let d = `M${n(item(p, 0)[0])} ${n(item(p, 0)[1])}`
  const last = close ? len : len - 1
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`
  }
  return close ? `${d}Z` : d
}

export function attrs(obj: Attributes): string {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("")
}

/**
 * A canvas collects defs and body markup. Scenes draw through layer helpers
 * that call `c.path(...)`, `c.rect(...)` and so on; `c.toString()` produces the final SVG document.
 */
export function createCanvas(W: number, H: number) {
  const defs: string[] = []
  const body: string[] = []
  let counter = 0
  const stopMarkup = (stops: readonly Stop[]) =>
    stops
      .map(
        ([o, color, op]) =>
          `<stop offset="${n(o * 100)}%" stop-color="${color}"${op === undefined || op === 1 ? "" : ` stop-opacity="${Math.round(op * 1000) / 1000}"`}/>`,
      )
      .join("")
  const c = {
    W,
    H,
    uid(prefix = "g") {
      counter += 1
      return `${prefix}${counter}`
    },
    def(markup: string) {
      defs.push(markup)
    },
    /** Vertical (default) or arbitrary linear gradient in bounding-box units; returns url(). */
    linear(stops: readonly Stop[], { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false }: Direction = {}): string {
      const id = c.uid("l")
      const u = user ? ' gradientUnits="userSpaceOnUse"' : ""
      const fmt = user ? n : (v: number) => `${n(v * 100)}%`
      defs.push(
        `<linearGradient id="${id}"${u} x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}">${stopMarkup(stops)}</linearGradient>`,
      )
      return `url(#${id})`
    },
    /** Radial gradient in user space centred at (cx, cy) with radius r (optionally squashed by sy). */
    radial(stops: readonly Stop[], { cx, cy, r, sy = 1, sx = 1 }: RadialShape): string {
      const id = c.uid("r")
      const tf =
        sx !== 1 || sy !== 1 ? ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(${sx} ${sy}) translate(${n(-cx)} ${n(-cy)})"` : ""
      defs.push(
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${tf}>${stopMarkup(stops)}</radialGradient>`,
      )
      return `url(#${id})`
    },
    /** Clip path from path data; returns url(). */
    clip(d: string): string {
      const id = c.uid("c")
      defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
      return `url(#${id})`
    },
    path(d: string, a: Attributes = {}) {
      body.push(`<path d="${d}"${attrs(a)}/>`)
    },
    rect(x: number, y: number, w: number, h: number, a: Attributes = {}) {
      body.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${attrs(a)}/>`)
    },
    circle(cx: number, cy: number, r: number, a: Attributes = {}) {
      body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${attrs(a)}/>`)
    },
    ellipse(cx: number, cy: number, rx: number, ry: number, a: Attributes = {}) {
      body.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${attrs(a)}/>`)
    },
    /** Wrap whatever `draw` adds in a <g> with the given attributes. */
    group(a: Attributes, draw: () => void) {
      body.push(`<g${attrs(a)}>`)
      draw()
      body.push("</g>")
    },
    toString(): string {
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`
    },
  }
  return c
}
export type Canvas = ReturnType<typeof createCanvas>
