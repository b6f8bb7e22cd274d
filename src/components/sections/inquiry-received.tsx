import * as React from "react"
import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Heading } from "../ui/heading"
import { ExternalLink } from "../ui/external-link"
import { PhoneIcon } from "../ui/icons/phone-icon"
import { WhatsAppIcon } from "../ui/icons/whatsapp-icon"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { whatsappUrl } from "../../lib/whatsapp"

interface InquiryReceivedProps {
  /**
   * The inquiry's reference. The page a form sent without script lands on (/inquiry/received) is built with none:
   * the server fills it into the element with `data-inquiry-reference`, and the sentence is hidden while it is empty.
   */
  reference: string
  /** Its heading's level: h2 in place of a form, h3 in the dialog, h1 as a page of its own. */
  headingAs?: "h1" | "h2" | "h3"
  /** Shown in place of the form that was sent: its heading takes focus, so the confirmation is read out. */
  takeFocus?: boolean
  /** What the visitor can do next (another inquiry, close the dialog, the home page). */
  children?: React.ReactNode
}

/** The sentence with the reference, split around {reference}: the reference its own element (the server fills it in). */
const referenceParts = (text: string): [string, string] => {
  const [before = "", ...after] = text.split("{reference}")
  return [before, after.join("{reference}")]
}

/**
 * An inquiry the server has stored: its reference, when we reply (24 hours on business days), and the phone and
 * WhatsApp for anything urgent meanwhile.
 */
export function InquiryReceived({ reference, headingAs = "h2", takeFocus = false, children }: InquiryReceivedProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  const [before, after] = referenceParts(t("inquiry.reference"))

  React.useEffect(() => {
    if (takeFocus) headingRef.current?.focus()
  }, [takeFocus])

  return (
    <Box layerStyle="panel" p={{ base: "6", md: "8" }} data-inquiry-received="">
      <Heading as={headingAs} size={headingAs === "h1" ? "xl" : "md"} ref={headingRef} tabIndex={-1}>
        {t("inquiry.receivedTitle")}
      </Heading>
      {/* hidden while the reference is empty (src/theme/forms.css) */}
      <Text mt="4" fontSize="lg" data-reference-line="">
        {before}
        <strong data-inquiry-reference="">{reference}</strong>
        {after}
      </Text>
      <Text mt="3">{t("inquiry.replyPromise")}</Text>
      <Text mt="5" color="fg.muted">
        {t("inquiry.urgent")}
      </Text>
      <Stack as="ul" listStyle="none" gap="2" mt="2">
        <Flex as="li" align="center" gap="2">
          <PhoneIcon />
          <chakra.span srOnly>{t("footer.phone")}: </chakra.span>
          {/* No-break spaces keep the number on one line */}
          <chakra.a href={`tel:${company.phone.replace(/\s+/g, "")}`}>{company.phone.replace(/ /g, "\u00a0")}</chakra.a>
        </Flex>
        <Flex as="li" align="center" gap="2">
          <WhatsAppIcon />
          <ExternalLink href={whatsappUrl(company.whatsappNumber, "")} label={`${t("contact.whatsapp")} +${company.whatsappNumber}`}>
            {t("contact.whatsapp")} +{company.whatsappNumber}
          </ExternalLink>
        </Flex>
      </Stack>
      {children}
    </Box>
  )
}
