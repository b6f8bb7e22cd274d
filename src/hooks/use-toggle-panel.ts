import * as React from "react"

/**
 * A toggle button and the panel it shows: whether it is open, the toggle's ref, and the panel's keys (Escape closes it
 * and puts focus back on the toggle). The global style opens the panel on focus until hydration
 * (src/theme/before-hydration.css): when the script takes over while the toggle still has focus (the visitor tapped it
 * first), the panel stays open.
 */
export function useTogglePanel() {
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (toggleRef.current && toggleRef.current === document.activeElement) setOpen(true)
  }, [])
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }
  return { open, setOpen, toggleRef, onKeyDown }
}
