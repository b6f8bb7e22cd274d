// Functions the lab hands to Playwright to run inside the page (page.evaluate, addInitScript) are sent as their source
// text. tsx compiles the lab with esbuild's keepNames, which wraps every named inner function in a call to its
// helper `__name(fn, "name")`: the page has no such helper, so each lab page gets this one first (it only keeps the
// function, as the name is for stack traces).

/** An init script for every lab context, before any function of the lab runs in its pages. */
export const PAGE_FUNCTIONS_RUNTIME = { content: "globalThis.__name = (target) => target" }
