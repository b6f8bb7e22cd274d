import * as React from "react"
import { createIcon } from "./create-icon"

export const ArrowRightIcon = createIcon("ArrowRightIcon", <path d="M5 12h14m-6-6 6 6-6 6" />)
