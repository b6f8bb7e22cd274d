// What a font file can draw, for the tests of the build's font subsets (src/node/font-subsets.ts).
import opentype from "opentype.js"
import subsetFont from "subset-font"

/** Which of `candidates` a font file (woff2 or any format harfbuzz reads) has a glyph for. */
export async function heldCharacters(font: Buffer, candidates: string): Promise<Set<string>> {
  // harfbuzz unpacks the file (opentype.js reads no woff2) and keeps only the candidates' glyphs
  const sfnt = await subsetFont(font, candidates, { targetFormat: "sfnt" })
  const { cmap } = opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer).tables
  return new Set(Object.keys(cmap.glyphIndexMap).map((code) => String.fromCodePoint(Number(code))))
}
