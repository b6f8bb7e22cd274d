/**
 * The facts the forms' fields and the server's zod schemas (src/lib/inquiry-schema.ts) share, without zod: the pages
 * import this module, so the schemas' library stays out of the browser's bundles. __tests__ checks that each form's
 * required fields and maxLength attributes are the schema's.
 */

/** The longest text each kind of field takes (the forms' maxLength, the server's check). */
export const FIELD_LIMITS = { name: 100, email: 254, line: 200, text: 5000, path: 500 } as const

/** The most items My trip sends in one inquiry (a shortlist is a few dozen; this keeps a body under the size limit). */
export const MAX_TRIP_ITEMS = 100

/** The field a person never sees or fills (hidden from view and from assistive tech); a bot that fills it is spam. */
export const HONEYPOT_FIELD = "website"

/** Where the forms are sent: server/routes/ (nginx passes /api/ to the server). */
export const INQUIRY_ENDPOINT = "/api/inquiry"
export const NEWSLETTER_ENDPOINT = "/api/newsletter"

/**
 * What a browser's own `type=email` check accepts (the WHATWG HTML definition of a valid e-mail address), so the
 * page's check and the server's never disagree. It admits no space, CR or LF.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** The codes of the issues the schemas raise; data/translations has `form.error.<code>` for each. */
export type FieldErrorCode = "required" | "email" | "tooLong" | "invalid"
