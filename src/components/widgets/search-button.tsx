import * as React from "react"
import { Box } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { SearchIcon } from "../ui/icons/search-icon"
import { useTranslation } from "../../hooks/use-translation"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

// The dialog and its store load on first use, not with the page
const SearchDialog = React.lazy(() => import("./search-dialog"))

/**
 * The navbar's Search control and the Ctrl/Cmd+K shortcut. It is a link to /search, which works before and
 * without scripts; once hydrated it opens the search dialog in place.
 */
export function SearchButton() {
  useStaticRegionGuard("SearchButton")
  const { t, localize } = useTranslation()
  const [open, setOpen] = React.useState(false)
  const [requested, setRequested] = React.useState(false)
  const linkRef = React.useRef<HTMLElement | null>(null)
  // On Button, which hands it to its <a> (see Button)
  const setLink = React.useCallback((element: HTMLElement | null) => {
    linkRef.current = element
  }, [])

  const show = React.useCallback(() => {
    setRequested(true)
    setOpen(true)
  }, [])

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault()
        show()
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [show])

  const close = React.useCallback(() => {
    setOpen(false)
    linkRef.current?.focus()
  }, [])

  return (
    <Box minW="11" minH="11">
      <Button asChild variant="ghost" size="icon" ref={setLink}>
        <a
          href={localize("/search")}
          aria-label={t("nav.search")}
          aria-keyshortcuts="Control+K Meta+K"
          aria-haspopup="dialog"
          data-control=""
          onClick={(event) => {
            // a new tab or window keeps the link's own behaviour
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
            event.preventDefault()
            show()
          }}
        >
          <SearchIcon />
        </a>
      </Button>
      {requested && (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </React.Suspense>
      )}
    </Box>
  )
}
