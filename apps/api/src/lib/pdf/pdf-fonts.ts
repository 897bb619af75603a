import path from 'node:path';
import { type Font, openSync } from 'fontkit';
import { apiPackageRoot } from '../../db/paths';

/**
 * The fonts of the PDFs the portal generates (certificates, acknowledgements). A text entirely in Latin-1 keeps
 * the standard PDF fonts (the English certificate as it always was); any other text is drawn with embedded fonts (issue 14), chosen per run of
 * characters: Noto Sans Devanagari (OFL, assets/fonts) covers Devanagari, Latin and Latin Extended. A
 * character no embedded font has falls back to the standard font's Latin-1 ('?' for other scripts).
 */

/** The standard PDF fonts the portal's PDFs use (Latin-1 only). */
export type StandardFont = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold' | 'Times-BoldItalic';
export type Weight = 'regular' | 'bold';

/** An embedded font: the name pdfkit knows it by, its file, and fontkit's reading of it (for the JPG). */
export type EmbeddedFont = { name: string; file: string; font: Font };

const FONT_FILES: ReadonlyArray<{ weight: Weight; name: string; file: string }> = [
  { weight: 'regular', name: 'NotoSansDevanagari', file: 'NotoSansDevanagari-Regular.ttf' },
  { weight: 'bold', name: 'NotoSansDevanagari-Bold', file: 'NotoSansDevanagari-Bold.ttf' },
];

let loaded: Record<Weight, EmbeddedFont[]> | undefined;

/** The embedded fonts per weight, in the order they are tried; read from disk once. */
export function embeddedFonts(): Record<Weight, EmbeddedFont[]> {
  if (!loaded) {
    const folder = path.join(apiPackageRoot(), 'assets', 'fonts');
    const fonts: Record<Weight, EmbeddedFont[]> = { regular: [], bold: [] };
    for (const { weight, name, file } of FONT_FILES) {
      const filePath = path.join(folder, file);
      fonts[weight].push({ name, file: filePath, font: openSync(filePath) });
    }
    loaded = fonts;
  }
  return loaded;
}

/** The weight of the embedded font that stands in for a standard font. */
export const WEIGHT_OF: Record<StandardFont, Weight> = {
  Helvetica: 'regular',
  'Helvetica-Bold': 'bold',
  'Times-Roman': 'regular',
  'Times-Bold': 'bold',
  'Times-BoldItalic': 'bold',
};

/**
 * The standard PDF fonts cover Latin-1 only: accents are kept where Latin-1 has them and dropped otherwise;
 * anything else becomes '?'.
 */
export function toStandardFontText(text: string): string {
  return Array.from(text.normalize('NFC'), (character) => {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
    if (code <= 0xff) return character;
    const stripped = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return Array.from(stripped).every((part) => {
      const partCode = part.codePointAt(0) ?? 0;
      return partCode >= 0x20 && partCode <= 0xff;
    }) && stripped
      ? stripped
      : '?';
  }).join('');
}

/** True when every character is printable Latin-1 (what the standard fonts draw as written). */
export function isLatin1(text: string): boolean {
  return /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text);
}

/** A piece of a line drawn with one font: a standard font, or an embedded one. */
export type TextRun = { text: string; font: { standard: StandardFont } | { embedded: EmbeddedFont } };

/** Joiners and variation selectors shape the characters around them; no font needs a glyph of its own for them. */
function isInvisible(code: number): boolean {
  return code === 0x200c || code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f);
}

function covers(font: Font, cluster: string): boolean {
  return Array.from(cluster).every((character) => {
    const code = character.codePointAt(0) ?? 0;
    return isInvisible(code) || font.hasGlyphForCodePoint(code);
  });
}

/** Control characters become spaces (a name typed with a tab or a line break stays on its line). */
function withoutControls(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code < 0xa0) ? ' ' : character;
  }).join('');
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** Splits a text into runs, each drawn with the first font that has every character of its clusters. */
export function textRuns(text: string, standard: StandardFont): TextRun[] {
  const clean = withoutControls(text.normalize('NFC'));
  if (isLatin1(clean)) return [{ text: clean, font: { standard } }];
  const candidates = embeddedFonts()[WEIGHT_OF[standard]];
  const runs: TextRun[] = [];
  for (const { segment } of graphemes.segment(clean)) {
    const embedded = candidates.find((candidate) => covers(candidate.font, segment));
    const font: TextRun['font'] = embedded ? { embedded } : { standard };
    const piece = embedded ? segment : toStandardFontText(segment);
    const last = runs.at(-1);
    if (last && sameFont(last.font, font)) last.text += piece;
    else runs.push({ text: piece, font });
  }
  return runs;
}

function sameFont(a: TextRun['font'], b: TextRun['font']): boolean {
  if ('standard' in a) return 'standard' in b && a.standard === b.standard;
  return 'embedded' in b && a.embedded === b.embedded;
}
