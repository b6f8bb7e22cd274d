import * as React from "react"
import { useHydrating } from "./use-hydrating"
import { InStaticRegion } from "./static-region-guard"
import { intentTargetsWithin, onIntentWithin } from "../../lib/island-intent"
import { whenIdleInTurn } from "../../lib/when-idle-in-turn"

interface IslandProps {
  children: React.ReactNode
  /** How far outside the viewport the island starts hydrating, in px. */
  margin?: number
}

/** What lets an island's content hydrate: released once, when it is seen or touched. */
interface Gate {
  released: boolean
  promise: Promise<void>
  release: () => void
}

function createGate(): Gate {
  let resolve = () => {}
  const gate: Gate = {
    released: false,
    promise: new Promise<void>((done) => (resolve = done)),
    release: () => {
      gate.released = true
      resolve()
    },
  }
  return gate
}

/**
 * A control that needs React in the browser, in a page that is otherwise static: its server HTML stays as it is (it
 * already works as a link or a form) until the visitor scrolls near it or reaches for it, or the browser is idle, and
 * only then does React hydrate it, on its own (a Suspense boundary keeps its server HTML until it hydrates; React 18's selective
 * hydration). A tap, key or focus on it releases it in the capture phase, so React hydrates it within that event
 * and the control answers it. A page rendered in the browser (a client-side navigation) renders it at once.
 *
 * Nothing above an island may change while it waits: an update reaching a boundary still dehydrated would make React
 * drop its server HTML (error #421). Islands sit in lists whose items do not render again (HotelsDirectory).
 * An island inside a StaticRegion is where that region's controls belong: outside production it tells its content it
 * is no longer static (./static-region-guard.ts).
 */
export function Island({ children, margin = 200 }: IslandProps) {
  const [gate] = React.useState(createGate)
  const wrapper = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    const element = wrapper.current
    if (!element || gate.released) return
    const stopIntent = onIntentWithin(element, gate.release)
    // Seen: the box it sits in (the wrapper itself takes no part in the layout, so it has none to observe; asking
    // its children for theirs would lay the page out once per island)
    const box = element.parentElement
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) gate.release()
            },
            { rootMargin: `${margin}px` },
          )
        : null
    if (box) observer?.observe(box)
    // Otherwise once the browser has nothing else to do: a control out of sight still tells the truth (a toggle's
    // pressed state) to assistive technology and to find-in-page. One island per idle period, each hydrated alone.
    const stopIdle = whenIdleInTurn(gate.release)
    return () => {
      stopIntent()
      observer?.disconnect()
      stopIdle()
    }
  }, [gate, margin])
  return (
    <div ref={wrapper} data-island="" style={wrapperStyle}>
      <React.Suspense fallback={null}>
        <IslandGate gate={gate} wrapper={wrapper}>
          {process.env.NODE_ENV !== "production" ? <InStaticRegion.Provider value={false}>{children}</InStaticRegion.Provider> : children}
        </IslandGate>
      </React.Suspense>
    </div>
  )
}

interface IslandGateProps {
  gate: Gate
  wrapper: React.RefObject<HTMLDivElement>
  children: React.ReactNode
}

/** Suspends while the page hydrates and the island is not released: React keeps its server HTML meanwhile. */
function IslandGate({ gate, wrapper, children }: IslandGateProps) {
  const hydrating = useHydrating()
  // An intent in the very event that hydrated the page around it, before the island could listen for it
  if (!gate.released && intentTargetsWithin(wrapper.current)) gate.release()
  if (hydrating && !gate.released && typeof document !== "undefined") throw gate.promise
  return <>{children}</>
}

const wrapperStyle = { display: "contents" } as const
