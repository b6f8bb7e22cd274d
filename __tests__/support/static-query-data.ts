import fs from "node:fs"
import path from "node:path"

const dataDir = path.resolve(__dirname, "../../data")
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T
const readDir = <T>(dir: string): T[] =>
  fs
    .readdirSync(path.join(dataDir, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => read<T>(`${dir}/${f}`))
/** Records stored one per file, in list order (as the queries sort them). */
const readList = <T extends { order: number }>(dir: string): T[] => readDir<T>(dir).sort((a, b) => a.order - b.order)

interface PictureRecord {
  id: string
  src: string
  alt: string
  width: number
  height: number
}

const pictureFiles = ["artwork.json", "photos.json"].filter((file) => fs.existsSync(path.join(dataDir, file)))
const pictures = new Map(pictureFiles.flatMap((file) => read<PictureRecord[]>(file)).map((p) => [p.id, p]))

/** A picture as a query returns it, with a fixed-size image so GatsbyImage renders an <img>. */
export function pictureData(id: string) {
  const picture = pictures.get(id)
  if (!picture) throw new Error(`No picture ${id} in data/artwork.json or data/photos.json`)
  return {
    ...picture,
    file: {
      childImageSharp: {
        gatsbyImageData: { layout: "constrained", width: 640, height: 427, images: { fallback: { src: `/${picture.src}` }, sources: [] } },
      },
    },
  }
}

/** What each named static query returns in tests, built from the real content. */
export const staticQueryData: Record<string, unknown> = {
  TranslationTable: { allTranslation: { nodes: readDir("translations") } },
  Company: { company: read("company.json") },
  NavDestinations: {
    allDestination: {
      nodes: readList<{ slug: string; name: string; order: number }>("destinations").map(({ slug, name }) => ({ slug, name })),
    },
  },
  Partners: {
    allPartner: {
      nodes: readList<{ slug: string; name: string; website: string; picture: string; order: number }>("partners").map((p) => ({
        ...p,
        picture: pictureData(p.picture),
      })),
    },
  },
  SiteUrl: { site: { siteMetadata: { siteUrl: "https://www.luxurydmcthailand.com" } } },
}
