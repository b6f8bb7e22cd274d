import * as React from "react"
import { chakra, Stack, type StackProps } from "@chakra-ui/react"
import { CheckIcon } from "./icons/check-icon"

interface CheckListProps extends Omit<StackProps, "children"> {
  items: ReadonlyArray<string>
  /** The marks' colour: the accent on light panels, gold on the ink ones. */
  checkColor?: string
}

/** A list whose items each carry a check mark: a hotel's features, a destination's highlights, what partners get. */
export function CheckList({ items, checkColor = "fg.accent", gap = "2.5", ...listProps }: CheckListProps) {
  return (
    <Stack as="ul" listStyle="none" gap={gap} {...listProps}>
      {items.map((item) => (
        <chakra.li key={item} display="flex" gap="2.5" alignItems="flex-start">
          {/* the 1.25em mark, centred on the item's first line (line height 1.6) */}
          <CheckIcon color={checkColor} mt="0.175em" />
          <span>{item}</span>
        </chakra.li>
      ))}
    </Stack>
  )
}
