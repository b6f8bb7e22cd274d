import * as React from "react"
import { createIcon } from "./create-icon"

export const ListIcon = createIcon("ListIcon", <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />)
