import * as React from "react"
import { Helmet } from "react-helmet"
import { Box, Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { Picture, type PictureData } from "../ui/picture"
import { StaticRegion } from "../hydration/static-region"

export interface PageBannerProps {
  title: string
  description?: string
  picture: PictureData
  /** Extra content under the description (buttons). */
  children?: React.ReactNode
  /** Taller banner for the home page. */
  tall?: boolean
}

/** An empty element after the banner's text: the page's first frame waits until the parser has reached it (below). */
const PAGE_BANNER_END_ID = "page-banner-end"

/**
 * The hero block of a page: its h1 and description over a full-width picture; on paper, the picture above dark text.
 * Only `children` (a control) hydrate.
 */
export function PageBanner({ title, description, picture, children, tall = false }: PageBannerProps) {
  return (
    <Box
      as="section"
      position="relative"
      minH={tall ? { base: "75vh", md: "82vh" } : { base: "56", md: "96" }}
      display="grid"
      overflow="hidden"
      bg="brand.ink"
      _print={{ display: "block", minH: "0", bg: "transparent" }}
    >
      <StaticRegion>
        <Box gridArea="1 / 1" position="relative" _print={{ height: "75mm", borderRadius: "md", overflow: "hidden" }}>
          <Picture
            picture={picture}
            layout="fullWidth"
            priority
            style={{ height: "100%", width: "100%" }}
            imgStyle={{ objectFit: "cover" }}
          />
        </Box>
      </StaticRegion>
      <Box
        gridArea="1 / 1"
        position="relative"
        bgImage="linear-gradient(90deg, {colors.brand.ink/82} 0%, {colors.brand.ink/55} 55%, {colors.brand.ink/20} 100%)"
        display="flex"
        alignItems="flex-end"
        _print={{ bgImage: "none" }}
      >
        <Container py={{ base: "10", md: "16" }} color="brand.ivory" _print={{ color: "fg", pt: "6", pb: "2" }}>
          <Box maxW="2xl">
            <StaticRegion>
              <Heading as="h1" size={tall ? "display" : "xl"}>
                {title}
              </Heading>
              {description && (
                <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="fg.invertedMuted" _print={{ color: "fg.muted" }}>
                  {description}
                </Text>
              )}
            </StaticRegion>
            {children}
          </Box>
        </Container>
      </Box>
      {/* The text sits at the bottom of a box of fixed height: drawn while the HTML is still arriving, the text's box
          would sit there empty and grow upwards as the heading and the buttons come in (a layout shift of 0.13 on a
          phone). HTML's render-blocking on parsing holds the first frame until the element after the text is in the
          document; Chromium lifts it when that element is inserted (not when it is fully parsed, as the spec says),
          hence an empty element rather than the banner itself. Other browsers ignore the link. Its cost: the first
          paint waits for the HTML up to here (phone lab, slower machine, 5 loads each interleaved: FCP 1.08 s without
          the wait, 1.32 with it on /; 1.23 and 1.48 on /destinations/phuket). Hiding the text until this element is
          in (`:has()`) instead let the page paint earlier but showed the text later (LCP 1.52 → 1.66 s on /, 1.48 →
          1.79 on Phuket; not traced why), so the wait stays */}
      <span id={PAGE_BANNER_END_ID} hidden />
      <Helmet>
        <link rel="expect" href={`#${PAGE_BANNER_END_ID}`} blocking="render" />
      </Helmet>
    </Box>
  )
}
