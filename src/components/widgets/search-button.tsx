import * as React from "react"
import { Box } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { SearchIcon } from "../ui/icons"
import { useTranslation } from "../../hooks/use-translation"
import { requiresScript } from "../../lib/requires-script"

// The dialog and its store load on first use, not with the page
const SearchDialog = React.lazy(() => import("./search-dialog"))

/** The navbar's Search button and the Ctrl/Cmd+K shortcut. Needs JavaScript, so it shows once scripts run. */
export function SearchButton() {
  const { t } = useTranslation()
  const [open, setOpen] = React.useState(false)
  const [requested, setRequested] = React.useState(false)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault()
        setRequested(true)
        setOpen(true)
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [])

  const close = React.useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])

  // The slot keeps its width before hydration, so the navbar does not shift
  return (
    <Box minW="11" minH="11">
      <Button
        {...requiresScript}
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={t("nav.search")}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <SearchIcon />
      </Button>
      {requested && (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </React.Suspense>
      )}
    </Box>
  )
}
