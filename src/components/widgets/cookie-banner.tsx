import * as React from "react"
import { Box, chakra, Flex, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { CloseIcon } from "../ui/icons/close-icon"
import { SiteLink } from "../ui/link"
import { useTranslation } from "../../hooks/use-translation"
import { browserStorage, readConsent, writeConsent } from "../../lib/consent-storage"
import { COOKIE_BANNER_DELAY_MS } from "../../lib/constants"

// The toaster (Ark UI's toast machines) is only needed once the visitor answers
const SiteToaster = React.lazy(() => import("./site-toaster").then((module) => ({ default: module.SiteToaster })))

interface CookieBannerProps {
  /** Called with the visitor's answer (and, on load, with a stored one). */
  onConsent: (accepted: boolean) => void
  /** Told when the banner shows and hides, so other floating controls can keep clear of it. */
  onVisibleChange: (visible: boolean) => void
}

/**
 * Asks once for consent, about a second after load, when no answer is stored. Both choices have
 * the same weight; the close icon hides the banner for the rest of the visit without storing anything.
 *
 * The banner is in every page's HTML, hidden, so showing it only unhides it: rendered when it was
 * due, it inserted its styles then and took a 90 ms task with a 4x CPU slowdown, on every first visit.
 * Without JavaScript it stays hidden (there are no analytics to consent to).
 *
 * It is part of the layout that persists across navigations (gatsby-browser wrapPageElement), so once
 * closed with the icon it stays away on every page until the site is loaded again, storing nothing, and
 * a toast still showing follows the visitor to the next page.
 */
export function CookieBanner({ onConsent, onVisibleChange }: CookieBannerProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = React.useState(false)
  const [answered, setAnswered] = React.useState(false)

  React.useEffect(() => {
    const stored = readConsent(browserStorage)
    if (stored !== null) {
      onConsent(stored)
      return
    }
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [onConsent])

  React.useEffect(() => onVisibleChange(visible), [visible, onVisibleChange])

  const close = () => setVisible(false)

  const answer = (accepted: boolean) => {
    writeConsent(browserStorage, accepted)
    setVisible(false)
    setAnswered(true)
    onConsent(accepted)
    void import("./site-toaster").then(({ toaster }) =>
      toaster.create(
        accepted
          ? { title: t("cookies.acceptedTitle"), description: t("cookies.acceptedText"), type: "success" }
          : { title: t("cookies.declinedTitle"), description: t("cookies.declinedText"), type: "info" },
      ),
    )
  }

  return (
    <>
      {answered && (
        <React.Suspense fallback={null}>
          <SiteToaster />
        </React.Suspense>
      )}
      <chakra.section
        hidden={!visible}
        aria-label={t("cookies.label")}
        position="fixed"
        insetX={{ base: "0", md: "6" }}
        bottom={{ base: "0", md: "6" }}
        zIndex="banner"
        maxW={{ md: "xl" }}
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius={{ base: "0", md: "xl" }}
        boxShadow="2xl"
        p={{ base: "5", md: "6" }}
        data-cookie-banner=""
      >
        <Flex justify="space-between" align="flex-start" gap="3">
          <Text fontFamily="heading" fontSize="xl" fontWeight="600">
            {t("cookies.title")}
          </Text>
          <Button variant="ghost" size="icon" aria-label={t("cookies.close")} onClick={close} mt="-2" mr="-2">
            <CloseIcon />
          </Button>
        </Flex>
        {/* Two short paragraphs rather than one block: on a page whose first screen is short text
              (/contact on a phone), one block was the largest paint, so the page's LCP was this banner's
              arrival a second after load (3.8 s in Lighthouse) instead of the page's own text (1.7 s) */}
        <Text mt="2" fontSize="sm" color="fg.muted">
          {t("cookies.text")}
        </Text>
        <Text mt="1" fontSize="sm" color="fg.muted">
          {t("cookies.change")}{" "}
          <SiteLink to="/privacy" color="fg" textDecoration="underline">
            {t("cookies.privacy")}
          </SiteLink>
        </Text>
        {/* Two equal columns whatever the labels' length ("Alle akzeptieren"): a long label wraps inside its button */}
        <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="3" mt="4">
          <Button variant="solid" onClick={() => answer(true)} px="3" h="auto" minH="10" py="2" whiteSpace="normal">
            {t("cookies.accept")}
          </Button>
          <Button variant="solid" onClick={() => answer(false)} px="3" h="auto" minH="10" py="2" whiteSpace="normal">
            {t("cookies.essential")}
          </Button>
        </Box>
      </chakra.section>
    </>
  )
}
