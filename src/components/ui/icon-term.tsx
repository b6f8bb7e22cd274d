import * as React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"

interface IconTermProps extends HTMLChakraProps<"dd"> {
  icon: React.ReactNode
  label: string
}

/** One entry of a contact list (a <dl>): the icon and label as the term, the value indented under the label. */
export function IconTerm({ icon, label, children, ...valueProps }: IconTermProps) {
  return (
    <div>
      <chakra.dt fontWeight="600" display="flex" alignItems="center" gap="2">
        {icon}
        {label}
      </chakra.dt>
      <chakra.dd pl="7" {...valueProps}>
        {children}
      </chakra.dd>
    </div>
  )
}
