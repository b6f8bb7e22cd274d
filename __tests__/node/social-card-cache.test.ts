import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const ROOT = path.resolve(__dirname, "..", "..")
const artwork = JSON.parse(fs.readFileSync(path.join(ROOT, "data/artwork.en.json"), "utf8")) as Array<{ src: string }>
const picture = artwork.find((entry) => !entry.src.startsWith("https://"))?.src ?? ""

/**
 * Runs scripts/build/social-cards.ts's drawCards in Node with tsx, as the build loads it (src/node/load-script.ts: its
 * font reads files next to its source), and returns what it reports.
 */
function draw(spec: object, dir: string): { rendered: number; kept: number } {
  const script = `
    const { drawCards } = require(${JSON.stringify(path.join(ROOT, "scripts/build/social-cards.ts"))})
    const [spec, dir, dataDir] = JSON.parse(process.argv[1])
    drawCards(spec, dir, dataDir, dir + "/drawn.json").then((result) => console.log(JSON.stringify(result)))`
  const output = execFileSync(process.execPath, ["--import", "tsx", "-e", script, JSON.stringify([spec, dir, path.join(ROOT, "data")])], {
    cwd: ROOT,
    encoding: "utf8",
  })
  return JSON.parse(output.trim()) as { rendered: number; kept: number }
}

describe("social cards (scripts/build/social-cards.ts)", () => {
  const cards = [
    { path: "/", title: "Home", image: picture },
    { path: "/destinations/phuket", title: "Phuket", image: picture },
  ]

  it("draws a card again only when what it is drawn from changed, or its file is gone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cards-"))
    expect(draw({ brand: "Brand", cards }, dir)).toEqual({ rendered: 2, kept: 0 })
    expect(fs.existsSync(path.join(dir, "og/destinations/phuket.jpg"))).toBe(true)
    expect(draw({ brand: "Brand", cards }, dir)).toEqual({ rendered: 0, kept: 2 })
    // A new title is a new card
    expect(draw({ brand: "Brand", cards: [cards[0], { ...cards[1], title: "Phuket, Thailand" }] }, dir)).toEqual({ rendered: 1, kept: 1 })
    // Another brand changes every card
    expect(draw({ brand: "Other", cards }, dir)).toEqual({ rendered: 2, kept: 0 })
    fs.rmSync(path.join(dir, "og/home.jpg"))
    expect(draw({ brand: "Other", cards }, dir)).toEqual({ rendered: 1, kept: 1 })
  })
})
