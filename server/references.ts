import crypto from "node:crypto"

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/** The pattern every reference matches (the routes accept nothing else in a URL). */
export const REFERENCE_PATTERN = /^LDT-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/

/** An inquiry's reference, "LDT-2026-4F7K9M": the year it arrived and six random characters (1 in 10⁹ per year). */
export function newReference(now = new Date()): string {
  const bytes = crypto.randomBytes(6)
  const code = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("")
  return `LDT-${now.getUTCFullYear()}-${code}`
}
