import * as React from "react"
import { chakra, Stack, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { SendIcon } from "../ui/icons/send-icon"
import { FormField, controlStyles } from "../ui/form-field"
import { ContactFields } from "../ui/contact-fields"
import { FormEnvelope } from "../ui/form-envelope"
import { FormProblems } from "../ui/form-status"
import { useTranslation } from "../../hooks/use-translation"
import { useInquiryForm } from "../../hooks/use-inquiry-form"
import { FIELD_LIMITS, INQUIRY_ENDPOINT } from "../../lib/form-fields"

interface TripInquiryFormProps {
  /** The trip's travel dates and travellers as text ("" when not given): sent as they are. */
  dates: string
  travellers: string
  /** What the page adds to the form's fields: every shortlisted item, and notes too long for their item's line. */
  extend: (fields: Readonly<Record<string, string>>) => Promise<Readonly<Record<string, unknown>>>
  onSent: (reference: string) => void
  /** The server could not be reached: the form's fields (kept in the form), for the e-mail to send instead. */
  onUnreachable: (serverMessage: string, fields: Readonly<Record<string, FormDataEntryValue>>) => void
}

/** "Send as inquiry" on /my-trip: name and e-mail required (the contact form's fields and checks), company and a message optional. */
export function TripInquiryForm({ dates, travellers, extend, onSent, onUnreachable }: TripInquiryFormProps) {
  const { t, localize, pagePath } = useTranslation()
  const { labels, errors, problems, sending, formProps } = useInquiryForm({
    extend,
    onSent,
    onUnreachable,
  })

  return (
    <chakra.form method="post" action={INQUIRY_ENDPOINT} {...formProps} aria-labelledby="trip-send-title">
      <FormEnvelope form="trip" page={localize(pagePath)} />
      <input type="hidden" name="dates" value={dates} />
      <input type="hidden" name="travellers" value={travellers} />
      <Stack gap="4">
        <Heading as="h2" size="sm" id="trip-send-title">
          {t("trip.sendTitle")}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("trip.sendText")}
        </Text>
        <ContactFields labels={labels} errors={errors} />
        <FormField id="company" label={t("contact.company")} error={errors.company}>
          <chakra.input type="text" autoComplete="organization" maxLength={FIELD_LIMITS.line} {...controlStyles} />
        </FormField>
        <FormField id="message" label={t("trip.message")} error={errors.message}>
          <chakra.textarea rows={4} maxLength={FIELD_LIMITS.text} {...controlStyles} />
        </FormField>
        <FormProblems problems={problems} />
        <Button type="submit" alignSelf="flex-start" aria-disabled={sending || undefined}>
          <SendIcon />
          {t("trip.send")}
        </Button>
      </Stack>
    </chakra.form>
  )
}
