// Seeded, deterministic randomness. Every picture derives its own generator from
// its id, so output never depends on run order, Date or Math.random.
import { item } from "./svg"

/** 32-bit string hash (murmur-style avalanche); stable across platforms. */
export function hashString(str: string): number {
  let h = 1779033703 ^ str.length
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507)
  h = Math.imul(h ^ (h >>> 13), 3266489909)
  return (h ^ (h >>> 16)) >>> 0
}

/** mulberry32: tiny, fast, good-enough PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return function next() {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  seed: string
  /** A float in [0, 1). */
  next: () => number
  range: (min: number, max: number) => number
  /** A whole number from min to max, both included. */
  int: (min: number, max: number) => number
  pick: <T>(list: readonly T[]) => T
  chance: (p: number) => boolean
  weighted: <T>(entries: ReadonlyArray<readonly [T, number]>) => T
  fork: (label: string) => Rng
}

/**
 * A seeded random source with convenience helpers. `fork(label)` derives an
 * independent stream so that adding draws in one part of a scene never shifts
 * the values used elsewhere.
 */
export function createRng(seedText: string): Rng {
  const next = mulberry32(hashString(String(seedText)))
  const rng: Rng = {
    seed: String(seedText),
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(list: readonly T[]): T => item(list, Math.floor(next() * list.length) % list.length),
    chance: (p: number) => next() < p,
    /** Weighted pick from [[value, weight], ...]. */
    weighted: <T>(entries: ReadonlyArray<readonly [T, number]>): T => {
      const total = entries.reduce((s, e) => s + e[1], 0)
      let r = next() * total
      for (const [value, weight] of entries) {
        r -= weight
        if (r < 0) return value
      }
      return item(entries, entries.length - 1)[0]
    },
    fork: (label: string) => createRng(`${rng.seed}/${label}`),
  }
  return rng
}

/**
 * Smooth 1-D fractal value noise in roughly [-1, 1], seeded by `rng`.
 * Returns a function of x (in "cycles" — 1 unit is one lattice cell of the base octave).
 */
export function noise1D(rng: Rng, octaves = 4, persistence = 0.5): (x: number) => number {
  const size = 256
  const lattice = Array.from({ length: size }, () => rng.next() * 2 - 1)
  const offset = rng.next() * 97
  const base = (x: number) => {
    const xi = Math.floor(x)
    const t = x - xi
    const a = item(lattice, ((xi % size) + size) % size)
    const b = item(lattice, (((xi + 1) % size) + size) % size)
    const s = t * t * (3 - 2 * t)
    return a + (b - a) * s
  }
  return (x: number) => {
    let sum = 0
    let amp = 1
    let freq = 1
    let norm = 0
    for (let o = 0; o < octaves; o++) {
      sum += amp * base(x * freq + offset + o * 31.7)
      norm += amp
      amp *= persistence
      freq *= 2
    }
    // fBm of value noise clusters around 0; stretch so it spans roughly [-1, 1]
    return Math.max(-1, Math.min(1, (1.7 * sum) / norm))
  }
}
