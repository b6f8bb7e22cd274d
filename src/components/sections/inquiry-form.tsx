import * as React from "react"
import { chakra, Grid, Stack } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { FormField, controlStyles } from "../ui/form-field"
import { ContactFields } from "../ui/contact-fields"
import { FormEnvelope } from "../ui/form-envelope"
import { FormProblems } from "../ui/form-status"
import { useTranslation } from "../../hooks/use-translation"
import { useInquiryForm } from "../../hooks/use-inquiry-form"
import { FIELD_LIMITS, INQUIRY_ENDPOINT } from "../../lib/form-fields"
import { fill } from "../../lib/format"

interface InquiryFormProps {
  destinations: ReadonlyArray<{ slug: string; name: string }>
  /** The experience the visitor came to book (/contact?interest=<slug>): named in the form, sent as its slug. */
  experience?: { slug: string; name: string }
  onSent: (reference: string) => void
  /** The server could not be reached: the form's fields (kept in the form), for the e-mail to send instead. */
  onUnreachable: (message: string, fields: Readonly<Record<string, FormDataEntryValue>>) => void
}

/**
 * The contact page's trip inquiry: name and e-mail required, trade fields optional. A plain form that posts to the
 * server without script (the server reads the experience from the page's address then); with script it is sent as
 * JSON and answered in place.
 */
export function InquiryForm({ destinations, experience, onSent, onUnreachable }: InquiryFormProps) {
  const { t, localize, pagePath } = useTranslation()
  const { labels, errors, problems, sending, formProps } = useInquiryForm({ onSent, onUnreachable })

  return (
    <chakra.form method="post" action={INQUIRY_ENDPOINT} {...formProps} aria-labelledby="inquiry-title">
      <FormEnvelope form="contact" page={localize(pagePath)} />
      {experience && <input type="hidden" name="experience" value={experience.slug} />}
      <Stack gap="5">
        <Heading as="h2" size="md" id="inquiry-title">
          {t("contact.formTitle")}
        </Heading>
        {experience && (
          <chakra.p color="fg.muted" data-inquiry-experience="">
            {fill(t("planTrip.intro"), { name: experience.name })}
          </chakra.p>
        )}
        <ContactFields labels={labels} errors={errors} />
        <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="lg" p="5">
          <chakra.legend px="2" fontSize="sm" fontWeight="600">
            {t("contact.tradeTitle")}
          </chakra.legend>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <FormField id="company" label={t("contact.company")} error={errors.company}>
              <chakra.input type="text" autoComplete="organization" maxLength={FIELD_LIMITS.line} {...controlStyles} />
            </FormField>
            <FormField id="destination" label={t("contact.destination")} error={errors.destination}>
              <chakra.select {...controlStyles}>
                <option value="">{t("contact.anyDestination")}</option>
                {destinations.map((destination) => (
                  <option key={destination.slug} value={destination.name}>
                    {destination.name}
                  </option>
                ))}
              </chakra.select>
            </FormField>
            <FormField id="travellers" label={t("contact.travellers")} error={errors.travellers}>
              <chakra.input type="text" inputMode="numeric" maxLength={FIELD_LIMITS.line} {...controlStyles} />
            </FormField>
            <FormField id="dates" label={t("contact.dates")} error={errors.dates}>
              <chakra.input type="text" maxLength={FIELD_LIMITS.line} {...controlStyles} />
            </FormField>
            <FormField id="budget" label={t("contact.budget")} error={errors.budget}>
              <chakra.input type="text" maxLength={FIELD_LIMITS.line} {...controlStyles} />
            </FormField>
          </Grid>
        </chakra.fieldset>
        <FormField id="requirements" label={t("contact.requirements")} error={errors.requirements}>
          <chakra.textarea rows={5} placeholder={t("form.requestPlaceholder")} maxLength={FIELD_LIMITS.text} {...controlStyles} />
        </FormField>
        <FormProblems problems={problems} />
        <Button type="submit" size="lg" alignSelf="flex-start" aria-disabled={sending || undefined}>
          {t("contact.submit")}
        </Button>
      </Stack>
    </chakra.form>
  )
}
