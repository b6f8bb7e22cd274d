/**
 * A form sent with script: its fields as JSON to the site's own server (server/routes/, the contract in server/README.md),
 * and the server's answer sorted into what the page does next. Loaded when a form is sent (a chunk of its own: a page
 * needs none of it before then). Touches the network (fetch) and reads the form it is given.
 */

/** What became of a form the page sent. */
export type FormAnswer =
  /** Accepted: the answer's JSON (an inquiry's reference, a newsletter's message). */
  | { kind: "accepted"; data: Readonly<Record<string, unknown>> }
  /** 400: a message per field, by the field's name, in the page's language (and the answer's own message). */
  | { kind: "invalid"; fields: Readonly<Record<string, string>>; message: string }
  /** Refused as a whole (too many forms, too large, another site's page): the server's message; the form stays. */
  | { kind: "refused"; message: string }
  /** No server, or none that could take it (a network error, 502/503/504, anything not JSON): the page offers e-mail. */
  | { kind: "unreachable"; message: string }

/** A server that has not answered by then is treated as one that cannot be reached (the key makes a resend safe). */
const ANSWER_TIMEOUT_MS = 20_000

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** Every named field of a form as text, in its order (hidden fields and the honeypot included; no files). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields[name] = value
  return fields
}

/**
 * The page's own words for a refusal that came without the server's (a proxy in front of it, such as nginx, answers
 * 413 or 429 with a page of its own): data/translations `api.error.*`.
 */
const REFUSALS: Readonly<Record<number, string>> = { 403: "api.error.forbidden", 413: "api.error.tooLarge", 429: "api.error.rateLimited" }

/**
 * POSTs `body` as JSON to `endpoint` and sorts the answer (server/README.md, "HTTP"), with the server's message, or
 * the page's own (`t`) for an answer without one. Never rejects.
 */
export async function postForm(endpoint: string, body: Readonly<Record<string, unknown>>, t: (key: string) => string): Promise<FormAnswer> {
  const unreachable = (message = ""): FormAnswer => ({ kind: "unreachable", message })
  let response: Response
  let data: unknown
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal:
        typeof AbortSignal === "function" && typeof AbortSignal.timeout === "function" ? AbortSignal.timeout(ANSWER_TIMEOUT_MS) : undefined,
    })
  } catch {
    // Offline, refused, timed out
    return unreachable()
  }
  const { status } = response
  try {
    data = await response.json()
  } catch {
    // An answer that is not JSON: a proxy's own refusal, or a host without the server (its 404 or 405 page)
    data = null
  }
  const message = isRecord(data) && typeof data.message === "string" && data.message ? data.message : ""
  const refusal = REFUSALS[status]
  if (refusal) return { kind: "refused", message: message || t(refusal) }
  if (!isRecord(data)) return unreachable(status >= 502 && status <= 504 ? t("api.error.unavailable") : "")
  if (response.ok) return { kind: "accepted", data }
  if (status === 400 && isRecord(data.fields)) {
    const fields: Record<string, string> = {}
    for (const [name, text] of Object.entries(data.fields)) if (typeof text === "string") fields[name] = text
    return { kind: "invalid", fields, message }
  }
  if (status >= 400 && status < 500 && message) return { kind: "refused", message }
  return unreachable(message || (status === 503 ? t("api.error.unavailable") : ""))
}

/**
 * The server's messages for a form's fields, shown: each next to the field it is about (`setErrors`, by the field's
 * id) when the form shows that field; the others (a hidden field, My trip's items, the form as a whole) above the
 * button (`setProblems`), with the answer's own message when no field is named. Then the first invalid field, or the
 * messages, takes focus.
 */
export function showFieldMessages(
  form: HTMLFormElement,
  answer: { fields: Readonly<Record<string, string>>; message: string },
  setErrors: (errors: Record<string, string>) => void,
  setProblems: (problems: string[]) => void,
): void {
  const byId: Record<string, string> = {}
  const others: string[] = []
  for (const [name, message] of Object.entries(answer.fields)) {
    const control = form.elements.namedItem(name)
    const shown =
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) &&
      control.type !== "hidden" &&
      control.tabIndex >= 0 &&
      control.id
    if (shown) byId[control.id] = message
    else if (!others.includes(message)) others.push(message)
  }
  if (Object.keys(byId).length === 0 && others.length === 0 && answer.message) others.push(answer.message)
  setErrors(byId)
  setProblems(others)
  // Once React has drawn them (aria-invalid, the messages): the first field in the form's order, or the messages
  const first = Array.from(form.elements).find((element) => element.id in byId)
  requestAnimationFrame(() =>
    (first instanceof HTMLElement ? first : form.querySelector<HTMLElement>("[data-form-problems-shown]"))?.focus(),
  )
}
