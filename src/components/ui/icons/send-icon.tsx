import * as React from "react"
import { createIcon } from "./create-icon"

export const SendIcon = createIcon("SendIcon", <path d="M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z" />)
