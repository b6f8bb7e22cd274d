import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { DATA_DIR } from "./data-dir"
import { inLanguage, localizePath, type SiteLanguage } from "../lib/languages"
import { readLanguages } from "./config-data"
import { sitePages } from "../lib/site-pages"
import { loadScript } from "./load-script"
import { fragmentDefinitions } from "./site-fragments"
import { buildTable, translate } from "../lib/translate"
import type { SocialCard } from "../../scripts/build/social-cards"

type CardSources = Queries.SocialCardSourcesQuery

/** Every page's card in every language (its title is drawn in the page's language). */
export function socialCards(data: CardSources, languages: ReadonlyArray<SiteLanguage>): SocialCard[] {
  return languages.flatMap(({ code }) =>
    socialCardsIn(data, code).map((card) => ({ ...card, path: localizePath(card.path, code, languages) })),
  )
}

/** Which picture and title each page's card uses: its own artwork where it has one, else the first of its kind. */
function socialCardsIn(all: CardSources, language: string): SocialCard[] {
  const destinations = inLanguage(all.allDestination.nodes, language)
  const articles = inLanguage(all.allArticle.nodes, language)
  // the site's own table and lookup (src/hooks/use-translation.tsx), so a text reads here as on the page
  const texts = buildTable(all.allTranslation.nodes, language)
  const t = (key: string) => translate(texts, key)
  const home = inLanguage(all.allHome.nodes, language)[0]?.hero
  // The picture a registry page's card draws: the home hero's, or the first record's of a kind
  const firstPictures: Readonly<Record<string, string | undefined>> = {
    "home hero": home?.picture.src,
    destination: destinations[0]?.picture.src,
    article: articles[0]?.picture.src,
    service: inLanguage(all.allService.nodes, language)[0]?.picture.src,
    experience: inLanguage(all.allExperience.nodes, language)[0]?.picture.src,
    "team member": inLanguage(all.allTeamMember.nodes, language)[0]?.picture.src,
  }
  const cards: SocialCard[] = [
    ...Object.values(sitePages).flatMap(({ path, titleKey, shareCard }) =>
      shareCard
        ? [
            {
              path,
              title: shareCard.title === "home hero" ? (home?.title ?? "") : t(titleKey),
              image: firstPictures[shareCard.picture] ?? home?.picture.src ?? "",
            },
          ]
        : [],
    ),
    ...destinations.map((d) => ({ path: `/destinations/${d.slug}`, title: d.heroTitle, image: d.picture.src })),
    ...articles.map((a) => ({ path: a.path, title: a.title, image: a.picture.src })),
  ]
  // A stock-photo URL has no local file to compose from; such pages fall back to the home card
  return cards.filter((card) => card.image && !card.image.startsWith("https://"))
}

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0]

/** After the build, draws every page's 1200×630 share picture into public/og/ (scripts/build/social-cards.ts). */
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
      ...InterfaceTexts
    }
    ${fragmentDefinitions(["InterfaceTexts"])}
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("social cards: the query failed", result.errors)
    return
  }
  const { drawCards } = loadScript<typeof import("../../scripts/build/social-cards")>("scripts/build/social-cards.ts")
  const started = Date.now()
  const spec = { brand: result.data.company?.name ?? "", cards: socialCards(result.data, readLanguages()) }
  const { rendered, kept } = await drawCards(spec, path.resolve("public"), DATA_DIR, path.resolve(".cache/social-cards-drawn.json"))
  reporter.info(`social cards: ${rendered} drawn, ${kept} unchanged, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
