import { z } from "zod"
import { choice, longText, order, photo, picture, price, ref, slug, text } from "../fields"

export const DURATIONS = ["Full day", "Half day", "3 hours", "Multi-day"] as const

export const experienceSchema = z.strictObject({
  slug: slug(),
  order: order(
    "Lower numbers come first in lists. On /experiences the regions follow their first experience: give a destination's experiences neighbouring numbers (10, 20, 30) where its region belongs.",
  ),
  name: text("Name"),
  destination: ref("destination", "Destination"),
  description: longText("Description"),
  duration: choice("Duration", DURATIONS),
  category: text("Category"),
  groupSize: text("Group size", 'e.g. "2–8 guests".'),
  location: text("Location"),
  price: price(),
  picture: picture(),
  photo: photo(),
})
export type ExperienceRecord = z.infer<typeof experienceSchema>
