/**
 * Marks a control that only works with JavaScript. It is in the static HTML (so hydration adds no new
 * markup or styles), hidden by the global style until gatsby-browser marks <html data-hydrated>: without
 * JavaScript it is not there at all, never a dead button.
 */
export const requiresScript = { "data-requires-js": "" } as const
