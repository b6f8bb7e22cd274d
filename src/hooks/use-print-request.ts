import * as React from "react"

/** The query that asks a page to open the print dialog on arrival (the partners page's "Print fact sheet" links). */
export const PRINT_QUERY = "print"

/**
 * Opens the print dialog once, after the page has loaded (the hero picture is on the sheet), when the address says
 * ?print=1. The parameter is then dropped from the address, so a reload or a shared link does not print again.
 */
export function usePrintRequest(): void {
  React.useEffect(() => {
    const url = new URL(window.location.href)
    if (url.searchParams.get(PRINT_QUERY) !== "1") return
    url.searchParams.delete(PRINT_QUERY)
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
    const print = () => window.print()
    if (document.readyState === "complete") {
      const timer = window.setTimeout(print, 0)
      return () => window.clearTimeout(timer)
    }
    window.addEventListener("load", print, { once: true })
    return () => window.removeEventListener("load", print)
  }, [])
}
