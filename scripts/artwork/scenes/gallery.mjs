// Home-page gallery (1200×800): scenic variations seeded by id, steered by slug keywords.
import { keywords, has } from "./common.mjs"
import { DESTINATION_SCENES } from "./destination.mjs"
import { templeScene, canalScene, islandsScene, cruiseScene } from "./experience.mjs"

function timeFrom(text) {
  if (has(text, "morning", "sunrise", "dawn")) return "morning"
  if (has(text, "sunset")) return "sunset"
  if (has(text, "dusk", "evening")) return "dusk"
  if (has(text, "night")) return "night"
  if (has(text, "golden")) return "golden"
  return undefined
}

export function galleryScene(ctx) {
  const text = keywords(ctx, ["slug", "caption", "title"])
  const time = timeFrom(text)
  const g = { ...ctx, time }
  if (has(text, "arun", "bangkok", "chao phraya")) return DESTINATION_SCENES.bangkok(g)
  if (has(text, "temple", "wat", "chedi")) return templeScene(g, { text })
  if (has(text, "market")) return canalScene(g, { market: true })
  if (has(text, "railay", "krabi", "cliff", "cliffs")) return DESTINATION_SCENES.krabi(g)
  if (has(text, "hua hin")) return DESTINATION_SCENES["hua-hin"](g)
  if (has(text, "samui", "palm", "palms")) return DESTINATION_SCENES["koh-samui"](g)
  if (has(text, "phang nga", "bay")) return DESTINATION_SCENES.phuket(g)
  if (has(text, "ang thong", "viewpoint", "island", "islands"))
    return islandsScene({ ...g, params: { region: has(text, "ang thong", "samui") ? "koh-samui" : "phuket" } }, { boat: false })
  if (has(text, "cruise", "yacht", "sail")) return cruiseScene(g, {})
  if (has(text, "beach")) return DESTINATION_SCENES["koh-samui"](g)
  const pick = ctx.rng.pick(["sunset", "islands", "temple", "market"])
  if (pick === "sunset") return cruiseScene({ ...g, time: time ?? "sunset" }, {})
  if (pick === "islands") return islandsScene(g, { boat: true })
  if (pick === "temple") return templeScene(g, { text })
  return canalScene(g, { market: true })
}
