// Types for chromium-path.mjs (imported by the Playwright config).
export const CHROMIUM_ARGS: string[]
export function ensureChromium(): string
export function ensureTestChromium(): string
