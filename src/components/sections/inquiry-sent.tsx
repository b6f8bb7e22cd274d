import * as React from "react"
import { Box, chakra, Flex, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { CopyIcon } from "../ui/icons/copy-icon"
import { MailIcon } from "../ui/icons/mail-icon"
import { WhatsAppIcon } from "../ui/icons/whatsapp-icon"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { useInquiryLabels } from "../../hooks/use-inquiry-labels"
import { whatsappUrl } from "../../lib/whatsapp"
import { composeInquiry, type Inquiry } from "../../lib/inquiry"

interface InquirySentProps {
  /** The form's fields as the visitor filled them in (by name): composed here into the e-mail the spec's mailto: writes. */
  fields: Readonly<Record<string, FormDataEntryValue>>
  /** What the form does not hold itself: the experience's name, My trip's items. */
  extra?: Partial<Inquiry>
  /** What the server said, when it answered that it cannot take the form now (in the page's language). */
  serverMessage?: string
  /** h2 beside a page's form, h3 in the dialog. */
  headingAs?: "h2" | "h3"
}

/**
 * When the form could not reach the server (a host without it, the network): the message composed for the
 * visitor to send another way, by e-mail (the mailto: with the spec's subject), copied, or on WhatsApp. The form
 * stays below it with every field, to be sent again. Shown whole (it is at most MAX_BODY_LENGTH characters): a
 * scrolling box would need to be focusable for keyboard users (a long trip fills it).
 */
export function InquirySent({ fields, extra, serverMessage = "", headingAs = "h2" }: InquirySentProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const field = (name: string) => String(fields[name] ?? "")
  const inquiry: Inquiry = {
    firstName: field("firstName"),
    lastName: field("lastName"),
    email: field("email"),
    // the contact form's requirements, the dialog's request, My trip's message
    request: field("requirements") || field("request") || field("message"),
    company: field("company"),
    destination: field("destination"),
    travellers: field("travellers"),
    dates: field("dates"),
    budget: field("budget"),
    ...extra,
  }
  const message = composeInquiry(inquiry, company.email, useInquiryLabels())
  const [copied, setCopied] = React.useState(false)
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  const text = `${message.subject}\n\n${message.body}`

  // Shown again for a second failure: read out again
  React.useEffect(() => headingRef.current?.focus(), [fields])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      // Clipboard refused (permissions, insecure context): select the text so the visitor can copy it
      const pre = document.getElementById("inquiry-text")
      if (pre) window.getSelection()?.selectAllChildren(pre)
    }
  }

  return (
    <Box layerStyle="panel" p={{ base: "6", md: "8" }} data-inquiry-fallback="">
      <Heading as={headingAs} size="md" ref={headingRef} tabIndex={-1}>
        {t("inquiry.fallbackTitle")}
      </Heading>
      {serverMessage && <Text mt="3">{serverMessage}</Text>}
      <Text mt="3" color="fg.muted">
        {t("inquiry.fallbackText")}
      </Text>
      <chakra.pre
        id="inquiry-text"
        mt="4"
        p="4"
        bg="bg.subtle"
        borderRadius="md"
        fontSize="sm"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        fontFamily="body"
      >
        {text}
      </chakra.pre>
      <Flex mt="5" gap="3" wrap="wrap">
        <Button asChild variant="solid">
          <a href={message.mailto}>
            <MailIcon />
            {t("contact.openMail")}
          </a>
        </Button>
        <Button variant="outline" onClick={copy}>
          <CopyIcon />
          {t("contact.copy")}
        </Button>
        <Button asChild variant="outline">
          <a href={whatsappUrl(company.whatsappNumber, text)} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon />
            {t("contact.sendWhatsapp")}
          </a>
        </Button>
      </Flex>
      <Text mt="3" aria-live="polite" fontSize="sm" color="fg.accent" minH="5">
        {copied ? t("contact.copied") : ""}
      </Text>
      <Text mt="2" fontSize="sm">
        {t("contact.sendTo")} <chakra.a href={`mailto:${company.email}`}>{company.email}</chakra.a>
      </Text>
    </Box>
  )
}
