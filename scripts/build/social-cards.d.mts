// Types for social-cards.mjs.
export const WIDTH: number
export const HEIGHT: number

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

export function cardFile(pagePath: string): string
export function renderCard(card: SocialCard, dataDir: string, brand: string): Promise<Buffer>
export function cardKey(card: SocialCard, dataDir: string, brand: string): string
export function drawCards(
  spec: SocialCardSpec,
  publicDir: string,
  dataDir: string,
  drawnFile: string,
): Promise<{ rendered: number; kept: number }>
