import * as React from "react"
import { createIcon } from "./create-icon"

export const ArrowLeftIcon = createIcon("ArrowLeftIcon", <path d="M19 12H5m6 6-6-6 6-6" />)
