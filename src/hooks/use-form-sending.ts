import * as React from "react"
import { useTranslation } from "./use-translation"
import { newSubmissionKey } from "../lib/submission-key"
import type { FormAnswer } from "../lib/form-post"

/** What the page adds to a form's own fields before they are sent (My trip's items). */
export type ExtendFields = (
  fields: Record<string, string>,
) => Readonly<Record<string, unknown>> | Promise<Readonly<Record<string, unknown>>>

/**
 * One form's sending with script: the submission key the server keys it by, made when the form is shown and kept for
 * resends of the same form (a new one after a success: `restart`); the time since it was shown (`fillMs`, from the
 * page's start unless `restart` says when: a form in the page's HTML was shown while it loaded, so typing before the
 * scripts ran counts); and one request at a time, so a double click sends once. The code that sends it is loaded
 * when it is first needed.
 */
export function useFormSending(endpoint: string) {
  const { t } = useTranslation()
  // One box per form: what sending it reads and changes, none of which is drawn
  const [form] = React.useState(() => ({ key: newSubmissionKey(), shownAt: 0, inFlight: false }))
  const [sending, setSending] = React.useState(false)

  /** The form is shown afresh (a dialog opened, a new inquiry after a sent one): a new key, and its time starts now. */
  const restart = React.useCallback(() => {
    form.key = newSubmissionKey()
    form.shownAt = performance.now()
  }, [form])

  /**
   * Sends the form's fields (and what `extend` adds) with the key and fillMs; null while another send of this form is
   * on its way. Offline, even the code that sends may not load: that is an unreachable server too.
   */
  const send = async (element: HTMLFormElement, extend?: ExtendFields): Promise<FormAnswer | null> => {
    if (form.inFlight) return null
    form.inFlight = true
    setSending(true)
    try {
      const { formFields, postForm } = await import(/* webpackChunkName: "form-answers" */ "../lib/form-post")
      const fields = formFields(element)
      const body = extend ? await extend(fields) : fields
      return await postForm(endpoint, { ...body, submissionKey: form.key, fillMs: Math.round(performance.now() - form.shownAt) }, t)
    } catch {
      return { kind: "unreachable", message: "" }
    } finally {
      form.inFlight = false
      setSending(false)
    }
  }
  return { sending, send, restart }
}
