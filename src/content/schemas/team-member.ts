import { z } from "zod"
import { longText, order, photo, picture, slug, text, verbatim } from "../fields"

export const teamMemberSchema = z.strictObject({
  slug: slug(),
  order: order(),
  name: verbatim("Name"),
  role: text("Role"),
  bio: longText("Biography"),
  initials: verbatim("Initials"),
  picture: picture("Portrait artwork"),
  photo: photo(),
})
export type TeamMemberRecord = z.infer<typeof teamMemberSchema>
