import * as React from "react"
import { createIcon } from "./create-icon"

export const ExternalLinkIcon = createIcon(
  "ExternalLinkIcon",
  <>
    <path d="M14 4h6v6" />
    <path d="M20 4 10 14" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
)
