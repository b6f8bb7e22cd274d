// Renders the 1200×630 social-share picture of every page: its artwork, a shade, and its title in
// the house serif (as outlines, so no system font is needed). src/node/social-cards.ts calls drawCards at the end of
// the build with every page's { path, title, image } (image relative to data/).
// Loaded by tsx outside Gatsby's bundle (src/node/load-script.ts): it reads its own source and its font's, which
// Gatsby's CommonJS bundle of gatsby-node would not have at these paths.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { z } from "zod"
import { textPath } from "../artwork/font"

const FONT_SOURCE = "../artwork/font.ts"

export interface SocialCard {
  path: string
  title: string
  /** Artwork file, relative to data/. */
  image: string
}
export interface SocialCardSpec {
  brand: string
  cards: SocialCard[]
}

export const WIDTH = 1200
export const HEIGHT = 630

/** The card's file path for a page path: "/" → og/home.jpg, "/destinations/phuket" → og/destinations/phuket.jpg. */
export const cardFile = (pagePath: string): string => `og/${pagePath === "/" ? "home" : pagePath.replace(/^\//, "")}.jpg`

/** Greedy line breaking by measured width. */
function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && textPath(next, { size, weight: 600 }).width > maxWidth) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function overlay(title: string, brand: string): string {
  let size = 76
  let lines = wrap(title, size, 900)
  while (lines.length > 3 && size > 48) lines = wrap(title, (size -= 6), 900)
  const lineHeight = size * 1.12
  const top = HEIGHT - 110 - lineHeight * (lines.length - 1)
  const titlePaths = lines
    .map(
      (line, i) =>
        `<path transform="translate(72 ${top + i * lineHeight})" d="${textPath(line, { size, weight: 600 }).d}" fill="#F7F2E8"/>`,
    )
    .join("")
  const brandPath = textPath(brand.toUpperCase(), { size: 26, weight: 600, tracking: 0.12 })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="#0F1B2D" stop-opacity="0.9"/><stop offset="0.6" stop-color="#0F1B2D" stop-opacity="0.55"/><stop offset="1" stop-color="#0F1B2D" stop-opacity="0.15"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#shade)"/>
    <rect x="72" y="72" width="56" height="3" fill="#C9A45C"/>
    <path transform="translate(72 120)" d="${brandPath.d}" fill="#C9A45C"/>
    ${titlePaths}
  </svg>`
}

export async function renderCard({ title, image }: SocialCard, dataDir: string, brand: string): Promise<Buffer> {
  const base = sharp(path.join(dataDir, image)).resize(WIDTH, HEIGHT, { fit: "cover", position: "attention" })
  return base
    .composite([{ input: Buffer.from(overlay(title, brand)) }])
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toBuffer()
}

/**
 * What a card is drawn from: its title and picture (the file's size and time), the brand, and this renderer's own
 * source. A card whose key is unchanged since the last build is not drawn again: a rebuild after one edit draws the
 * cards that changed, not every page's (about 40 s for 200 cards on 2 cores).
 */
export function cardKey(card: SocialCard, dataDir: string, brand: string): string {
  const picture = fs.statSync(path.join(dataDir, card.image))
  return crypto
    .createHash("sha256")
    .update(RENDERER)
    .update(JSON.stringify([brand, card.title, card.image, picture.size, picture.mtimeMs]))
    .digest("hex")
}

/** The renderer's source (this file and its font), so a change to how cards look draws them all again. */
const RENDERER = ["./social-cards.ts", FONT_SOURCE].map((file) => fs.readFileSync(path.join(__dirname, file), "utf8")).join("\n")

/** .cache/'s record of the cards drawn: page path → key. */
const drawnSchema = z.record(z.string(), z.string())

/**
 * Draws every card of the spec into publicDir/og/ that is missing or whose key changed; the keys of the cards drawn
 * are kept in `drawnFile` (in .cache/). Returns how many were drawn and how many kept.
 */
export async function drawCards(
  { brand, cards }: SocialCardSpec,
  publicDir: string,
  dataDir: string,
  drawnFile: string,
): Promise<{ rendered: number; kept: number }> {
  const drawn = fs.existsSync(drawnFile) ? drawnSchema.parse(JSON.parse(fs.readFileSync(drawnFile, "utf8"))) : {}
  const next: Record<string, string> = {}
  let rendered = 0
  for (const card of cards) {
    const out = path.join(publicDir, cardFile(card.path))
    const key = cardKey(card, dataDir, brand)
    next[card.path] = key
    if (drawn[card.path] === key && fs.existsSync(out)) continue
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, await renderCard(card, dataDir, brand))
    rendered += 1
  }
  fs.writeFileSync(drawnFile, JSON.stringify(next))
  return { rendered, kept: cards.length - rendered }
}
