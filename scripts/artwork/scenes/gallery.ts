// Home-page gallery (1200×800): scenic variations seeded by id, steered by slug keywords.
import { keywords, has } from "./common"
import { ILLUSTRATION_SCENES } from "./destination"
import { templeScene, canalScene, islandsScene, cruiseScene } from "./experience"
import type { Picture, SceneContext } from "../job"
import type { SkyName } from "../palette"

function timeFrom(text: string): SkyName | undefined {
  if (has(text, "morning", "sunrise", "dawn")) return "morning"
  if (has(text, "sunset")) return "sunset"
  if (has(text, "dusk", "evening")) return "dusk"
  if (has(text, "night")) return "night"
  if (has(text, "golden")) return "golden"
  return undefined
}

export function galleryScene(ctx: SceneContext): Picture {
  const text = keywords(ctx, ["slug", "caption", "title"])
  const time = timeFrom(text)
  const g = { ...ctx, time }
  if (has(text, "arun", "bangkok", "chao phraya")) return ILLUSTRATION_SCENES["river-temple"](g)
  if (has(text, "temple", "wat", "chedi")) return templeScene(g, { text })
  if (has(text, "market")) return canalScene(g, { market: true })
  if (has(text, "railay", "krabi", "cliff", "cliffs")) return ILLUSTRATION_SCENES["limestone-cliffs"](g)
  if (has(text, "hua hin")) return ILLUSTRATION_SCENES["seaside-pavilion"](g)
  if (has(text, "samui", "palm", "palms")) return ILLUSTRATION_SCENES["palm-beach"](g)
  if (has(text, "phang nga", "bay")) return ILLUSTRATION_SCENES["limestone-bay"](g)
  if (has(text, "ang thong", "viewpoint", "island", "islands"))
    return islandsScene({ ...g, params: { scenery: has(text, "ang thong", "samui") ? "green-islands" : "mixed-islets" } }, { boat: false })
  if (has(text, "cruise", "yacht", "sail")) return cruiseScene(g, {})
  if (has(text, "beach")) return ILLUSTRATION_SCENES["palm-beach"](g)
  const pick = ctx.rng.pick(["sunset", "islands", "temple", "market"])
  if (pick === "sunset") return cruiseScene({ ...g, time: time ?? "sunset" }, {})
  if (pick === "islands") return islandsScene(g, { boat: true })
  if (pick === "temple") return templeScene(g, { text })
  return canalScene(g, { market: true })
}
