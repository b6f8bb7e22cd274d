import * as React from "react"
import { Text, type TextProps } from "@chakra-ui/react"
import { Heading } from "./heading"

interface PageTitleProps extends TextProps {
  title: string
  intro: string
}

/** A page's h1 and, under it, its lead paragraph (`intro`, with the props for its look). */
export function PageTitle({ title, intro, ...introProps }: PageTitleProps) {
  return (
    <>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted" maxW="3xl" {...introProps}>
        {intro}
      </Text>
    </>
  )
}
