import * as React from "react"
import { chakra, Grid } from "@chakra-ui/react"
import { FormField, controlStyles } from "./form-field"
import { FIELD_LIMITS } from "../../lib/form-fields"

/** The labels of the fields every inquiry form starts with (useInquiryForm gives them and names them in its messages). */
export interface ContactLabels {
  firstName: string
  lastName: string
  email: string
}

interface ContactFieldsProps {
  labels: ContactLabels
  errors: Readonly<Record<string, string>>
}

/** First name and last name side by side, then e-mail: all three required, as in every inquiry form of the site. */
export function ContactFields({ labels, errors }: ContactFieldsProps) {
  return (
    <>
      <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
        <FormField id="firstName" label={labels.firstName} required error={errors.firstName}>
          <chakra.input type="text" autoComplete="given-name" maxLength={FIELD_LIMITS.name} {...controlStyles} />
        </FormField>
        <FormField id="lastName" label={labels.lastName} required error={errors.lastName}>
          <chakra.input type="text" autoComplete="family-name" maxLength={FIELD_LIMITS.name} {...controlStyles} />
        </FormField>
      </Grid>
      <FormField id="email" label={labels.email} required error={errors.email}>
        <chakra.input type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} {...controlStyles} />
      </FormField>
    </>
  )
}
