import { z } from "zod"
import { longText, order, photo, picture, slug, text } from "../fields"

export const teamMemberSchema = z.strictObject({
  slug: slug(),
  order: order(),
  name: text("Name"),
  role: text("Role"),
  bio: longText("Biography"),
  initials: text("Initials"),
  picture: picture("Portrait artwork"),
  photo: photo(),
})
export type TeamMemberRecord = z.infer<typeof teamMemberSchema>
