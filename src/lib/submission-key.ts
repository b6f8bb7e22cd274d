/**
 * A random id for one filled-in form (the server's `submissionKey`, 8 to 64 of [A-Za-z0-9_-]): the same key sent
 * twice is one inquiry with one reference, so a double click or a resend after a timeout creates nothing new.
 * crypto.randomUUID where there is one (secure contexts), else 16 random bytes in hex.
 */
export const newSubmissionKey = (): string =>
  globalThis.crypto.randomUUID?.() ??
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")
