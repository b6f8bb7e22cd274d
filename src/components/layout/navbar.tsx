import * as React from "react"
import { Box, chakra, Flex } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Button } from "../ui/button"
import { LanguageSwitcher } from "./language-switcher"
import { SiteLink } from "../ui/link"
import { DestinationsMenu } from "./destinations-menu"
import { MobileMenu } from "./mobile-menu"
import { navLinkStyles } from "./nav-link-styles"
import { menuItems } from "../../lib/site-pages"
import { useScrolled } from "../../hooks/use-scrolled"
import { useTranslation } from "../../hooks/use-translation"
import { useNavDestinations } from "../../hooks/use-nav-destinations"
import { useCompany } from "../../hooks/use-company"
import { NAV_SCROLL_THRESHOLD_PX } from "../../lib/constants"

interface NavbarProps {
  /** Extra controls placed before the Contact button (search, trip count). */
  actions?: React.ReactNode
}

/** The fixed top bar; it gains a shadow once the page has scrolled past the threshold. */
export function Navbar({ actions }: NavbarProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const destinations = useNavDestinations()
  const scrolled = useScrolled(NAV_SCROLL_THRESHOLD_PX)
  const [home, ...rest] = menuItems("desktop")

  return (
    <chakra.header
      position="fixed"
      top="0"
      left="0"
      right="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor={scrolled ? "transparent" : "border"}
      boxShadow={scrolled ? "0 6px 24px {colors.brand.ink/12}" : "none"}
      transition="box-shadow 0.2s"
      data-scrolled={scrolled ? "true" : "false"}
    >
      <Container display="flex" alignItems="center" justifyContent="space-between" h="var(--nav-height)" gap="4">
        <SiteLink
          to="/"
          aria-label={t("nav.homeLink")}
          textDecoration="none"
          color="fg"
          display="flex"
          flexDirection="column"
          lineHeight="1"
        >
          <chakra.span fontFamily="heading" fontSize={{ base: "xl", md: "2xl" }} fontWeight="600" letterSpacing="0.02em">
            {company.name}
          </chakra.span>
        </SiteLink>
        <chakra.nav aria-label={t("nav.label")} display="flex" alignItems="center" gap="2">
          <Flex as="ul" listStyle="none" display={{ base: "none", lg: "flex" }} alignItems="center" gap="1">
            {home && (
              <li>
                <SiteLink to={home.to} {...navLinkStyles}>
                  {t(home.labelKey)}
                </SiteLink>
              </li>
            )}
            {rest.slice(0, 1).map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} {...navLinkStyles}>
                  {t(item.labelKey)}
                </SiteLink>
              </li>
            ))}
            <DestinationsMenu destinations={destinations} />
            {rest.slice(1).map((item) => (
              <li key={item.to}>
                <SiteLink to={item.to} {...navLinkStyles}>
                  {t(item.labelKey)}
                </SiteLink>
              </li>
            ))}
          </Flex>
          <LanguageSwitcher compact linkProps={navLinkStyles} />
          {actions}
          {/* The trade's page sits by Contact; below xl the bar has no room for it (the footer and the mobile menu link it) */}
          <Box display={{ base: "none", xl: "block" }}>
            <SiteLink to="/partners" {...navLinkStyles}>
              {t("nav.partners")}
            </SiteLink>
          </Box>
          <Box display={{ base: "none", lg: "block" }}>
            <Button asChild variant="solid" size="sm">
              <SiteLink to="/contact">{t("nav.contact")}</SiteLink>
            </Button>
          </Box>
          <MobileMenu items={menuItems("mobile")} destinations={destinations} />
        </chakra.nav>
      </Container>
    </chakra.header>
  )
}
