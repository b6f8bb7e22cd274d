import * as React from "react"
import { Text, type TextProps } from "@chakra-ui/react"
import { Heading } from "./heading"

interface PageTitleProps {
  title: string
  intro: string
  /** Space under the intro, where the page's content follows it directly. */
  mb?: TextProps["mb"]
}

/** A page's h1 and, under it, its lead paragraph. */
export function PageTitle({ title, intro, mb }: PageTitleProps) {
  return (
    <>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text mt="4" mb={mb} fontSize="lg" color="fg.muted" maxW="3xl">
        {intro}
      </Text>
    </>
  )
}
