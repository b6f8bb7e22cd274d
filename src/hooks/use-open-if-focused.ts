import * as React from "react"

/**
 * For a toggle whose panel the global style opens on focus until hydration (src/theme/before-hydration.css):
 * when the script takes over while the toggle still has focus (the visitor tapped it first), the panel stays open.
 */
export function useOpenIfFocused(toggle: React.RefObject<HTMLElement | null>, setOpen: (open: boolean) => void): void {
  React.useEffect(() => {
    if (toggle.current && toggle.current === document.activeElement) setOpen(true)
  }, [toggle, setOpen])
}
