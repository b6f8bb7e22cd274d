import * as React from "react"
import { createIcon } from "./create-icon"

export const CheckIcon = createIcon("CheckIcon", <path d="m5 12 4.5 4.5L19 7" />)
