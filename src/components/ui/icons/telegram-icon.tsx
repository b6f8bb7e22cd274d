import * as React from "react"
import { createIcon } from "./create-icon"

export const TelegramIcon = createIcon("TelegramIcon", <path d="m21 4-18 7 6 2 2 6 3-4 5 4 2-15ZM9 13l8-6" />)
