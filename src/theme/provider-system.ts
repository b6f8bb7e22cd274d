import type { SystemContext } from "@chakra-ui/react"
import { getSystem } from "."

/** What the server writes for Chakra's global styles: one <style data-emotion="css-global …"> per Global. */
const SERVER_GLOBAL_STYLES = 'style[data-emotion^="css-global "]'

let withoutGlobalStyles: SystemContext | undefined

/**
 * The system handed to ChakraProvider. Its global styles (reset, global CSS, every token as a CSS
 * variable) are in the page's HTML already, written by the server, and stay there; in a browser
 * showing such a page the provider gets none, so they are neither made nor serialised again
 * (making them was the largest part of createSystem, see ./system-steps.ts).
 */
export function getProviderSystem(): SystemContext {
  const system = getSystem()
  if (typeof document === "undefined" || !document.querySelector(SERVER_GLOBAL_STYLES)) return system
  // A copy of the descriptors, so the lazy `_global` getter is not run by copying it
  withoutGlobalStyles ??= Object.create(Object.prototype, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [] },
  }) as SystemContext
  return withoutGlobalStyles
}
