import * as React from "react"
import { chakra, Flex, type FlexProps } from "@chakra-ui/react"

interface MetaLineProps extends FlexProps {
  /** The parts in reading order (author, date, read time); empty ones are left out. */
  items: ReadonlyArray<React.ReactNode>
}

/**
 * A line of facts separated by "·". Each separator is one flex item with the part after it, so when the
 * line wraps it starts the next line with that part and never ends a line on its own.
 */
export function MetaLine({ items, ...rest }: MetaLineProps) {
  const parts = items.filter((item) => item !== null && item !== undefined && item !== false && item !== "")
  return (
    <Flex gap="3" wrap="wrap" {...rest}>
      {parts.map((item, index) =>
        index === 0 ? (
          <chakra.span key={index}>{item}</chakra.span>
        ) : (
          <chakra.span key={index} display="inline-flex" gap="3">
            <span aria-hidden="true">·</span>
            {item}
          </chakra.span>
        ),
      )}
    </Flex>
  )
}
