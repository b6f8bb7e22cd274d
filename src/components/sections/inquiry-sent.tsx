import * as React from "react"
import { Box, chakra, Flex, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { CopyIcon, MailIcon, WhatsAppIcon } from "../ui/icons"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { whatsappUrl } from "../../lib/whatsapp"
import type { ComposedInquiry } from "../../lib/inquiry"

interface InquirySentProps {
  message: ComposedInquiry
  onReset: () => void
}

/**
 * After submitting: the composed message, for visitors whose mail app did not open. Shown whole (it is at most
 * MAX_BODY_LENGTH characters): a scrolling box would need to be focusable for keyboard users (a long trip fills it).
 */
export function InquirySent({ message, onReset }: InquirySentProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const [copied, setCopied] = React.useState(false)
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  const text = `${message.subject}\n\n${message.body}`

  React.useEffect(() => headingRef.current?.focus(), [])

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
    <Box layerStyle="panel" p={{ base: "6", md: "8" }}>
      <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
        {t("contact.sentTitle")}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t("contact.sentText")}
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
      <Button variant="ghost" size="sm" mt="4" onClick={onReset}>
        {t("contact.newInquiry")}
      </Button>
    </Box>
  )
}
