// The part of opentype.js (which ships no types) that font.ts reads.
declare module "opentype.js" {
  interface GlyphPoint {
    x: number
    y: number
    onCurve: boolean
    lastPointOfContour?: boolean
  }
  interface Glyph {
    advanceWidth: number
    points?: GlyphPoint[]
  }
  interface Font {
    unitsPerEm: number
    ascender: number
    tables: { os2?: { sCapHeight?: number }; cmap: { glyphIndexMap: Record<string, number> } }
    glyphs: { get(index: number): Glyph }
  }
  const opentype: { parse(buffer: ArrayBuffer | Uint8Array): Font }
  export default opentype
}
