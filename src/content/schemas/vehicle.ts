import { z } from "zod"
import { longText, order, photo, picture, price, ref, slug, text } from "../fields"

export const vehicleSchema = z.strictObject({
  slug: slug(),
  order: order(),
  destination: ref("destination", "Destination"),
  type: text("Vehicle", 'e.g. "Mercedes-Benz V-Class".'),
  passengers: text("Passengers", 'e.g. "Up to 6 guests".'),
  description: longText("Description"),
  price: price(),
  picture: picture(),
  photo: photo(),
})
export type VehicleRecord = z.infer<typeof vehicleSchema>
