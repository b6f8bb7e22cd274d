import * as React from "react"
import { chakra, type HTMLChakraProps } from "@chakra-ui/react"

export type IconProps = HTMLChakraProps<"svg">

/**
 * An inline stroke icon: decorative (aria-hidden), sized by font size. One icon per module, so a page's bundle carries
 * only the icons it shows (webpack keeps a module whole in the first chunk that needs it).
 */
export function createIcon(name: string, paths: React.ReactNode) {
  const Icon = (props: IconProps) => (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      {...props}
    >
      {paths}
    </chakra.svg>
  )
  Icon.displayName = name
  return Icon
}
