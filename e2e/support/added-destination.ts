// A destination added the way staff add one, with data alone: its record in every language, a hotel, a vehicle, an
// experience and a climate record that borrows another destination's station (figuresFrom). Written into a copy's
// data/ (scripts/project-copy.ts), never the repository's; e2e/added-destination.spec.ts builds that copy and looks
// for it wherever the site lists destinations. Each record starts from an existing one of the same kind, so fields
// the team adds or removes later are carried over, and sets its own slug, names, texts and place.
import fs from "node:fs"
import path from "node:path"
import type { ClimateRecord } from "../../src/content/schemas/climate"
import type { DestinationRecord } from "../../src/content/schemas/destination"
import type { ExperienceRecord } from "../../src/content/schemas/experience"
import type { HotelRecord } from "../../src/content/schemas/hotel"
import type { VehicleRecord } from "../../src/content/schemas/vehicle"

/** The texts the fixture writes, per language code of data/languages.json. */
type Texts<T> = Record<string, T>

const SLUG = "khao-lak"
/** The destination it is written from (and placed after in the menus), and whose station it borrows through its own lender. */
const TEMPLATE = "krabi"
/** The destination whose experiences its experience follows on /experiences. */
const EXPERIENCES_AFTER = "phuket"

const DESTINATION_TEXTS: Texts<Partial<DestinationRecord>> = {
  en: {
    name: "Khao Lak",
    region: "Andaman Coast",
    cardText: "Long quiet beaches below rainforest hills, and the gateway to the Similan Islands.",
    heroTitle: "Khao Lak: Beaches Below the Rainforest",
    heroDescription: "Miles of uncrowded sand north of Phuket, jungle waterfalls inland and day trips to the Similan Islands.",
    overviewTitle: "Discover Khao Lak",
    overviewDescription:
      "Khao Lak lies about an hour north of Phuket airport, where the coast turns quiet: long beaches, low-rise resorts and the forested hills of Khao Lak–Lam Ru National Park behind them. From October to May boats leave for the Similan and Surin Islands.",
    highlights: ["Private speedboat to the Similan Islands", "Waterfall walk in Khao Lak–Lam Ru National Park", "Sunset on Pakweeb Beach"],
    locative: "in Khao Lak",
  },
  de: {
    name: "Khao Lak",
    region: "Andamanenküste",
    cardText: "Lange, ruhige Strände unter Regenwaldhügeln und das Tor zu den Similan-Inseln.",
    heroTitle: "Khao Lak: Strände unter dem Regenwald",
    heroDescription: "Kilometerlange, leere Strände nördlich von Phuket, Wasserfälle im Dschungel und Tagesausflüge zu den Similan-Inseln.",
    overviewTitle: "Khao Lak entdecken",
    overviewDescription:
      "Khao Lak liegt etwa eine Stunde nördlich des Flughafens von Phuket, wo die Küste ruhig wird: lange Strände, niedrige Resorts und dahinter die bewaldeten Hügel des Nationalparks Khao Lak–Lam Ru. Von Oktober bis Mai fahren Boote zu den Similan- und Surin-Inseln.",
    highlights: [
      "Im privaten Schnellboot zu den Similan-Inseln",
      "Wasserfallwanderung im Nationalpark Khao Lak–Lam Ru",
      "Sonnenuntergang am Pakweeb Beach",
    ],
    locative: "in Khao Lak",
  },
}

const HOTEL_NAME = "Khao Lak Lagoon Pavilions"
const HOTEL_TEXTS: Texts<Partial<HotelRecord>> = {
  en: {
    description: "Pavilions around a lagoon pool, a few steps from a quiet beach, with a spa in the garden and boats to the Similans.",
    location: "Khao Lak, Phang Nga",
  },
  de: {
    description:
      "Pavillons rund um einen Lagunenpool, wenige Schritte von einem ruhigen Strand, mit Spa im Garten und Booten zu den Similans.",
    location: "Khao Lak, Phang Nga",
  },
}

const VEHICLE_TEXTS: Texts<Partial<VehicleRecord>> = {
  en: { description: "Premium MPV for up to 5 passengers, for the hour's drive from Phuket airport to Khao Lak." },
  de: { description: "Premium-Van für bis zu 5 Fahrgäste, für die einstündige Fahrt vom Flughafen Phuket nach Khao Lak." },
}

const EXPERIENCE_TEXTS: Texts<Partial<ExperienceRecord>> = {
  en: {
    name: "Similan Islands by Private Speedboat from Khao Lak",
    description: "An early start from Thap Lamu pier to snorkel the Similans' granite bays before the day boats arrive.",
    location: "Thap Lamu pier, Khao Lak",
  },
  de: {
    name: "Similan-Inseln im privaten Schnellboot ab Khao Lak",
    description: "Früher Aufbruch am Pier von Thap Lamu, um in den Granitbuchten der Similans zu schnorcheln, bevor die Tagesboote kommen.",
    location: "Pier von Thap Lamu, Khao Lak",
  },
}

const CLIMATE_ADVICE: Texts<string> = {
  en: "Khao Lak shares the Andaman coast's seasons: go from November to April, when the sea is calm and the Similan Islands are open.",
  de: "Khao Lak hat die Jahreszeiten der Andamanenküste: Reisen Sie von November bis April, wenn das Meer ruhig ist und die Similan-Inseln geöffnet sind.",
}

