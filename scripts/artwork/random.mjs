// Seeded, deterministic randomness. Every picture derives its own generator from
// its id, so output never depends on run order, Date or Math.random.

/** 32-bit string hash (murmur-style avalanche); stable across platforms. */
export function hashString(str) {
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
export function mulberry32(seed) {
  let a = seed >>> 0
  return function next() {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A seeded random source with convenience helpers. `fork(label)` derives an
 * independent stream so that adding draws in one part of a scene never shifts
 * the values used elsewhere.
 */
export function createRng(seedText) {
  const next = mulberry32(hashString(String(seedText)))
  const rng = {
    seed: String(seedText),
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length) % list.length],
    chance: (p) => next() < p,
    /** Weighted pick from [[value, weight], ...]. */
    weighted: (entries) => {
      const total = entries.reduce((s, e) => s + e[1], 0)
      let r = next() * total
      for (const [value, weight] of entries) {
        r -= weight
        if (r < 0) return value
      }
      return entries[entries.length - 1][0]
    },
    fork: (label) => createRng(`${rng.seed}/${label}`),
  }
  return rng
}

/**
 * Smooth 1-D fractal value noise in roughly [-1, 1], seeded by `rng`.
 * Returns a function of x (in "cycles" — 1 unit is one lattice cell of the base octave).
 */
export function noise1D(rng, octaves = 4, persistence = 0.5) {
  const size = 256
  const lattice = Array.from({ length: size }, () => rng.next() * 2 - 1)
  const offset = rng.next() * 97
  const base = (x) => {
    const xi = Math.floor(x)
    const t = x - xi
    const a = lattice[((xi % size) + size) % size]
    const b = lattice[(((xi + 1) % size) + size) % size]
    const s = t * t * (3 - 2 * t)
    return a + (b - a) * s
  }
  return (x) => {
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
