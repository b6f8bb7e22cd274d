import * as React from "react"
import { useTranslation } from "./use-translation"
import { useFormSending, type ExtendFields } from "./use-form-sending"
import { fill } from "../lib/format"
import { INQUIRY_ENDPOINT } from "../lib/form-fields"
import { preloadInquiryOutcomes } from "../components/sections/lazy-inquiry"
import type { ContactLabels } from "../components/ui/contact-fields"
import { useStaticRegionGuard } from "../components/hydration/static-region-guard"

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface InquiryFormOptions {
  /** What the page adds to the form's own fields before they are sent (My trip's items). */
  extend?: ExtendFields
  /** The server has the inquiry: its reference. */
  onSent: (reference: string, form: HTMLFormElement) => void
  /**
   * The server could not be reached (or could not take it): the page offers e-mail, copy and WhatsApp, with the
   * server's message when it gave one; the form keeps every field.
   */
  onUnreachable: (message: string, fields: Readonly<Record<string, FormDataEntryValue>>) => void
}

/**
 * What every inquiry form shares: the labels of its contact fields (ContactFields), their inline error messages, and
 * a submit that sends the form as JSON to the server instead of as a page (the form itself posts to the same address
 * without script). The browser's own checks (required, type=email, maxlength) come first, so the page's and the
 * server's never disagree; the server's messages then go next to their fields, or above the button when no field
 * shows them. What was typed is never touched. The code for the answers is loaded when the visitor first touches the form.
 */
export function useInquiryForm({ extend, onSent, onUnreachable }: InquiryFormOptions) {
  useStaticRegionGuard("useInquiryForm's form")
  const { t } = useTranslation()
  // The same object while the language is: the fields drawn from it are memoized (PlanTripDialog's)
  const labels = React.useMemo<ContactLabels>(
    () => ({ firstName: t("form.firstName"), lastName: t("form.lastName"), email: t("form.email") }),
    [t],
  )
  const [errors, setErrors] = React.useState<Readonly<Record<string, string>>>({})
  /** Messages about the whole form, or about a field it does not show (My trip's items). */
  const [problems, setProblems] = React.useState<readonly string[]>([])
  const { sending, send, restart } = useFormSending(INQUIRY_ENDPOINT)

  const messageFor = (control: Control): string => {
    if (!control.validity.valueMissing) return t("form.error.email")
    const field = control.id in labels ? labels[control.id as keyof ContactLabels] : control.id
    // {field} as labelled; {fieldLower} for languages that write it in lower case mid-sentence (English, not German)
    return fill(t("form.error.required"), { field, fieldLower: field.toLowerCase() })
  }

  const submit = async (form: HTMLFormElement) => {
    const fields = Object.fromEntries(new FormData(form))
    const answer = await send(form, extend)
    if (!answer) return
    const reference = answer.kind === "accepted" ? answer.data.reference : ""
    setProblems([])
    if (typeof reference === "string" && reference) {
      setErrors({})
      restart()
      onSent(reference, form)
    } else if (answer.kind === "invalid")
      (await import(/* webpackChunkName: "form-answers" */ "../lib/form-post")).showFieldMessages(form, answer, setErrors, setProblems)
    else if (answer.kind === "refused") setProblems([answer.message])
    else onUnreachable(answer.kind === "unreachable" ? answer.message : "", fields)
  }

  const formProps = {
    // The answers' code is fetched when the visitor starts on the form, seconds before it is sent (so a network gone
    // by then still gets the e-mail panel), and not at idle after load, where it ran inside the page's first seconds
    onFocusCapture: preloadInquiryOutcomes,
    onPointerDownCapture: preloadInquiryOutcomes,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void submit(event.currentTarget)
    },
    // The browser's own check found a field invalid
    onInvalidCapture: (event: React.FormEvent<HTMLFormElement>) => {
      const control = event.target as Control
      setErrors((current) => ({ ...current, [control.id]: messageFor(control) }))
    },
    // A field that is now valid loses its message
    onChange: (event: React.FormEvent<HTMLFormElement>) => {
      const control = event.target as Control
      if (errors[control.id] && control.validity.valid) setErrors(({ [control.id]: _removed, ...rest }) => rest)
    },
  }
  const reset = () => {
    setErrors({})
    setProblems([])
  }
  return { labels, errors, problems, sending, formProps, resetErrors: reset, restart }
}
