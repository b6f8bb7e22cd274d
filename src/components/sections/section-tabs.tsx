import * as React from "react"
import { chakra, Flex } from "@chakra-ui/react"
import { Container } from "../ui/container"

export interface SectionTab {
  id: string
  label: string
}

interface SectionTabsProps {
  tabs: ReadonlyArray<SectionTab>
  label: string
}

/**
 * A sticky bar of in-page links. Plain anchors (they work without JavaScript); the CSS scroll
 * behaviour makes them smooth unless reduced motion is asked for. The section in view is marked.
 */
export function SectionTabs({ tabs, label }: SectionTabsProps) {
  const [current, setCurrent] = React.useState<string | null>(null)

  const barRef = React.useRef<HTMLElement>(null)

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
        <Flex as="ul" listStyle="none" gap={{ base: "1", md: "4" }} overflowX="auto" py="2">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <chakra.a
                href={`#${tab.id}`}
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
        </Flex>
      </Container>
    </chakra.nav>
  )
}
