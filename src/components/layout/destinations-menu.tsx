import * as React from "react"
import { Box, chakra } from "@chakra-ui/react"
import { SiteLink } from "../ui/link"
import { ChevronDownIcon } from "../ui/icons/chevron-down-icon"
import { useHoverMenu } from "../../hooks/use-hover-menu"
import { useTranslation } from "../../hooks/use-translation"
import type { NavDestination } from "../../hooks/use-nav-destinations"
import { MENU_CLOSE_GRACE_MS, MENU_OPEN_DELAY_MS } from "../../lib/constants"
import { navLinkStyles } from "./nav-link-styles"
import { sitePages } from "../../lib/site-pages"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

interface DestinationsMenuProps {
  destinations: ReadonlyArray<NavDestination>
}

const PANEL_ID = "destinations-menu"

/**
 * A disclosure (button + list of links): opens on hover after a short delay, by click, or by
 * ArrowDown; Escape closes it and returns focus to the button.
 */
export function DestinationsMenu({ destinations }: DestinationsMenuProps) {
  useStaticRegionGuard("DestinationsMenu")
  const { t } = useTranslation()
  const { open, setOpen, pointerHandlers } = useHoverMenu({ openDelay: MENU_OPEN_DELAY_MS, closeDelay: MENU_CLOSE_GRACE_MS })
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const panelRef = React.useRef<HTMLDivElement>(null)

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])
  const focusLink = (index: number) => {
    const all = links()
    all[(index + all.length) % all.length]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
      return
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return
    event.preventDefault()
    const current = links().indexOf(document.activeElement as HTMLAnchorElement)
    if (!open) setOpen(true)
    // The panel renders on open; move focus once it is in the DOM
    const step = event.key === "ArrowDown" ? 1 : -1
    requestAnimationFrame(() => focusLink(current === -1 ? (step === 1 ? 0 : -1) : current + step))
  }

  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <Box as="li" position="relative" data-nav-dropdown="" onKeyDown={onKeyDown} onBlur={onBlur} {...pointerHandlers}>
      <chakra.button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        {...navLinkStyles}
        display="inline-flex"
        alignItems="center"
        gap="1"
        bg="transparent"
        cursor="pointer"
      >
        {t("nav.destinations")}
        <ChevronDownIcon transform={open ? "rotate(180deg)" : undefined} transition="transform 0.2s" />
      </chakra.button>
      <Box ref={panelRef} id={PANEL_ID} hidden={!open} data-nav-panel="" position="absolute" top="100%" left="-4" pt="2" minW="60">
        <Box as="ul" listStyle="none" bg="bg.panel" borderRadius="lg" boxShadow="lg" borderWidth="1px" borderColor="border" py="2">
          <li>
            <SiteLink to="/destinations" onClick={() => setOpen(false)} {...menuItemStyles} fontWeight="600">
              {t("nav.allDestinations")}
            </SiteLink>
          </li>
          {destinations.map((destination) => (
            <li key={destination.slug}>
              <SiteLink to={`/destinations/${destination.slug}`} onClick={() => setOpen(false)} {...menuItemStyles}>
                {destination.name}
              </SiteLink>
            </li>
          ))}
          <Box as="li" borderTopWidth="1px" borderColor="border" mt="2" pt="2">
            <SiteLink to={sitePages.whenToGo.path} onClick={() => setOpen(false)} {...menuItemStyles} fontWeight="600">
              {t("nav.whenToGo")}
            </SiteLink>
          </Box>
        </Box>
      </Box>
    </Box>
  )
}

const menuItemStyles = {
  display: "block",
  px: "4",
  py: "2",
  color: "fg",
  textDecoration: "none",
  _hover: { bg: "bg.subtle" },
  _focusVisible: { bg: "bg.subtle", outlineOffset: "-3px" },
} as const
