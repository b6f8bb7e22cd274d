import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DATA_DIR } from "./data-dir"
import { inLanguage, localizePath, type SiteLanguage } from "../lib/languages"
import { readLanguages } from "./config-data"
import { nativeImport } from "./native-import"
import type { SocialCard } from "../../scripts/build/social-cards.mjs"

type CardSources = Queries.SocialCardSourcesQuery

/** Every page's card in every language (its title is drawn in the page's language). */
export function socialCards(data: CardSources, languages: ReadonlyArray<SiteLanguage>): SocialCard[] {
  return languages.flatMap(({ code }) =>
    socialCardsIn(data, code).map((card) => ({ ...card, path: localizePath(card.path, code, languages) })),
  )
}

/** Which picture and title each page's card uses: its own artwork where it has one, else the first of its kind. */
function socialCardsIn(all: CardSources, language: string): SocialCard[] {
  const data = {
    allDestination: { nodes: inLanguage(all.allDestination.nodes, language) },
    allArticle: { nodes: inLanguage(all.allArticle.nodes, language) },
    allService: { nodes: inLanguage(all.allService.nodes, language) },
    allExperience: { nodes: inLanguage(all.allExperience.nodes, language) },
    allTeamMember: { nodes: inLanguage(all.allTeamMember.nodes, language) },
  }
  const texts = new Map(inLanguage(all.allTranslation.nodes, language).flatMap((n) => n.entries.map((e) => [e.key, e.text] as const)))
  const t = (key: string) => texts.get(key) ?? key
  const home = inLanguage(all.allHome.nodes, language)[0]?.hero
  const first = <T extends { picture: { src: string } }>(nodes: ReadonlyArray<T>) => nodes[0]?.picture.src ?? home?.picture.src ?? ""
  const cards: SocialCard[] = [
    { path: "/", title: home?.title ?? "", image: home?.picture.src ?? "" },
    { path: "/destinations", title: t("destinations.title"), image: first(data.allDestination.nodes) },
    { path: "/services", title: t("services.pageTitle"), image: first(data.allService.nodes) },
    { path: "/experiences", title: t("experiences.title"), image: first(data.allExperience.nodes) },
    { path: "/blog", title: t("blog.title"), image: first(data.allArticle.nodes) },
    { path: "/about", title: t("about.metaTitle"), image: first(data.allTeamMember.nodes) },
    { path: "/contact", title: t("contact.title"), image: home?.picture.src ?? "" },
    // The trade's page shares the home picture like /contact; the shortlist, the first destination's (planning a trip there)
    { path: "/partners", title: t("partners.title"), image: home?.picture.src ?? "" },
    { path: "/my-trip", title: t("trip.title"), image: first(data.allDestination.nodes) },
    { path: "/search", title: t("search.title"), image: home?.picture.src ?? "" },
    ...data.allDestination.nodes.map((d) => ({ path: `/destinations/${d.slug}`, title: d.heroTitle, image: d.picture.src })),
    ...data.allArticle.nodes.map((a) => ({ path: a.path, title: a.title, image: a.picture.src })),
  ]
  // A stock-photo URL has no local file to compose from; such pages fall back to the home card
  return cards.filter((card) => card.image && !card.image.startsWith("https://"))
}

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

/** After the build, draws every page's 1200×630 share picture into public/og/ (scripts/build/social-cards.mjs). */
export async function writeSocialCards({ graphql, reporter }: PostBuildArgs): Promise<void> {
  const result = await graphql<CardSources>(/* GraphQL */ `
    query SocialCardSources {
      company {
        name
      }
      allHome {
        nodes {
          language
          hero {
            title
            picture {
              src
            }
          }
        }
      }
      allDestination(sort: { order: ASC }) {
        nodes {
          language
          slug
          heroTitle
          picture {
            src
          }
        }
      }
      allArticle(sort: { date: DESC }) {
        nodes {
          language
          path
          title
          picture {
            src
          }
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          language
          picture {
            src
          }
        }
      }
      allExperience(sort: { order: ASC }) {
        nodes {
          language
          picture {
            src
          }
        }
      }
      allTeamMember(sort: { order: ASC }) {
        nodes {
          language
          picture {
            src
          }
        }
      }
      allTranslation {
        nodes {
          language
          entries {
            key
            text
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("social cards: the query failed", result.errors)
    return
  }
  const { drawCards } = await nativeImport<typeof import("../../scripts/build/social-cards.mjs")>("scripts/build/social-cards.mjs")
  const started = Date.now()
  const spec = { brand: result.data.company?.name ?? "", cards: socialCards(result.data, readLanguages()) }
  const { rendered, kept } = await drawCards(spec, path.resolve("public"), DATA_DIR, path.resolve(".cache/social-cards-drawn.json"))
  reporter.info(`social cards: ${rendered} drawn, ${kept} unchanged, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
