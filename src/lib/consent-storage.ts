/** The site's own localStorage key for the cookie answer: "true" (accept all) or "false" (essential only). */
export const CONSENT_KEY = "luxury-dmc-thailand:cookie-consent"

export type Consent = boolean | null

/** Reads the stored answer; storage that is missing or throws (private modes, blocked cookies) reads as "no answer". */
export function readConsent(storage: () => Storage | undefined): Consent {
  try {
    const value = storage()?.getItem(CONSENT_KEY)
    return value === "true" ? true : value === "false" ? false : null
  } catch {
    return null
  }
}

/** Stores the answer; returns false when storage refused (the choice then holds for this page view only). */
export function writeConsent(storage: () => Storage | undefined, accepted: boolean): boolean {
  try {
    const target = storage()
    if (!target) return false
    target.setItem(CONSENT_KEY, String(accepted))
    return true
  } catch {
    return false
  }
}

/** window.localStorage, or undefined where even reading the property throws. */
export const browserStorage = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage)
