/**
 * Thailand's extent in degrees (Natural Earth's outline, rounded outwards): a destination's location must lie inside,
 * and the map of Thailand (src/node/thailand-map.ts) shows this box with a margin of sea and neighbours around it.
 */
export const THAILAND_BOUNDS = Object.freeze({ south: 5.6, north: 20.5, west: 97.3, east: 105.7 })
