/** The part of fontkit (pdfkit's font engine) the PDF fonts and the certificate's JPG use; fontkit ships no types. */
declare module 'fontkit' {
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type Glyph = { id: number; path: { toSVG(): string } };
  export type GlyphRun = { glyphs: Glyph[]; positions: GlyphPosition[]; advanceWidth: number };
  export type Font = {
    unitsPerEm: number;
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  };
  export function openSync(filename: string): Font;
}
