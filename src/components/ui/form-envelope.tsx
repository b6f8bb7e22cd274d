import * as React from "react"
import { useTranslation } from "../../hooks/use-translation"
import { FIELD_LIMITS, HONEYPOT_FIELD } from "../../lib/form-fields"

interface FormEnvelopeProps {
  /** Which inquiry form it is (src/lib/inquiry-schema.ts); the newsletter has none. */
  form?: "contact" | "plan-trip" | "trip"
  /** The page the form is on, in its language ("/de/contact"). */
  page?: string
}

/**
 * What a form carries besides its fields, as hidden inputs so a plain HTML form sends them too: which form, the
 * page's language (the server answers in it) and the page; and the honeypot, a text field people never see (off
 * screen, hidden from assistive technology, out of the tab order, labelled "leave empty" for anyone who meets it):
 * a bot that fills it is taken for spam.
 */
export function FormEnvelope({ form, page }: FormEnvelopeProps) {
  const { t, language } = useTranslation()
  // Unique on the page: the footer's form and the page's each have one
  const id = React.useId()
  return (
    <>
      {form && <input type="hidden" name="form" value={form} />}
      <input type="hidden" name="language" value={language} />
      {page && <input type="hidden" name="page" value={page} />}
      {/* off screen, one pixel (src/theme/forms.css) */}
      <div data-honeypot="" aria-hidden="true">
        <label htmlFor={id}>{t("form.honeypot")}</label>
        <input type="text" id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" maxLength={FIELD_LIMITS.text} />
      </div>
    </>
  )
}
