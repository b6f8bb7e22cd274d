import * as React from "react"
import { createToaster, Portal, Stack, Toast, Toaster } from "@chakra-ui/react"
import { CloseIcon } from "../ui/icons/close-icon"
import { useTranslation } from "../../hooks/use-translation"

/** Chakra's toaster (Ark UI): at most 3 visible, 4 s each; Alt+T moves focus to the region; announced politely. */
export const toaster = createToaster({ placement: "bottom-start", max: 3, duration: 4000, pauseOnPageIdle: true })

export function SiteToaster() {
  const { t } = useTranslation()
  return (
    <Portal>
      {/* Ark names the region "Notifications, bottom-start (altKey+T)" in English unless given a label */}
      <Toaster toaster={toaster} insetInline={{ mdDown: "4" }} aria-label={`${t("toast.region")} (Alt+T)`}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} bg="brand.ink" color="brand.ivory" borderRadius="lg" p="4" boxShadow="xl">
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title fontWeight="600">{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description fontSize="sm">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t("toast.close")} color="brand.ivory" p="1" borderRadius="md" cursor="pointer">
              <CloseIcon />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
