import * as React from "react"
import { Box, Flex, Text } from "@chakra-ui/react"
import { useCompany } from "../../hooks/use-company"
import { useSiteUrl } from "../../hooks/use-site-url"
import { useTranslation } from "../../hooks/use-translation"

interface TripPrintBrandProps {
  /** The agent chose "Hide our branding": the printout carries neither our name nor our contact details. */
  hidden: boolean
}

/** Our name and contact details at the top of the printed itinerary (the site's header and footer are not printed). */
export function TripPrintBrand({ hidden }: TripPrintBrandProps) {
  const { t } = useTranslation()
  const company = useCompany()
  const siteUrl = useSiteUrl()
  return (
    <Box
      display="none"
      _print={{ display: hidden ? "none" : "block" }}
      mb="6"
      pb="3"
      borderBottomWidth="1px"
      borderColor="fg"
      data-print-branding=""
    >
      <Flex justify="space-between" align="flex-end" gap="6">
        <Box>
          <Text fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1.1">
            {company.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {company.tagline}
          </Text>
        </Box>
        <Box fontSize="xs" textAlign="end">
          <Text>{company.email}</Text>
          <Text>
            {company.phone} · {t("contact.whatsapp")} +{company.whatsappNumber}
          </Text>
          <Text>{siteUrl.replace(/^https?:\/\//, "")}</Text>
        </Box>
      </Flex>
    </Box>
  )
}
