// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localizePath } from "../lib/languages"
import {
  DESTINATION_SECTIONS,
  listPagePath,
  pageCount,
  paginate,
  sectionLimits,
  sectionPagePath,
  type DestinationSection,
} from "../lib/pagination"
import { LIST_PAGE_SIZE } from "../lib/constants"
import { hotelCategories } from "../lib/hotel-directory"
import { readLanguages } from "./config-data"
import { catalogueKey, hotelCatalogueQuery, writeHotelCatalogues } from "./hotel-catalogue"
import { tripItemsQuery, writeTripItems } from "./trip-items"
import { MONTH_SLUGS, monthPath } from "../lib/climate"
import { monthName } from "../lib/month-text"
import { NOTICE_IDS, noticePages } from "../lib/notice-pages"

const destinationTemplate = path.resolve("src/templates/destination.tsx")
const destinationSectionTemplate = path.resolve("src/templates/destination-section.tsx")
const articleTemplate = path.resolve("src/templates/article.tsx")
const whenToGoMonthTemplate = path.resolve("src/templates/when-to-go-month.tsx")
const noticeTemplate = path.resolve("src/templates/notice.tsx")
/** The further pages of /blog and /experiences use their first page's component. */
const listComponents = { articles: path.resolve("src/pages/blog.tsx"), allExperiences: path.resolve("src/pages/experiences.tsx") }
const LIST_BASES = { articles: "/blog", allExperiences: "/experiences" } as const

/** The page query variables that say which of a section page's lists to query (@include in DestinationSectionLists). */
const sectionFlags = (section: DestinationSection) =>
  Object.fromEntries(DESTINATION_SECTIONS.map((name) => [`${name}Section`, name === section]))

/**
 * One page per destination and per article in each language; each template queries its own data by slug and
 * language. A destination section with more items than a page holds (hotels, transport, experiences, concierge)
 * continues on pages of its own (/destinations/<slug>/hotels/2 …), and /blog and /experiences on /blog/page/2 …
 * Every page of a destination's hotels also gets the URL of the destination's whole hotel list (for filter and sort), and
 * every item /my-trip can list gets a file of its own (src/node/trip-items.ts). The notice pages (a form received or
 * refused without script, a newsletter link's outcome) are made from one template in every language.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.PageSourcesQuery>(/* GraphQL */ `
    query PageSources {
      allDestination(sort: { order: ASC }) {
        nodes {
          slug
          language
        }
      }
      allArticle {
        nodes {
          slug
          path
          language
        }
      }
      allVehicle {
        nodes {
          language
          destination {
            slug
          }
        }
      }
      allExperience {
        nodes {
          language
          destination {
            slug
          }
        }
      }
      allConciergeService {
        nodes {
          language
          destination {
            slug
          }
        }
      }
    }
  `)
  const hotels = await graphql<Queries.HotelCatalogueQuery>(hotelCatalogueQuery)
  const tripItems = await graphql<Queries.TripItemsQuery>(tripItemsQuery)
  if (result.errors || !result.data || hotels.errors || !hotels.data || tripItems.errors || !tripItems.data) {
    reporter.panicOnBuild(
      "createPages: the destination, article, hotel or trip item query failed",
      result.errors ?? hotels.errors ?? tripItems.errors,
    )
    return
  }
  const data = result.data
  const languages = readLanguages()
  const catalogues = writeHotelCatalogues(hotels.data.allHotel.nodes)
  // /my-trip fetches the files of the items a visitor stored, instead of holding every item in its page data
  writeTripItems(tripItems.data)
  const sectionItems: Record<DestinationSection, ReadonlyArray<{ language: string; destination: { slug: string } }>> = {
    hotels: hotels.data.allHotel.nodes,
    transport: data.allVehicle.nodes,
    experiences: data.allExperience.nodes,
    concierge: data.allConciergeService.nodes,
  }

  for (const { slug, language } of data.allDestination.nodes) {
    const ofDestination = <T extends { language: string; destination: { slug: string } }>(items: ReadonlyArray<T>) =>
      items.filter((item) => item.language === language && item.destination.slug === slug)
    const hotelsContext = {
      // the filter offers the categories of every hotel of the destination, not only this page's
      hotelCategories: hotelCategories(ofDestination(hotels.data.allHotel.nodes)),
      hotelCatalogue: catalogues.get(catalogueKey(slug, language)) ?? null,
    }
    const neutralPath = sectionPagePath(slug, "hotels", 1)
    actions.createPage({
      path: localizePath(neutralPath, language, languages),
      component: destinationTemplate,
      context: {
        slug,
        language,
        pagePath: neutralPath,
        // each section's first page: the page query's limits
        ...sectionLimits(),
        ...hotelsContext,
      },
    })
    for (const section of DESTINATION_SECTIONS) {
      const total = ofDestination(sectionItems[section]).length
      for (let page = 2; page <= pageCount(total, LIST_PAGE_SIZE); page++) {
        // the slice is one page long, the limit DestinationSectionLists takes for the section
        const { skip } = paginate(total, LIST_PAGE_SIZE, page)
        const sectionPath = sectionPagePath(slug, section, page)
        actions.createPage({
          path: localizePath(sectionPath, language, languages),
          component: destinationSectionTemplate,
          context: { slug, language, pagePath: sectionPath, section, skip, ...sectionLimits(), ...sectionFlags(section), ...hotelsContext },
        })
      }
    }
  }

  for (const { slug, path: articlePath, language } of data.allArticle.nodes) {
    actions.createPage({
      path: localizePath(articlePath, language, languages),
      component: articleTemplate,
      context: { slug, language, pagePath: articlePath },
    })
  }

  // The pages a form sent without script, or a newsletter link, lands on (src/lib/notice-registry.json), in every language
  for (const { code: language } of languages) {
    for (const notice of NOTICE_IDS) {
      const pagePath = noticePages[notice].path
      actions.createPage({
        path: localizePath(pagePath, language, languages),
        component: noticeTemplate,
        context: { language, pagePath, notice },
      })
    }
  }

  // /when-to-go/january … in every language (/when-to-go itself is src/pages/when-to-go.tsx)
  // The month's name is worked out here, not in the page's first load (a phone's first Intl.DateTimeFormat blocks it)
  for (const { code: language, locale } of languages) {
    for (const month of MONTH_SLUGS.map((_, index) => index + 1)) {
      actions.createPage({
        path: localizePath(monthPath(month), language, languages),
        component: whenToGoMonthTemplate,
        context: { language, pagePath: monthPath(month), month, monthName: monthName(month, locale) },
      })
    }
  }

  // /blog and /experiences themselves come from src/pages (onCreatePage gives them their first slice)
  const listItems = { articles: data.allArticle.nodes, allExperiences: data.allExperience.nodes }
  for (const list of ["articles", "allExperiences"] as const) {
    for (const { code: language } of languages) {
      const total = listItems[list].filter((item) => item.language === language).length
      for (let page = 2; page <= pageCount(total, LIST_PAGE_SIZE); page++) {
        const { skip, limit } = paginate(total, LIST_PAGE_SIZE, page)
        const listPath = listPagePath(LIST_BASES[list], page)
        actions.createPage({
          path: localizePath(listPath, language, languages),
          component: listComponents[list],
          context: { language, pagePath: listPath, skip, limit },
        })
      }
    }
  }
}
