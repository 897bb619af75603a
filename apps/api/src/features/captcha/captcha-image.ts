import { randomInt } from 'node:crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@iiidem/shared/limits';
import sharp from 'sharp';
import { GLYPH_COLUMNS, GLYPH_ROWS, glyphCells } from './captcha-font';

const CELL = 3.6;
const GLYPH_WIDTH = GLYPH_COLUMNS * CELL;
const GLYPH_HEIGHT = GLYPH_ROWS * CELL;
/** Dark ink colours, each at least 7:1 against the light background. */
const INKS = ['#1b1b1b', '#0b3d91', '#6a1b1b', '#1f4d1a', '#4c2c92', '#3b3b3b'];
const NOISE = ['#7a8aa6', '#a67a7a', '#7aa68a', '#8c7aa6', '#a6987a'];

function between(min: number, max: number): number {
  return min + (randomInt(0, 10_001) / 10_000) * (max - min);
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length)] as T;
}

function glyphGroup(character: string, centreX: number, centreY: number): string {
  const angle = between(-25, 25).toFixed(1);
  const scale = between(0.9, 1.15).toFixed(2);
  const ink = pick(INKS);
  const cells = glyphCells(character)
    .map(([column, row]) => {
      const x = (column * CELL - GLYPH_WIDTH / 2).toFixed(2);
      const y = (row * CELL - GLYPH_HEIGHT / 2).toFixed(2);
      return `<rect x="${x}" y="${y}" width="${CELL + 0.35}" height="${CELL + 0.35}" rx="0.6"/>`;
    })
    .join('');
  return `<g fill="${ink}" transform="translate(${centreX.toFixed(1)} ${centreY.toFixed(1)}) rotate(${angle}) scale(${scale})">${cells}</g>`;
}

function noiseLine(): string {
  const x1 = between(0, CAPTCHA_WIDTH * 0.3);
  const x2 = between(CAPTCHA_WIDTH * 0.7, CAPTCHA_WIDTH);
  const y1 = between(4, CAPTCHA_HEIGHT - 4);
  const y2 = between(4, CAPTCHA_HEIGHT - 4);
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${pick(NOISE)}" stroke-width="${between(1, 1.8).toFixed(1)}"/>`;
}

function noiseDot(): string {
  return `<circle cx="${between(0, CAPTCHA_WIDTH).toFixed(1)}" cy="${between(0, CAPTCHA_HEIGHT).toFixed(1)}" r="${between(0.6, 1.4).toFixed(1)}" fill="${pick(NOISE)}"/>`;
}

/** The SVG of a captcha: rotated dot-matrix characters over noise lines, 180 x 50 (spec 1 §9). */
export function captchaSvg(text: string): string {
  const step = (CAPTCHA_WIDTH - 24) / text.length;
  const glyphs = [...text]
    .map((character, index) =>
      glyphGroup(character, 12 + step * (index + 0.5) + between(-2, 2), CAPTCHA_HEIGHT / 2 + between(-4, 4)),
    )
    .join('');
  const lines = Array.from({ length: 5 }, noiseLine).join('');
  const dots = Array.from({ length: 30 }, noiseDot).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f3f6fb"/>`,
    dots,
    lines,
    glyphs,
    `${noiseLine()}${noiseLine()}`,
    '</svg>',
  ].join('');
}

/** Pixels per CSS pixel of the PNG, so the image stays sharp on high-density screens. */
export const CAPTCHA_PIXEL_RATIO = 2;

/** The captcha as a PNG (360 x 100, shown at 180 x 50): pixels only, so the answer is not in any markup. */
export function renderCaptchaPng(text: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(text)), { density: 72 * CAPTCHA_PIXEL_RATIO })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
