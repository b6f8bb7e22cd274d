import * as React from "react"
import { createIcon } from "./create-icon"

export const MapPinIcon = createIcon(
  "MapPinIcon",
  <>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
)
