import fs from "node:fs"
import path from "node:path"
import type { ArticleRecord } from "../../src/content/schemas/article"
import type { DestinationRecord } from "../../src/content/schemas/destination"
import type { ExperienceRecord } from "../../src/content/schemas/experience"
import type { HotelRecord } from "../../src/content/schemas/hotel"
import type { ServiceRecord } from "../../src/content/schemas/service"
import type { TeamMemberRecord } from "../../src/content/schemas/team-member"
import type { VehicleRecord } from "../../src/content/schemas/vehicle"

/**
 * The content the build under test was made from, read from data/ the way staff store it (one file per record),
 * so tests compare the pages with the data instead of freezing counts.
 */
const DATA_DIR = path.resolve(__dirname, "../..", process.env.CONTENT_DIR ?? "data")

function records<T extends { order: number }>(folder: string): T[] {
  return unordered<T>(folder).sort((a, b) => a.order - b.order)
}

function unordered<T>(folder: string): T[] {
  const files = fs.readdirSync(path.join(DATA_DIR, folder), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"))
  return files.map((f) => JSON.parse(fs.readFileSync(path.join(DATA_DIR, folder, f), "utf8")) as T)
}

export const destinations = records<DestinationRecord>("destinations")
export const hotels = records<HotelRecord>("hotels")
export const vehicles = records<VehicleRecord>("vehicles")
export const experiences = records<ExperienceRecord>("experiences")
export const services = records<ServiceRecord>("services")
export const team = records<TeamMemberRecord>("team")
/** Newest first, as the blog lists them. */
export const articles = unordered<ArticleRecord>("articles").sort((a, b) => b.date.localeCompare(a.date))

/** What a destination page must list: the records that name it. */
export const contentOf = (slug: string) => ({
  hotels: hotels.filter((h) => h.destination === slug),
  vehicles: vehicles.filter((v) => v.destination === slug),
  experiences: experiences.filter((e) => e.destination === slug),
})
