import * as React from "react"
import { chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { CloseIcon } from "../ui/icons/close-icon"
import { FormField, controlStyles } from "../ui/form-field"
import { ContactFields, type ContactLabels } from "../ui/contact-fields"
import { FormEnvelope } from "../ui/form-envelope"
import { FormProblems } from "../ui/form-status"
import { InquiryReceived } from "./inquiry-received"
import { InquirySent } from "./inquiry-sent"
import { useTranslation } from "../../hooks/use-translation"
import { useInquiryForm } from "../../hooks/use-inquiry-form"
import { FIELD_LIMITS, INQUIRY_ENDPOINT } from "../../lib/form-fields"
import { fill } from "../../lib/format"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

/** The experience a Book Now link asks about. */
export interface BookedExperience {
  slug: string
  name: string
}

interface PlanTripDialogProps {
  /** The experience asked about; null keeps the dialog closed. */
  experience: BookedExperience | null
  onClose: () => void
}

type View =
  | { kind: "form" }
  | { kind: "sent"; reference: string }
  | { kind: "fallback"; fields: Readonly<Record<string, FormDataEntryValue>>; serverMessage: string }

/**
 * The Plan Your Trip modal: a native <dialog> shown with showModal(), so the page behind is inert,
 * focus stays inside and Escape closes it. Sending shows the reference in the dialog; when the server cannot be
 * reached, the e-mail to send instead, above the form with every field kept.
 */
export function PlanTripDialog({ experience, onClose }: PlanTripDialogProps) {
  useStaticRegionGuard("PlanTripDialog")
  const { t } = useTranslation()
  const ref = React.useRef<HTMLDialogElement>(null)
  const closeDialog = React.useCallback(() => ref.current?.close(), [])
  const [view, setView] = React.useState<View>({ kind: "form" })
  // The experience the form's submission key was made for: a new one for another experience
  const keyFor = React.useRef<string | null>(null)
  const { labels, errors, problems, sending, formProps, resetErrors, restart } = useInquiryForm({
    extend: (fields) => {
      console.log("Plan Your Trip inquiry:", experience?.name)
      return fields
    },
    onSent: (reference, form) => {
      form.reset()
      setView({ kind: "sent", reference })
    },
    onUnreachable: (serverMessage, fields) => setView({ kind: "fallback", fields, serverMessage }),
  })

  React.useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (experience && !dialog.open) {
      if (keyFor.current !== experience.slug) restart()
      keyFor.current = experience.slug
      dialog.showModal()
    }
    if (!experience && dialog.open) dialog.close()
  }, [experience, restart])

  // A native modal lets Tab leave for the browser's own controls; keep it cycling inside the dialog
  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return
    // (not the hidden fields, nor the honeypot, which is out of the tab order)
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("button, input, textarea, select, a[href]")).filter(
      (el) => !el.hasAttribute("disabled") && el.tabIndex >= 0 && el.getClientRects().length > 0,
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
        setView({ kind: "form" })
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
      css={backdropStyle}
    >
      <Stack p={{ base: "6", md: "8" }} gap="5">
        <PlanTripHeader onClose={closeDialog} />
        <Text id="plan-trip-intro" color="fg.muted">
          {fill(t("planTrip.intro"), { name: experience?.name ?? "" })}
        </Text>
        {view.kind === "sent" ? (
          <InquiryReceived reference={view.reference} headingAs="h3" takeFocus>
            <Button variant="outline" mt="5" onClick={closeDialog}>
              {t("planTrip.close")}
            </Button>
          </InquiryReceived>
        ) : (
          <>
            {view.kind === "fallback" && (
              <InquirySent
                fields={view.fields}
                extra={{ experience: experience?.name ?? "" }}
                serverMessage={view.serverMessage}
                headingAs="h3"
              />
            )}
            <form method="post" action={INQUIRY_ENDPOINT} {...formProps}>
              <FormEnvelope form="plan-trip" page={window.location.pathname} />
              {experience && <input type="hidden" name="experience" value={experience.slug} />}
              <PlanTripFields labels={labels} errors={errors} problems={problems} sending={sending} />
            </form>
          </>
        )}
      </Stack>
    </chakra.dialog>
  )
}

const backdropStyle = { "&::backdrop": { background: "{colors.bg.scrim}" } } as const

/*
 * The title and the fields are the same whichever experience the dialog is opened for, so they are memoized: a Book Now
 * tap draws only the intro and the hidden field again (on a phone, 4x CPU, the tap's processing was 39-66 ms while it
 * drew the whole dialog).
 */

const PlanTripHeader = React.memo(function PlanTripHeader({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Flex justify="space-between" align="flex-start" gap="4">
      <Heading as="h2" size="md" id="plan-trip-title">
        {t("planTrip.title")}
      </Heading>
      <Button variant="ghost" size="icon" aria-label={t("planTrip.close")} onClick={onClose}>
        <CloseIcon />
      </Button>
    </Flex>
  )
})

interface PlanTripFieldsProps {
  labels: ContactLabels
  errors: Readonly<Record<string, string>>
  problems: readonly string[]
  sending: boolean
}

const PlanTripFields = React.memo(function PlanTripFields({ labels, errors, problems, sending }: PlanTripFieldsProps) {
  const { t } = useTranslation()
  return (
    <Stack gap="4">
      <ContactFields labels={labels} errors={errors} />
      <FormField id="request" label={t("planTrip.request")} error={errors.request}>
        <chakra.textarea rows={4} placeholder={t("form.requestPlaceholder")} maxLength={FIELD_LIMITS.text} {...controlStyles} />
      </FormField>
      <FormProblems problems={problems} />
      <Button type="submit" variant="solid" size="lg" aria-disabled={sending || undefined}>
        {t("planTrip.submit")}
      </Button>
    </Stack>
  )
})
