import * as React from "react"
import { chakra } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { useScrollEdges } from "../../hooks/use-scroll-edges"
import { scrollToSection } from "../../lib/scroll-to-section"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

export interface SectionTab {
  id: string
  label: string
}

interface SectionTabsProps {
  tabs: ReadonlyArray<SectionTab>
  label: string
}

/** The width of the fade on a side of the bar where tabs are hidden; a tab brought into view clears it. */
const FADE = "2.5rem"

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches

/** A plain left click, which the page may take over (not one opening a new tab or window). */
const isPlainClick = (event: React.MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * A sticky bar of in-page links. Plain anchors: without JavaScript the browser follows them (the sections'
 * scroll-margin-top keeps their headings under the bars). With it, a click lands exactly (scrollToSection),
 * updates the address and moves focus to the section. The section in view is marked, and its tab is scrolled
 * into view within the bar, which fades on a side where more tabs are hidden.
 */
export function SectionTabs({ tabs, label }: SectionTabsProps) {
  useStaticRegionGuard("SectionTabs")
  const [current, setCurrent] = React.useState<string | null>(null)

  const barRef = React.useRef<HTMLElement>(null)
  const listRef = React.useRef<HTMLUListElement>(null)
  const landing = React.useRef<AbortController | null>(null)
  useScrollEdges(listRef)

  React.useEffect(() => {
    let frame = 0
    // The current section is the last one whose top has passed under the sticky bars
    const update = () => {
      frame = 0
      const line = (barRef.current?.getBoundingClientRect().bottom ?? 0) + 8
      let found: string | null = null
      for (const tab of tabs) {
        const top = document.getElementById(tab.id)?.getBoundingClientRect().top
        if (top !== undefined && top <= line) found = tab.id
      }
      setCurrent(found)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
    }
  }, [tabs])

  // The visitor scrolling on their own ends a landing under way: it must not pull the page back
  React.useEffect(() => {
    const stop = () => landing.current?.abort()
    const events = ["wheel", "touchstart", "keydown"] as const
    for (const name of events) window.addEventListener(name, stop, { passive: true })
    return () => {
      for (const name of events) window.removeEventListener(name, stop)
      stop()
    }
  }, [])

  // The current tab is brought into view within the bar, sideways only (the page itself never moves)
  React.useEffect(() => {
    const list = listRef.current
    const link = current ? list?.querySelector(`a[href="#${CSS.escape(current)}"]`) : null
    if (!list || !link) return
    const clear = parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0
    const tab = link.getBoundingClientRect()
    const bar = list.getBoundingClientRect()
    const behavior = reducedMotion() ? "instant" : "smooth"
    if (tab.left < bar.left + clear) list.scrollBy({ left: tab.left - bar.left - clear, behavior })
    else if (tab.right > bar.right - clear) list.scrollBy({ left: tab.right - bar.right + clear, behavior })
  }, [current])

  const follow = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target || !isPlainClick(event)) return
    event.preventDefault()
    landing.current?.abort()
    const controller = new AbortController()
    landing.current = controller
    // As the anchor would: the address names the section (a history entry, unless it already does)
    if (window.location.hash !== `#${id}`) window.history.pushState(null, "", `#${id}`)
    // Keyboard users continue from the section; the scroll is scrollToSection's
    target.focus({ preventScroll: true })
    void scrollToSection(target, controller.signal)
  }

  return (
    <chakra.nav
      ref={barRef}
      aria-label={label}
      position="sticky"
      top="var(--nav-height)"
      zIndex="docked"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container>
        <chakra.ul
          ref={listRef}
          display="flex"
          listStyle="none"
          gap={{ base: "1", md: "4" }}
          overflowX="auto"
          py="2"
          scrollPaddingInline={FADE}
          css={{
            "--fade-start": "0px",
            "--fade-end": "0px",
            "&[data-more-start]": { "--fade-start": FADE },
            "&[data-more-end]": { "--fade-end": FADE },
            "&[data-more-start], &[data-more-end]": {
              maskImage: "linear-gradient(to right, transparent, #000 var(--fade-start), #000 calc(100% - var(--fade-end)), transparent)",
            },
          }}
        >
          {tabs.map((tab) => (
            <li key={tab.id}>
              <chakra.a
                href={`#${tab.id}`}
                onClick={(event) => follow(event, tab.id)}
                aria-current={current === tab.id ? "location" : undefined}
                display="inline-flex"
                alignItems="center"
                minH="11"
                px="3"
                fontSize="sm"
                fontWeight="500"
                color="fg"
                textDecoration="none"
                whiteSpace="nowrap"
                borderBottomWidth="2px"
                borderColor="transparent"
                _hover={{ color: "fg.accent" }}
                css={{ "&[aria-current=location]": { borderColor: "brand.goldDeep", color: "fg.accent" } }}
              >
                {tab.label}
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      </Container>
    </chakra.nav>
  )
}