/** What the fixture added, for the spec's expectations. */
export interface AddedDestination {
  slug: string
  /** The destination's name in each language. */
  names: Texts<string>
  /** The destination whose figures its climate shows. */
  lender: string
  hotel: string
  vehicle: string
  experience: string
  /** The destination whose region on /experiences it follows. */
  experiencesAfter: string
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T
/** As data/ stores JSON (prettier: 2-space indent, trailing newline). */
const writeJson = (file: string, value: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
}

function textsIn<T>(texts: Texts<T>, language: string): T {
  const own = texts[language]
  if (own === undefined) throw new Error(`the added destination has no texts in "${language}" (e2e/support/added-destination.ts)`)
  return own
}

/** The records of a folder in one language, by their `order`. */
function recordsIn<T extends { order: number }>(folder: string, language: string): T[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(`.${language}.json`))
    .map((name) => readJson<T>(path.join(folder, name)))
    .sort((a, b) => a.order - b.order)
}

/** Adds the destination and its records to the data folder `dataDir` (a copy's); returns what it added. */
export function addDestination(dataDir: string): AddedDestination {
  const languages = readJson<Array<{ code: string }>>(path.join(dataDir, "languages.json")).map(({ code }) => code)
  const [defaultLanguage = "en"] = languages
  const file = (folder: string, slug: string, language: string) => path.join(dataDir, folder, `${slug}.${language}.json`)

  // Its experience comes right after the last of EXPERIENCES_AFTER's, so /experiences shows its region there
  const experiences = recordsIn<ExperienceRecord>(path.join(dataDir, "experiences"), defaultLanguage)
  const template = experiences.filter((experience) => experience.destination === EXPERIENCES_AFTER).at(-1)
  if (!template) throw new Error(`data/experiences has no experience in ${EXPERIENCES_AFTER}`)
  const vehicleTemplate = recordsIn<VehicleRecord>(path.join(dataDir, "vehicles", TEMPLATE), defaultLanguage)[0]
  const hotelTemplate = recordsIn<HotelRecord>(path.join(dataDir, "hotels", TEMPLATE), defaultLanguage)[0]
  if (!vehicleTemplate || !hotelTemplate) throw new Error(`data/ has no hotel or vehicle in ${TEMPLATE}`)
  const templateClimate = readJson<ClimateRecord>(file("climate", TEMPLATE, defaultLanguage))
  // A borrowed climate names a destination with figures of its own (a lender does not borrow in turn)
  const lender = templateClimate.figuresFrom ?? TEMPLATE

  const hotel = `${SLUG}-lagoon-pavilions`
  const vehicle = `${SLUG}-${vehicleTemplate.slug.replace(`${TEMPLATE}-`, "")}`
  const experience = `${SLUG}-similan-islands-speedboat`
  for (const language of languages) {
    const destination = readJson<DestinationRecord>(file("destinations", TEMPLATE, language))
    writeJson(file("destinations", SLUG, language), {
      ...destination,
      ...textsIn(DESTINATION_TEXTS, language),
      slug: SLUG,
      // Between its template and the next destination in the menus and on the map
      order: destination.order + 1,
      location: { latitude: 8.6367, longitude: 98.2487, source: "https://en.wikipedia.org/wiki/Khao_Lak" },
    })
    writeJson(path.join(dataDir, "hotels", SLUG, `${hotel}.${language}.json`), {
      ...readJson<HotelRecord>(file(`hotels/${TEMPLATE}`, hotelTemplate.slug, language)),
      ...textsIn(HOTEL_TEXTS, language),
      slug: hotel,
      name: HOTEL_NAME,
      destination: SLUG,
    })
    writeJson(path.join(dataDir, "vehicles", SLUG, `${vehicle}.${language}.json`), {
      ...readJson<VehicleRecord>(file(`vehicles/${TEMPLATE}`, vehicleTemplate.slug, language)),
      ...textsIn(VEHICLE_TEXTS, language),
      slug: vehicle,
      destination: SLUG,
    })
    writeJson(file("experiences", experience, language), {
      ...readJson<ExperienceRecord>(file("experiences", template.slug, language)),
      ...textsIn(EXPERIENCE_TEXTS, language),
      slug: experience,
      order: template.order + 1,
      destination: SLUG,
    })
    // Its own station's fields left out: the page names the lender's
    const {
      station: _station,
      period: _period,
      source: _source,
      seaSource: _seaSource,
      ...climate
    } = readJson<ClimateRecord>(file("climate", TEMPLATE, language))
    writeJson(file("climate", SLUG, language), {
      ...climate,
      destination: SLUG,
      notes: `Test fixture (e2e/support/added-destination.ts): the figures are ${lender}'s station's, the seasons ${TEMPLATE}'s.`,
      advice: textsIn(CLIMATE_ADVICE, language),
      figuresFrom: lender,
      months: climate.months.map((month) => ({ ...month, highC: null, lowC: null, rainMm: null, rainDays: null, seaC: null })),
    })
  }
  const names = Object.fromEntries(languages.map((language) => [language, textsIn(DESTINATION_TEXTS, language).name ?? SLUG]))
  return { slug: SLUG, names, lender, hotel, vehicle, experience, experiencesAfter: EXPERIENCES_AFTER }
}
