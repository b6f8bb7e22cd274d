import * as React from "react"
import { Box } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { SiteLink } from "../ui/link"
import { CloseIcon } from "../ui/icons/close-icon"
import { MenuIcon } from "../ui/icons/menu-icon"
import { useTranslation } from "../../hooks/use-translation"
import type { NavDestination } from "../../hooks/use-nav-destinations"
import type { NavItem } from "../../lib/site-pages"
import { useTogglePanel } from "../../hooks/use-toggle-panel"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

interface MobileMenuProps {
  items: ReadonlyArray<NavItem>
  destinations: ReadonlyArray<NavDestination>
}

const PANEL_ID = "mobile-menu"

/** The small-screen menu: a toggle and a panel with every link, destinations indented. */
export function MobileMenu({ items, destinations }: MobileMenuProps) {
  useStaticRegionGuard("MobileMenu")
  const { t } = useTranslation()
  const { open, setOpen, toggleRef, onKeyDown } = useTogglePanel()
  const close = () => setOpen(false)

  return (
    <Box display={{ base: "block", lg: "none" }} onKeyDown={onKeyDown} data-mobile-nav="">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </Button>
      <Box
        id={PANEL_ID}
        hidden={!open}
        data-mobile-panel=""
        position="absolute"
        top="100%"
        left="0"
        right="0"
        bg="bg"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="lg"
        maxH="calc(100dvh - var(--nav-height))"
        overflowY="auto"
      >
        <Box as="ul" listStyle="none" px="5" py="4">
          {items.map((item) => (
            <li key={item.to}>
              <SiteLink to={item.to} onClick={close} {...itemStyles}>
                {t(item.labelKey)}
              </SiteLink>
              {item.to === "/destinations" && (
                <Box as="ul" listStyle="none" pl="5" borderLeftWidth="1px" borderColor="border" ml="1" mb="2">
                  {destinations.map((destination) => (
                    <li key={destination.slug}>
                      <SiteLink to={`/destinations/${destination.slug}`} onClick={close} {...itemStyles} py="2" fontSize="md">
                        {destination.name}
                      </SiteLink>
                    </li>
                  ))}
                </Box>
              )}
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

const itemStyles = {
  display: "block",
  py: "3",
  fontSize: "lg",
  color: "fg",
  textDecoration: "none",
  "&[aria-current=page]": { color: "fg.accent", fontWeight: "600" },
} as const
