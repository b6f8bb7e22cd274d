import * as React from "react"

interface HoverMenuOptions {
  openDelay: number
  closeDelay: number
}

export interface HoverMenu {
  open: boolean
  setOpen: (open: boolean) => void
  pointerHandlers: { onPointerEnter: (event: React.PointerEvent) => void; onPointerLeave: (event: React.PointerEvent) => void }
}

/**
 * Open/close state of a menu that opens when the pointer rests on it (after `openDelay`) and
 * stays open for a grace window after the pointer leaves (`closeDelay`), so a diagonal move
 * towards the panel does not close it. Clicks and keys use `setOpen` directly.
 */
const isHover = (event: React.PointerEvent): boolean => event.pointerType !== "touch" && event.pointerType !== "pen"

export function useHoverMenu({ openDelay, closeDelay }: HoverMenuOptions): HoverMenu {
  const [open, setOpenState] = React.useState(false)
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current)
    timer.current = undefined
  }
  const schedule = (next: boolean, delay: number) => {
    clear()
    timer.current = setTimeout(() => setOpenState(next), delay)
  }
  React.useEffect(() => clear, [])

  const setOpen = React.useCallback((next: boolean) => {
    clear()
    setOpenState(next)
  }, [])

  return {
    open,
    setOpen,
    pointerHandlers: {
      // Touch and pen taps act as clicks; only a mouse hovers
      onPointerEnter: (event) => isHover(event) && schedule(true, openDelay),
      onPointerLeave: (event) => isHover(event) && schedule(false, closeDelay),
    },
  }
}
