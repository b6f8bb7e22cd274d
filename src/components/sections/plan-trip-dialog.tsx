import * as React from "react"
import { chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { CloseIcon } from "../ui/icons"
import { FormField, controlStyles } from "../ui/form-field"
import { ContactFields } from "../ui/contact-fields"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { useInquiryLabels } from "../../hooks/use-inquiry-labels"
import { useInquiryForm } from "../../hooks/use-inquiry-form"
import { composeInquiry } from "../../lib/inquiry"
import { openUrl } from "../../lib/open-url"
import { fill } from "../../lib/format"

interface PlanTripDialogProps {
  /** The experience asked about; null keeps the dialog closed. */
  experience: string | null
  onClose: () => void
}

/**
 * The Plan Your Trip modal: a native <dialog> shown with showModal(), so the page behind is inert,
 * focus stays inside and Escape closes it. Submitting composes the inquiry e-mail and closes.
 */
export function PlanTripDialog({ experience, onClose }: PlanTripDialogProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const inquiryLabels = useInquiryLabels()
  const ref = React.useRef<HTMLDialogElement>(null)
  const { labels, errors, formProps, resetErrors } = useInquiryForm((value, form) => {
    console.log("Plan Your Trip inquiry:", experience)
    const { mailto } = composeInquiry(
      {
        firstName: value("firstName"),
        lastName: value("lastName"),
        email: value("email"),
        request: value("request"),
        experience: experience ?? "",
      },
      company.email,
      inquiryLabels,
    )
    openUrl(mailto)
    form.reset()
    resetErrors()
    onClose()
  })

  React.useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (experience && !dialog.open) dialog.showModal()
    if (!experience && dialog.open) dialog.close()
  }, [experience])

  // A native modal lets Tab leave for the browser's own controls; keep it cycling inside the dialog
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button, input, textarea, select, a[href]")).filter(
      (el) => !el.hasAttribute("disabled"),
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby="plan-trip-title"
      aria-describedby="plan-trip-intro"
      onKeyDown={onKeyDown}
      onClose={() => {
        resetErrors()
        onClose()
      }}
      p="0"
      border="none"
      borderRadius="xl"
      bg="bg.panel"
      color="fg"
      w="min(36rem, calc(100vw - 2rem))"
      maxH="calc(100dvh - 2rem)"
      boxShadow="2xl"
      css={{ "&::backdrop": { background: "{colors.bg.scrim}" } }}
    >
      <Stack p={{ base: "6", md: "8" }} gap="5">
        <Flex justify="space-between" align="flex-start" gap="4">
          <Heading as="h2" size="md" id="plan-trip-title">
            {t("planTrip.title")}
          </Heading>
          <Button variant="ghost" size="icon" aria-label={t("planTrip.close")} onClick={() => ref.current?.close()}>
            <CloseIcon />
          </Button>
        </Flex>
        <Text id="plan-trip-intro" color="fg.muted">
          {fill(t("planTrip.intro"), { name: experience ?? "" })}
        </Text>
        <form {...formProps}>
          <Stack gap="4">
            <ContactFields labels={labels} errors={errors} />
            <FormField id="request" label={t("planTrip.request")}>
              <chakra.textarea rows={4} placeholder={t("form.requestPlaceholder")} {...controlStyles} />
            </FormField>
            <Button type="submit" variant="solid" size="lg">
              {t("planTrip.submit")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </chakra.dialog>
  )
}
