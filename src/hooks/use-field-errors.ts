import * as React from "react"
import { useTranslation } from "./use-translation"
import { fill } from "../lib/format"

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface FieldErrors {
  errors: Readonly<Record<string, string>>
  /** For the form's onInvalidCapture: the browser's own check found a field invalid. */
  onInvalid: (event: React.FormEvent<HTMLFormElement>) => void
  /** For the form's onChange: a field that is now valid loses its message. */
  onChange: (event: React.FormEvent<HTMLFormElement>) => void
  reset: () => void
}

/**
 * Inline error messages that follow the browser's native constraint checks (required, type=email),
 * so the messages and the native validation never disagree. What was typed is never touched.
 */
export function useFieldErrors(labels: Readonly<Record<string, string>>): FieldErrors {
  const { t } = useTranslation()
  const [errors, setErrors] = React.useState<Record<string, string>>({})

  const messageFor = (control: Control): string =>
    control.validity.valueMissing
      ? // {field} as labelled; {fieldLower} for languages that write it in lower case mid-sentence (English, not German)
        fill(t("form.error.required"), {
          field: labels[control.id] ?? control.id,
          fieldLower: (labels[control.id] ?? control.id).toLowerCase(),
        })
      : t("form.error.email")

  return {
    errors,
    onInvalid: (event) => {
      const control = event.target as Control
      setErrors((current) => ({ ...current, [control.id]: messageFor(control) }))
    },
    onChange: (event) => {
      const control = event.target as Control
      if (errors[control.id] && control.validity.valid) {
        setErrors(({ [control.id]: _removed, ...rest }) => rest)
      }
    },
    reset: () => setErrors({}),
  }
}
