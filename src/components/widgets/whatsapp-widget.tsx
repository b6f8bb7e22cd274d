import * as React from "react"
import { Box, chakra, Stack, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { CloseIcon } from "../ui/icons/close-icon"
import { WhatsAppIcon } from "../ui/icons/whatsapp-icon"
import { useTranslation } from "../../hooks/use-translation"
import { useCompany } from "../../hooks/use-company"
import { useWhatsappMessages } from "../../hooks/use-whatsapp-messages"
import { whatsappUrl } from "../../lib/whatsapp"
import { useTogglePanel } from "../../hooks/use-toggle-panel"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

const PANEL_ID = "whatsapp-panel"

/**
 * A round button that toggles a panel of prefilled messages. Each message is a real link to the
 * chat (new tab, noopener), so it works even where scripted pop-ups are blocked. It is in the page's
 * HTML: before hydration (and without JavaScript) the panel opens while the button has focus
 * (src/theme/before-hydration.css).
 */
export function WhatsappWidget() {
  useStaticRegionGuard("WhatsappWidget")
  const { t } = useTranslation()
  const company = useCompany()
  const { presets, generic } = useWhatsappMessages()
  const { open, setOpen, toggleRef, onKeyDown } = useTogglePanel()
  const messages = [...presets, { slug: "generic", ...generic }]

  return (
    <Box
      position="fixed"
      right={{ base: "4", md: "6" }}
      bottom={{ base: "4", md: "6" }}
      zIndex="overlay"
      onKeyDown={onKeyDown}
      data-whatsapp-widget=""
    >
      <chakra.section
        id={PANEL_ID}
        hidden={!open}
        data-whatsapp-panel=""
        aria-labelledby="whatsapp-title"
        position="absolute"
        right="0"
        bottom="calc(100% + 12px)"
        w="min(20rem, calc(100vw - 2rem))"
        bg="bg.panel"
        borderRadius="xl"
        boxShadow="2xl"
        borderWidth="1px"
        borderColor="border"
        p="5"
      >
        <Text id="whatsapp-title" fontFamily="heading" fontSize="xl" fontWeight="600">
          {t("whatsapp.title")}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t("whatsapp.text")}
        </Text>
        <Stack as="ul" listStyle="none" gap="2" mt="4">
          {messages.map((message) => (
            <li key={message.slug ?? message.label}>
              <chakra.a
                href={whatsappUrl(company.whatsappNumber, message.message)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => setOpen(false)}
                display="block"
                px="4"
                py="2.5"
                borderRadius="md"
                bg="bg.subtle"
                color="fg"
                textDecoration="none"
                fontSize="sm"
                fontWeight="500"
                _hover={{ bg: "brand.ivoryDeep" }}
              >
                {message.label}
              </chakra.a>
            </li>
          ))}
        </Stack>
      </chakra.section>
      <Button
        ref={toggleRef}
        aria-label={open ? t("whatsapp.close") : t("whatsapp.open")}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        size="icon"
        w="14"
        h="14"
        borderRadius="full"
        bg="whatsapp"
        color="white"
        boxShadow="xl"
        _hover={{ bg: "whatsapp.hover" }}
        fontSize="2xl"
      >
        {open ? <CloseIcon /> : <WhatsAppIcon />}
      </Button>
    </Box>
  )
}
