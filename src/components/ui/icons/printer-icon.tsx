import * as React from "react"
import { createIcon } from "./create-icon"

export const PrinterIcon = createIcon(
  "PrinterIcon",
  <>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </>,
)
