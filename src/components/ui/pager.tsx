import * as React from "react"
import { chakra, Flex } from "@chakra-ui/react"
import { SiteLink } from "./link"
import { useTranslation } from "../../hooks/use-translation"
import { pagerItems } from "../../lib/pagination"
import { fill } from "../../lib/format"

interface PagerProps {
  page: number
  pageCount: number
  /** The language-neutral address of a page (SiteLink puts it in the page's language). */
  pathOf: (page: number) => string
  /** What the pager moves through, for its accessible name ("Hotel pages"). */
  label: string
}

const itemStyles = {
  minW: "11",
  minH: "11",
  px: "3",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "md",
  fontSize: "sm",
  fontWeight: "500",
} as const

/** Links to the pages of a list: plain links, so they work without JavaScript; the current page is marked. */
export function Pager({ page, pageCount, pathOf, label }: PagerProps) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  const link = (target: number, text: React.ReactNode, props: Record<string, string> = {}) => (
    <SiteLink
      to={pathOf(target)}
      {...itemStyles}
      color="fg"
      textDecoration="none"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      _hover={{ bg: "bg.subtle" }}
      {...props}
    >
      {text}
    </SiteLink>
  )
  return (
    <chakra.nav aria-label={label} mt="10">
      <Flex as="ul" listStyle="none" gap="2" wrap="wrap" justify="center" align="center">
        {page > 1 && <li>{link(page - 1, t("pager.previous"), { rel: "prev" })}</li>}
        {pagerItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <chakra.li key={`gap-${index}`} aria-hidden="true" color="fg.muted" px="1">
              …
            </chakra.li>
          ) : (
            <li key={item}>
              {item === page ? (
                <chakra.span aria-current="page" {...itemStyles} bg="brand.ink" color="white">
                  <chakra.span srOnly>{fill(t("pager.page"), { page: item, count: pageCount })}</chakra.span>
                  <span aria-hidden="true">{item}</span>
                </chakra.span>
              ) : (
                link(item, item, { "aria-label": fill(t("pager.page"), { page: item, count: pageCount }) })
              )}
            </li>
          ),
        )}
        {page < pageCount && <li>{link(page + 1, t("pager.next"), { rel: "next" })}</li>}
      </Flex>
    </chakra.nav>
  )
}
