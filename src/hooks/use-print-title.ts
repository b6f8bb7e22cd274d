import * as React from "react"

/**
 * While the page prints, the document's title is `title` (browsers print the title in the page header); after
 * printing the page's own title comes back. null leaves the title alone.
 */
export function usePrintTitle(title: string | null): void {
  React.useEffect(() => {
    if (title === null) return
    let saved: string | null = null
    const before = () => {
      saved = document.title
      document.title = title
    }
    const after = () => {
      if (saved !== null) document.title = saved
      saved = null
    }
    window.addEventListener("beforeprint", before)
    window.addEventListener("afterprint", after)
    return () => {
      after()
      window.removeEventListener("beforeprint", before)
      window.removeEventListener("afterprint", after)
    }
  }, [title])
}
