import * as React from "react"
import { createIcon } from "./create-icon"

export const SuitcaseIcon = createIcon(
  "SuitcaseIcon",
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" />
  </>,
)
