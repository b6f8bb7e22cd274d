import * as React from "react"
import { createIcon } from "./create-icon"

export const ChevronDownIcon = createIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />)
