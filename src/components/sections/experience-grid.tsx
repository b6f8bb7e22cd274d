import * as React from "react"
import { Box, Grid } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { ExperienceCard } from "./experience-card"
import { OffscreenItem } from "../ui/offscreen-item"
import { PlanTripDialog } from "./plan-trip-dialog"
import { useTranslation } from "../../hooks/use-translation"
import { useHydrated } from "../../hooks/use-hydrated"
import { requiresScript } from "../../lib/requires-script"
import { fill } from "../../lib/format"

/** The usual card height at phone width, in px (for OffscreenItem). */
const EXPERIENCE_CARD_HEIGHT = 580

export interface ExperienceGroup {
  id: string
  /** Shown as the group's h2; a single untitled group renders just the grid. */
  title?: string
  items: ReadonlyArray<Queries.ExperienceCardFragment>
}

interface ExperienceGridProps {
  groups: ReadonlyArray<ExperienceGroup>
  /** The grid opens the page: the first card's picture loads first. */
  priorityFirst?: boolean
}

/** The dialog renders in the browser only (it portals to <body>); its own state, so hydrating does not redraw the cards. */
function ClientDialog(props: React.ComponentProps<typeof PlanTripDialog>) {
  return useHydrated() ? <PlanTripDialog {...props} /> : null
}

/**
 * Experience cards whose Book Now button (or the card itself) opens the Plan Your Trip dialog;
 * focus returns to that button when the dialog closes. The buttons need JavaScript, so the
 * static page shows the cards without them (requiresScript).
 */
export function ExperienceGrid({ groups, priorityFirst = false }: ExperienceGridProps) {
  const { t } = useTranslation()
  const [chosen, setChosen] = React.useState<string | null>(null)
  const buttons = React.useRef(new Map<string, HTMLButtonElement>())

  const close = () => {
    const slug = groups.flatMap((group) => group.items).find((e) => e.name === chosen)?.slug
    setChosen(null)
    if (slug) buttons.current.get(slug)?.focus()
  }

  const renderGrid = (group: ExperienceGroup) => (
    <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
      {group.items.map((experience) => (
        <OffscreenItem key={experience.slug} estimatedHeight={EXPERIENCE_CARD_HEIGHT}>
          <ExperienceCard
            experience={experience}
            priority={priorityFirst && experience === groups[0]?.items[0]}
            onCardClick={() => setChosen(experience.name)}
            action={
              <Button
                {...requiresScript}
                size="sm"
                variant="solid"
                aria-label={fill(t("planTrip.bookLabel"), { name: experience.name })}
                ref={(el: HTMLButtonElement | null) => {
                  if (el) buttons.current.set(experience.slug, el)
                }}
                onClick={(event) => {
                  event.stopPropagation()
                  setChosen(experience.name)
                }}
              >
                {t("experience.bookNow")}
              </Button>
            }
          />
        </OffscreenItem>
      ))}
    </Grid>
  )

  return (
    <>
      {groups.map((group) =>
        group.title ? (
          <Box as="section" key={group.id} mt={{ base: "12", md: "16" }} aria-labelledby={`region-${group.id}`}>
            <Heading as="h2" size="lg" id={`region-${group.id}`} mb="6">
              {group.title}
            </Heading>
            {renderGrid(group)}
          </Box>
        ) : (
          <React.Fragment key={group.id}>{renderGrid(group)}</React.Fragment>
        ),
      )}
      <ClientDialog experience={chosen} onClose={close} />
    </>
  )
}
