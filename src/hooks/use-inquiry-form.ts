import * as React from "react"
import { useTranslation } from "./use-translation"
import { fill } from "../lib/format"
import type { ContactLabels } from "../components/ui/contact-fields"

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A submitted form's field by name, as text ("" when absent). */
export type FieldValue = (name: string) => string

/**
 * What every inquiry form shares: the labels of its contact fields (ContactFields), their inline error messages, and
 * a submit that hands the form's fields to `handle` instead of sending the form. The messages follow the browser's
 * native constraint checks (required, type=email), so the two never disagree; what was typed is never touched.
 */
export function useInquiryForm(handle: (value: FieldValue, form: HTMLFormElement) => void) {
  const { t } = useTranslation()
  const labels: ContactLabels = { firstName: t("form.firstName"), lastName: t("form.lastName"), email: t("form.email") }
  const [errors, setErrors] = React.useState<Readonly<Record<string, string>>>({})

  const messageFor = (control: Control): string => {
    if (!control.validity.valueMissing) return t("form.error.email")
    const field = control.id in labels ? labels[control.id as keyof ContactLabels] : control.id
    // {field} as labelled; {fieldLower} for languages that write it in lower case mid-sentence (English, not German)
    return fill(t("form.error.required"), { field, fieldLower: field.toLowerCase() })
  }

  const formProps = {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const data = new FormData(event.currentTarget)
      handle((name) => String(data.get(name) ?? ""), event.currentTarget)
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
  return { labels, errors, formProps, resetErrors: () => setErrors({}) }
}
