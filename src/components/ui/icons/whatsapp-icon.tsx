import * as React from "react"
import { createIcon } from "./create-icon"

export const WhatsAppIcon = createIcon(
  "WhatsAppIcon",
  <>
    <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3l-4.5 1.5Z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5Z" />
  </>,
)
