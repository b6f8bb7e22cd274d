import * as React from "react"
import { Box, Grid } from "@chakra-ui/react"
import { Button } from "../ui/button"
import { Heading } from "../ui/heading"
import { ExperienceCard } from "./experience-card"
import { OffscreenItem } from "../ui/offscreen-item"
import { StaticRegion } from "../hydration/static-region"
import type { BookedExperience, PlanTripDialog as Dialog } from "./plan-trip-dialog"
import { useTranslation } from "../../hooks/use-translation"
import { useMounted } from "../hydration/use-mounted"
import { fill } from "../../lib/format"
import { inquiryAboutPath } from "../../lib/inquiry-interest"
import { TripAddForm } from "./trip-add-form"

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

/**
 * The Book Now link covers its card, so a click anywhere on the card does the same (the trip toggle sits above
 * it): the link is not positioned itself, so its ::after fills the card (position: relative).
 */
const stretchedLink = { "&::after": { content: '""', position: "absolute", inset: "0", zIndex: "1" } } as const

type DialogProps = React.ComponentProps<typeof Dialog>

/** Whether the dialog's code could not be loaded (offline): Book Now is then the link it is without script. */
let dialogFailed = false

/** Its code failed to load after a Book Now: the link's own page, the inquiry with the experience named. */
function NoDialog({ experience }: DialogProps) {
  React.useEffect(() => {
    if (experience) window.location.assign(inquiryAboutPath(experience.slug))
  }, [experience])
  return null
}

/** The dialog's code, loaded once the page has hydrated (a chunk of its own: the page needs none of it before then). */
const LazyDialog = React.lazy<React.ComponentType<DialogProps>>(() =>
  import("./plan-trip-dialog").then(
    (module) => ({ default: module.PlanTripDialog }),
    () => {
      dialogFailed = true
      return { default: NoDialog }
    },
  ),
)

/** The dialog renders in the browser only; its own state, so hydrating does not redraw the cards. */
function ClientDialog(props: DialogProps) {
  return useMounted() ? (
    <React.Suspense fallback={null}>
      <LazyDialog {...props} />
    </React.Suspense>
  ) : null
}

/**
 * Experience cards whose Book Now link (which covers the whole card) goes to the inquiry with the experience
 * named (/contact?interest=<slug>), before and without scripts; once hydrated it opens the Plan Your Trip
 * dialog instead (whose code loads once the page has hydrated; a click before it has arrived opens it when it does),
 * and focus returns to it when the dialog closes.
 */
export function ExperienceGrid({ groups, priorityFirst = false }: ExperienceGridProps) {
  const [chosen, setChosen] = React.useState<BookedExperience | null>(null)
  const links = React.useRef(new Map<string, HTMLElement>())

  const close = () => {
    const slug = chosen?.slug
    setChosen(null)
    if (slug) links.current.get(slug)?.focus()
  }

  return (
    <>
      <TripAddForm name="experiences">
        <ExperienceGroups groups={groups} priorityFirst={priorityFirst} links={links.current} onBook={setChosen} />
      </TripAddForm>
      <ClientDialog experience={chosen} onClose={close} />
    </>
  )
}

interface ExperienceGroupsProps extends Required<ExperienceGridProps> {
  /** Each card's Book Now link by slug, so focus can return to it. */
  links: Map<string, HTMLElement>
  onBook: (experience: BookedExperience) => void
}

/**
 * The cards themselves, kept apart from the dialog's state: opening the dialog does not render the cards again
 * (measured on /experiences with a 4x CPU slowdown: Book Now's interaction took about 600 ms while it did).
 */
const ExperienceGroups = React.memo(function ExperienceGroups({ groups, priorityFirst, links, onBook }: ExperienceGroupsProps) {
  const { t } = useTranslation()

  const renderGrid = (group: ExperienceGroup) => (
    <Grid as="ul" listStyle="none" templateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }} gap="6">
      {group.items.map((experience) => (
        <OffscreenItem key={experience.slug} estimatedHeight={EXPERIENCE_CARD_HEIGHT}>
          <ExperienceCard
            experience={experience}
            priority={priorityFirst && experience === groups[0]?.items[0]}
            action={
              <Button
                asChild
                size="sm"
                variant="solid"
                position="static"
                css={stretchedLink}
                // On Button, which hands it to its <a> (see Button)
                ref={(el: HTMLElement | null) => {
                  if (el) links.set(experience.slug, el)
                }}
              >
                <a
                  href={inquiryAboutPath(experience.slug)}
                  aria-label={fill(t("planTrip.bookLabel"), { name: experience.name })}
                  data-control=""
                  onClick={(event) => {
                    // a new tab or window keeps the link's own behaviour, as does a dialog that could not load
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || dialogFailed) return
                    event.preventDefault()
                    onBook({ slug: experience.slug, name: experience.name })
                  }}
                >
                  {t("experience.bookNow")}
                </a>
              </Button>
            }
          />
        </OffscreenItem>
      ))}
    </Grid>
  )

  return groups.map((group) =>
    group.title ? (
      <Box as="section" key={group.id} mt={{ base: "12", md: "16" }} aria-labelledby={`region-${group.id}`}>
        <StaticRegion>
          <Heading as="h2" size="lg" id={`region-${group.id}`} mb="6">
            {group.title}
          </Heading>
        </StaticRegion>
        {renderGrid(group)}
      </Box>
    ) : (
      <React.Fragment key={group.id}>{renderGrid(group)}</React.Fragment>
    ),
  )
})
