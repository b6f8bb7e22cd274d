import * as React from "react"
import { chakra, Stack, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { SendIcon } from "../ui/icons"
import { FormField, controlStyles } from "../ui/form-field"
import { ContactFields } from "../ui/contact-fields"
import { useTranslation } from "../../hooks/use-translation"
import { useInquiryForm } from "../../hooks/use-inquiry-form"

/** Who sends the shortlist; the shortlist itself, its dates and travellers come from the trip. */
export interface TripSender {
  firstName: string
  lastName: string
  email: string
  company: string
  message: string
}

interface TripInquiryFormProps {
  onSubmit: (sender: TripSender) => void
}

/** "Send as inquiry" on /my-trip: name and e-mail required (the contact form's fields and checks), company and a message optional. */
export function TripInquiryForm({ onSubmit }: TripInquiryFormProps) {
  const { t } = useTranslation()
  const { labels, errors, formProps } = useInquiryForm((value) =>
    onSubmit({
      firstName: value("firstName"),
      lastName: value("lastName"),
      email: value("email"),
      company: value("company"),
      message: value("message"),
    }),
  )

  return (
    <chakra.form {...formProps} aria-labelledby="trip-send-title">
      <Stack gap="4">
        <Heading as="h2" size="sm" id="trip-send-title">
          {t("trip.sendTitle")}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t("trip.sendText")}
        </Text>
        <ContactFields labels={labels} errors={errors} />
        <FormField id="company" label={t("contact.company")}>
          <chakra.input type="text" autoComplete="organization" {...controlStyles} />
        </FormField>
        <FormField id="message" label={t("trip.message")}>
          <chakra.textarea rows={4} {...controlStyles} />
        </FormField>
        <Button type="submit" alignSelf="flex-start">
          <SendIcon />
          {t("trip.send")}
        </Button>
      </Stack>
    </chakra.form>
  )
}
