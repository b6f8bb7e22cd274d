/**
 * Without JavaScript the navbar's toggles cannot run, so the menus open with focus and hover
 * instead; every link stays reachable. Loaded in a <noscript> in <head>.
 */
export const noScriptCss = [
  "[data-nav-dropdown]:hover > [data-nav-panel], [data-nav-dropdown]:focus-within > [data-nav-panel] { display: block !important; }",
  "[data-mobile-nav]:focus-within > [data-mobile-panel], [data-mobile-nav]:hover > [data-mobile-panel] { display: block !important; }",
].join("\n")
