import * as React from "react"
import { chakra, Grid, Stack } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { FormField, controlStyles } from "../ui/form-field"
import { ContactFields } from "../ui/contact-fields"
import { useTranslation } from "../../hooks/use-translation"
import { useInquiryForm } from "../../hooks/use-inquiry-form"
import type { Inquiry } from "../../lib/inquiry"
import { fill } from "../../lib/format"

interface InquiryFormProps {
  destinations: ReadonlyArray<{ slug: string; name: string }>
  /** The experience the visitor came to book (/contact?interest=<slug>), named in the form and the message. */
  experience?: string
  onSubmit: (inquiry: Inquiry) => void
}

/** The contact page's trip inquiry: name and e-mail required, trade fields optional. */
export function InquiryForm({ destinations, experience, onSubmit }: InquiryFormProps) {
  const { t } = useTranslation()
  const { labels, errors, formProps } = useInquiryForm((value) =>
    onSubmit({
      firstName: value("firstName"),
      lastName: value("lastName"),
      email: value("email"),
      request: value("requirements"),
      company: value("company"),
      destination: value("destination"),
      travellers: value("travellers"),
      dates: value("dates"),
      budget: value("budget"),
      experience,
    }),
  )

  return (
    <chakra.form {...formProps} aria-labelledby="inquiry-title">
      <Stack gap="5">
        <Heading as="h2" size="md" id="inquiry-title">
          {t("contact.formTitle")}
        </Heading>
        {experience && (
          <chakra.p color="fg.muted" data-inquiry-experience="">
            {fill(t("planTrip.intro"), { name: experience })}
          </chakra.p>
        )}
        <ContactFields labels={labels} errors={errors} />
        <chakra.fieldset borderWidth="1px" borderColor="border" borderRadius="lg" p="5">
          <chakra.legend px="2" fontSize="sm" fontWeight="600">
            {t("contact.tradeTitle")}
          </chakra.legend>
          <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
            <FormField id="company" label={t("contact.company")}>
              <chakra.input type="text" autoComplete="organization" {...controlStyles} />
            </FormField>
            <FormField id="destination" label={t("contact.destination")}>
              <chakra.select {...controlStyles}>
                <option value="">{t("contact.anyDestination")}</option>
                {destinations.map((destination) => (
                  <option key={destination.slug} value={destination.name}>
                    {destination.name}
                  </option>
                ))}
              </chakra.select>
            </FormField>
            <FormField id="travellers" label={t("contact.travellers")}>
              <chakra.input type="text" inputMode="numeric" {...controlStyles} />
            </FormField>
            <FormField id="dates" label={t("contact.dates")}>
              <chakra.input type="text" {...controlStyles} />
            </FormField>
            <FormField id="budget" label={t("contact.budget")}>
              <chakra.input type="text" {...controlStyles} />
            </FormField>
          </Grid>
        </chakra.fieldset>
        <FormField id="requirements" label={t("contact.requirements")}>
          <chakra.textarea rows={5} placeholder={t("form.requestPlaceholder")} {...controlStyles} />
        </FormField>
        <Button type="submit" size="lg" alignSelf="flex-start">
          {t("contact.submit")}
        </Button>
      </Stack>
    </chakra.form>
  )
}
