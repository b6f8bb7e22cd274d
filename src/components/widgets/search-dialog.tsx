import * as React from "react"
import { navigate } from "gatsby"
import { chakra, Flex, Text } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { CloseIcon } from "../ui/icons/close-icon"
import { SearchIcon } from "../ui/icons/search-icon"
import { useTranslation } from "../../hooks/use-translation"
import { useSearchParts } from "../../hooks/use-search-parts"
import { SearchResults } from "./search-results"
import { fill } from "../../lib/format"
import { countText } from "../../lib/plural"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

interface SearchDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The search modal: a native <dialog>. It mounts when search is first opened and then fetches the head of the page
 * language's store; results recompute on every keystroke from the head and the parts loaded so far, each part
 * fetched when the ranking or a shown excerpt needs it (src/hooks/use-search-parts.ts).
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  useStaticRegionGuard("SearchDialog")
  const { t, locale } = useTranslation()
  const dialogRef = React.useRef<HTMLDialogElement>(null)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const listRef = React.useRef<HTMLUListElement>(null)
  const [query, setQuery] = React.useState("")
  // The box shows a keystroke at once; the results follow in a background render that the next keystroke interrupts
  // (React's useDeferredValue): on a phone, rendering them in the keystroke's own frame held its paint for 200 ms
  const shownQuery = React.useDeferredValue(query)
  const search = useSearchParts(shownQuery, { active: true, excerpts: true })
  const { results } = search

  React.useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      inputRef.current?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  const close = React.useCallback(() => {
    setQuery("")
    onClose()
  }, [onClose])

  const choose = React.useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>, url: string) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      close()
      void navigate(url)
    },
    [close],
  )

  // ArrowDown/ArrowUp move between the text box and the result links; Enter follows a link natively
  const onKeyDown = (event: React.KeyboardEvent) => {
    // A search box with text would take the first Escape to clear itself; Escape always closes here, through
    // the open state (closing the element directly left the state open, so an immediate Ctrl+K did nothing)
    if (event.key === "Escape") {
      event.preventDefault()
      close()
      return
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])
    if (links.length === 0) return
    event.preventDefault()
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const next = event.key === "ArrowDown" ? index + 1 : index - 1
    if (next < 0) inputRef.current?.focus()
    else links[Math.min(next, links.length - 1)]?.focus()
  }

  const trimmed = shownQuery.trim()
  let status: string
  if (!trimmed) status = t("search.empty")
  else if (search.status === "error") status = t("search.error")
  else if (search.status === "loading" || (results.length === 0 && search.pending)) status = t("search.loading")
  else if (results.length === 0) status = fill(t("search.noResults"), { query: trimmed })
  else status = countText(t, locale, "search.results", results.length)

  return (
    <chakra.dialog
      ref={dialogRef}
      aria-label={t("search.title")}
      // The close event comes a task after the dialog closed: if Ctrl+K opened it again meanwhile, it is stale
      onClose={() => {
        if (!dialogRef.current?.open) close()
      }}
      onKeyDown={onKeyDown}
      p="0"
      mt={{ base: "4", md: "16" }}
      border="none"
      borderRadius="xl"
      bg="bg.panel"
      color="fg"
      w="min(40rem, calc(100vw - 2rem))"
      maxH="calc(100dvh - 6rem)"
      boxShadow="2xl"
      css={{ "&::backdrop": { background: "{colors.bg.scrim}" } }}
    >
      <Flex align="center" gap="2" px="4" borderBottomWidth="1px" borderColor="border">
        <SearchIcon color="fg.muted" />
        <chakra.input
          ref={inputRef}
          type="search"
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          flex="1"
          minH="14"
          bg="transparent"
          fontSize="lg"
          _focusVisible={{ outline: "none", boxShadow: "none" }}
        />
        <Button variant="ghost" size="icon" aria-label={t("search.close")} onClick={() => dialogRef.current?.close()}>
          <CloseIcon />
        </Button>
      </Flex>
      <Text role="status" px="5" pt="4" pb={results.length > 0 ? "2" : "6"} color="fg.muted" fontSize="sm">
        {status}
      </Text>
      {results.length > 0 && <SearchResults ref={listRef} results={results} onChoose={choose} />}
    </chakra.dialog>
  )
}
