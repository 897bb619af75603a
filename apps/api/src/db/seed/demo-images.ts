import sharp from 'sharp';

const PALETTES: readonly [string, string, string][] = [
  ['#0b3d91', '#1e88e5', '#ffb74d'],
  ['#bf360c', '#ff9933', '#fff3e0'],
  ['#0f5e0a', '#43a047', '#c8e6c9'],
  ['#311b92', '#7e57c2', '#ffe082'],
  ['#004d40', '#26a69a', '#e0f2f1'],
  ['#263238', '#607d8b', '#ff9933'],
  ['#880e4f', '#ec407a', '#fce4ec'],
  ['#01579b', '#4fc3f7', '#ffffff'],
];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * A JPEG illustration drawn from SVG: a gradient, a few shapes (a ballot box with a tick, circles and
 * stripes placed by `variant`) and, for a picture that is itself a document (a session's slide), a caption band.
 * Banners and gallery photos have none: their captions are HTML text beside the picture (issue 16: no text inside
 * images). Deterministic for the same arguments.
 */
export async function renderDemoJpeg(options: {
  width: number;
  height: number;
  caption?: string;
  subtitle?: string;
  variant: number;
}): Promise<Buffer> {
  const { width: w, height: h, variant } = options;
  const [dark, light, accent] = PALETTES[variant % PALETTES.length] ?? PALETTES[0]!;
  const angle = (variant * 37) % 360;
  const captionSize = Math.round(Math.min(h * 0.075, (w * 0.9) / Math.max(12, (options.caption ?? '').length * 0.64)));
  const subtitleSize = Math.round(captionSize * 0.55);
  const band = Math.round(h * 0.26);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = Math.round(((variant * 131 + i * 277) % 100) * (w / 100));
    const cy = Math.round(((variant * 71 + i * 53) % 70) * (h / 100));
    const r = Math.round(h * (0.06 + ((variant + i) % 4) * 0.035));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity="${0.12 + (i % 3) * 0.06}"/>`;
  }).join('');
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = Math.round(w * 0.55 + i * w * 0.06);
    return `<rect x="${x}" y="0" width="${Math.round(w * 0.02)}" height="${h}" fill="#ffffff" fill-opacity="0.05" transform="rotate(20 ${x} 0)"/>`;
  }).join('');
  // A ballot box with a tick: the institute's subject, drawn with plain shapes.
  const box = Math.round(h * 0.34);
  const bx = Math.round(w * 0.08 + (variant % 3) * w * 0.05);
  const by = Math.round(h * 0.12);
  const ballotBox = `
    <g transform="translate(${bx} ${by})">
      <rect x="0" y="${Math.round(box * 0.25)}" width="${box}" height="${Math.round(box * 0.75)}" rx="${Math.round(box * 0.06)}" fill="#ffffff" fill-opacity="0.9"/>
      <rect x="${Math.round(box * 0.3)}" y="${Math.round(box * 0.2)}" width="${Math.round(box * 0.4)}" height="${Math.round(box * 0.08)}" fill="${dark}"/>
      <rect x="${Math.round(box * 0.36)}" y="0" width="${Math.round(box * 0.28)}" height="${Math.round(box * 0.3)}" fill="${accent}" stroke="${dark}" stroke-width="${Math.max(2, Math.round(box * 0.02))}"/>
      <path d="M ${Math.round(box * 0.28)} ${Math.round(box * 0.62)} l ${Math.round(box * 0.14)} ${Math.round(box * 0.14)} l ${Math.round(box * 0.3)} -${Math.round(box * 0.3)}" stroke="${dark}" stroke-width="${Math.round(box * 0.07)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`;
  const subtitle = options.subtitle
    ? `<text x="${Math.round(w * 0.05)}" y="${h - Math.round(band * 0.22)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.85">${escapeXml(options.subtitle)}</text>`
    : '';
  const captionBand = options.caption
    ? `<rect x="0" y="${h - band}" width="${w}" height="${band}" fill="#000000" fill-opacity="0.45"/>
  <rect x="0" y="${h - band}" width="${w}" height="${Math.max(4, Math.round(h * 0.008))}" fill="${accent}"/>
  <text x="${Math.round(w * 0.05)}" y="${h - Math.round(band * (options.subtitle ? 0.55 : 0.4))}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${captionSize}" fill="#ffffff">${escapeXml(options.caption)}</text>
  ${subtitle}`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${dark}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${stripes}${circles}${ballotBox}
  ${captionBand}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer();
}
