/**
 * Marks a control that cannot work without JavaScript. With JavaScript on it is there from the first paint
 * and takes its state when the script runs; with JavaScript off the global style hides it
 * (`@media (scripting: none)`), never a dead button.
 */
export const requiresScript = { "data-requires-js": "" } as const
