import type { Language } from '@iiidem/shared/language';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { collectPdf, registerEmbeddedFonts } from '../../lib/pdf/pdf-document';
import { type StandardFont, type TextRun, textRuns } from '../../lib/pdf/pdf-fonts';
import { CERTIFICATE_TEXTS } from './certificate-texts';

/** What a generated certificate shows. */
export type CertificateContent = {
  certificateNumber: string;
  participantName: string;
  /** The course's name in the certificate's language. */
  courseName: string;
  /** The days the course was held, YYYY-MM-DD (issue 19: not the application window). */
  heldFrom: string;
  heldTo: string;
  /** Where it was held, in the certificate's language; '' leaves the place out. */
  place: string;
  /** Issue date, YYYY-MM-DD (in India Standard Time). */
  issuedOn: string;
  /** The public verification page the QR code links to. */
  verificationUrl: string;
  /** The recipient's language: the certificate's words and dates. */
  language: Language;
};

export type RenderedCertificate = { pdf: Buffer; jpg: Buffer };

// A4 landscape in PDF points; the JPG is the same page at 150 dpi.
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const JPG_WIDTH = 1754;
const JPG_HEIGHT = 1240;
const SCALE = JPG_WIDTH / PAGE_WIDTH;
const TEXT_WIDTH = 660;
const NAVY = '#0b3d91';
const GOLD = '#9c7a1c';
const INK = '#1b1b1b';
const QR = { size: 92, left: PAGE_WIDTH - 60 - 92, top: PAGE_HEIGHT - 60 - 92 - 14 };

/** A run of a line with its place: x from the page's left edge, width in points. */
type PlacedRun = TextRun & { x: number; width: number };

/**
 * One line of the certificate, placed: `top` is where a standard-font line's box starts (pdfkit's default);
 * a line of several runs or of embedded fonts is drawn on `baseline` so its fonts line up.
 */
type Line = {
  runs: PlacedRun[];
  standard: StandardFont;
  size: number;
  top: number;
  baseline: number;
  colour: string;
  /** The box a single standard-font run is aligned in (as the certificate always drew it). */
  box: { x: number; width: number; align: 'left' | 'center' | 'right' };
};

type LineSpec = {
  text: string;
  font: StandardFont;
  size: number;
  top: number;
  colour: string;
  box?: Line['box'];
  /** Shrink the size down to this until the line fits the box. */
  minimum?: number;
};

const CENTRED: Line['box'] = { x: (PAGE_WIDTH - TEXT_WIDTH) / 2, width: TEXT_WIDTH, align: 'center' };

function pdfFontName(run: TextRun): string {
  return 'standard' in run.font ? run.font.standard : run.font.embedded.name;
}

function runsWidth(doc: PDFKit.PDFDocument, runs: readonly TextRun[], size: number): number[] {
  return runs.map((run) => doc.font(pdfFontName(run)).fontSize(size).widthOfString(run.text));
}

/** Splits a line into runs, shrinks it to fit (when asked) and places its runs in its box. */
function placeLine(doc: PDFKit.PDFDocument, spec: LineSpec): Line {
  const runs = textRuns(spec.text, spec.font);
  const box = spec.box ?? CENTRED;
  let size = spec.size;
  let widths = runsWidth(doc, runs, size);
  const total = () => widths.reduce((sum, width) => sum + width, 0);
  if (spec.minimum !== undefined) {
    while (size > spec.minimum && total() > box.width) {
      size -= 1;
      widths = runsWidth(doc, runs, size);
    }
  }
  const free = box.width - total();
  let x = box.x + (box.align === 'center' ? free / 2 : box.align === 'right' ? free : 0);
  const placed = runs.map((run, index) => {
    const width = widths[index] ?? 0;
    const at = { ...run, x, width };
    x += width;
    return at;
  });
  const baseline = spec.top + size * (spec.font.startsWith('Times') ? 0.683 : 0.718);
  return { runs: placed, standard: spec.font, size, top: spec.top, baseline, colour: spec.colour, box };
}

/** A line the standard fonts draw as written: one Latin-1 run, drawn the way the certificate always was. */
function isStandardLine(line: Line): boolean {
  return line.runs.length === 1 && line.runs[0] !== undefined && 'standard' in line.runs[0].font;
}

/** Every line of the certificate, shared by the PDF and the JPG so both show the same certificate. */
function layoutLines(doc: PDFKit.PDFDocument, content: CertificateContent): Line[] {
  const texts = CERTIFICATE_TEXTS[content.language];
  const footerLeft = (width: number): Line['box'] => ({ x: 60, width, align: 'left' });
  const footerRight: Line['box'] = { x: PAGE_WIDTH - 360, width: 300, align: 'right' };
  const lines: LineSpec[] = [
    { text: texts.institute, font: 'Helvetica-Bold', size: 17, minimum: 10, top: 72, colour: NAVY },
    { text: texts.title, font: 'Times-Bold', size: 38, top: 128, colour: GOLD },
    { text: texts.certify, font: 'Times-Roman', size: 17, top: 205, colour: INK },
    { text: content.participantName, font: 'Times-BoldItalic', size: 32, minimum: 10, top: 240, colour: NAVY },
    { text: texts.participated, font: 'Times-Roman', size: 17, top: 295, colour: INK },
    { text: content.courseName, font: 'Helvetica-Bold', size: 21, minimum: 9, top: 330, colour: INK },
    {
      text: texts.held(content.heldFrom, content.heldTo, content.place),
      font: 'Times-Roman',
      size: 17,
      minimum: 10,
      top: 372,
      colour: INK,
    },
    {
      text: texts.number(content.certificateNumber),
      font: 'Helvetica-Bold',
      size: 11,
      top: PAGE_HEIGHT - 118,
      colour: INK,
      box: footerLeft(QR.left - 80),
    },
    {
      text: texts.issued(content.issuedOn),
      font: 'Helvetica',
      size: 11,
      top: PAGE_HEIGHT - 100,
      colour: INK,
      box: footerLeft(QR.left - 80),
    },
    { text: texts.verify, font: 'Helvetica', size: 7, top: QR.top + QR.size + 4, colour: INK, box: footerRight },
  ];
  return lines.map((spec) => placeLine(doc, spec));
}

/** The QR code (PNG) of the verification address. */
export function renderQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 384 });
}

/** Draws one line on the PDF: a standard-font line as the certificate always drew it, else run by run. */
function drawPdfLine(doc: PDFKit.PDFDocument, line: Line, link?: string) {
  const [first] = line.runs;
  if (first && isStandardLine(line)) {
    doc
      .font(line.standard)
      .fontSize(line.size)
      .fillColor(line.colour)
      .text(first.text, line.box.x, line.top, {
        width: line.box.width,
        align: line.box.align,
        lineBreak: false,
        ...(link ? { link } : {}),
      });
    return;
  }
  for (const run of line.runs) {
    // Shaped Devanagari puts glyphs in visual order (the i-matra before its consonant, the reph after): the
    // run's text as ActualText lets a reader copy and search it as written.
    const embedded = 'embedded' in run.font;
    if (embedded) doc.markContent('Span', { actual: run.text });
    doc
      .font(pdfFontName(run))
      .fontSize(line.size)
      .fillColor(line.colour)
      .text(run.text, run.x, line.baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (embedded) doc.endMarkedContent();
  }
}

async function renderPdf(content: CertificateContent, qr: Buffer): Promise<{ pdf: Buffer; lines: Line[] }> {
  const texts = CERTIFICATE_TEXTS[content.language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: content.language,
    info: {
      Title: `${texts.title} ${content.certificateNumber}`,
      Author: texts.institute,
      Subject: content.courseName,
      Keywords: content.certificateNumber,
    },
  });
  const done = collectPdf(doc);
  registerEmbeddedFonts(doc);
  doc
    .rect(18, 18, PAGE_WIDTH - 36, PAGE_HEIGHT - 36)
    .lineWidth(4)
    .stroke(NAVY);
  doc
    .rect(28, 28, PAGE_WIDTH - 56, PAGE_HEIGHT - 56)
    .lineWidth(1.2)
    .stroke(GOLD);

  const lines = layoutLines(doc, content);
  for (const line of lines) drawPdfLine(doc, line);
  doc
    .moveTo(PAGE_WIDTH / 2 - 120, 190)
    .lineTo(PAGE_WIDTH / 2 + 120, 190)
    .lineWidth(0.8)
    .stroke(GOLD);

  doc.image(qr, QR.left, QR.top, { width: QR.size, height: QR.size });
  doc.link(QR.left, QR.top, QR.size, QR.size, content.verificationUrl);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(NAVY)
    .text(content.verificationUrl, PAGE_WIDTH - 360, QR.top + QR.size + 14, {
      width: 300,
      align: 'right',
      lineBreak: false,
      link: content.verificationUrl,
    });
  doc.end();
  return { pdf: await done, lines };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const SVG_FONTS: Record<StandardFont, string> = {
  Helvetica: `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`,
  'Helvetica-Bold': `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"`,
  'Times-Roman': `font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif"`,
  'Times-Bold': `font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif" font-weight="bold"`,
  'Times-BoldItalic': `font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif" font-weight="bold" font-style="italic"`,
};

const px = (points: number) => (points * SCALE).toFixed(1);

/** A standard-font text in the SVG (the system's fonts), held to `width` when it would run wider. */
function svgText(
  value: string,
  font: StandardFont,
  size: number,
  y: number,
  colour: string,
  anchor: 'start' | 'middle' | 'end',
  x: number,
  width?: number,
) {
  const estimatedWidth = value.length * size * 0.6;
  const squeeze =
    width !== undefined && estimatedWidth > width ? ` textLength="${px(width)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${px(x)}" y="${px(y)}" ${SVG_FONTS[font]} font-size="${px(size)}" fill="${colour}" text-anchor="${anchor}"${squeeze}>${escapeXml(value)}</text>`;
}

/** An embedded-font run as outlines: shaped by fontkit as in the PDF, so no system font is needed. */
function svgGlyphs(run: PlacedRun, font: Font, size: number, baseline: number, colour: string): string {
  const { glyphs, positions } = font.layout(run.text);
  const unit = size / font.unitsPerEm;
  let pen = 0;
  const paths: string[] = [];
  glyphs.forEach((glyph, index) => {
    const position = positions[index];
    if (!position) return;
    const d = glyph.path.toSVG();
    if (d) {
      const x = run.x + (pen + position.xOffset) * unit;
      const y = baseline - position.yOffset * unit;
      const scale = (unit * SCALE).toFixed(5);
      paths.push(`<path transform="matrix(${scale} 0 0 -${scale} ${px(x)} ${px(y)})" d="${d}"/>`);
    }
    pen += position.xAdvance;
  });
  return `<g fill="${colour}">${paths.join('')}</g>`;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** One line in the SVG: a standard-font line as text in the system's fonts, else run by run. */
function svgLine(line: Line): string {
  const [first] = line.runs;
  if (first && isStandardLine(line)) {
    const anchorX =
      line.box.align === 'center'
        ? line.box.x + line.box.width / 2
        : line.box.align === 'right'
          ? line.box.x + line.box.width
          : line.box.x;
    return svgText(
      first.text,
      line.standard,
      line.size,
      line.top + line.size * 0.8,
      line.colour,
      ANCHOR[line.box.align],
      anchorX,
      line.box.align === 'center' ? line.box.width : undefined,
    );
  }
  return line.runs
    .map((run) =>
      'embedded' in run.font
        ? svgGlyphs(run, run.font.embedded.font, line.size, line.baseline, line.colour)
        : svgText(run.text, run.font.standard, line.size, line.baseline, line.colour, 'start', run.x, run.width),
    )
    .join('');
}

/**
 * The JPG: the same page drawn as SVG (standard-font lines in the system's fonts, embedded-font runs as their
 * outlines, the QR code as an embedded PNG) and rendered by sharp.
 */
async function renderJpg(content: CertificateContent, qr: Buffer, lines: readonly Line[]): Promise<Buffer> {
  const right = PAGE_WIDTH - 60;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${JPG_WIDTH}" height="${JPG_HEIGHT}" viewBox="0 0 ${JPG_WIDTH} ${JPG_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<rect x="${px(18)}" y="${px(18)}" width="${px(PAGE_WIDTH - 36)}" height="${px(PAGE_HEIGHT - 36)}" fill="none" stroke="${NAVY}" stroke-width="${px(4)}"/>`,
    `<rect x="${px(28)}" y="${px(28)}" width="${px(PAGE_WIDTH - 56)}" height="${px(PAGE_HEIGHT - 56)}" fill="none" stroke="${GOLD}" stroke-width="${px(1.2)}"/>`,
    `<line x1="${px(PAGE_WIDTH / 2 - 120)}" y1="${px(190)}" x2="${px(PAGE_WIDTH / 2 + 120)}" y2="${px(190)}" stroke="${GOLD}" stroke-width="${px(0.8)}"/>`,
    ...lines.map(svgLine),
    `<image x="${px(QR.left)}" y="${px(QR.top)}" width="${px(QR.size)}" height="${px(QR.size)}" xlink:href="data:image/png;base64,${qr.toString('base64')}"/>`,
    svgText(content.verificationUrl, 'Helvetica', 7, QR.top + QR.size + 14 + 7 * 0.8, NAVY, 'end', right),
    '</svg>',
  ].join('');
  // libjpeg's encoder, not mozjpeg's: mozjpeg saved about 40 % of a 200 KB file but took about 300 ms of each
  // certificate's 400 (measured), which a batch completion pays once per participant inside its request.
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}

/**
 * Draws the certificate in the recipient's language as an A4 landscape PDF (standard fonts for Latin-1 text,
 * embedded Noto Sans Devanagari for the rest; a QR code linking to its verification) and a JPG.
 */
export async function renderCertificate(content: CertificateContent): Promise<RenderedCertificate> {
  const qr = await renderQrPng(content.verificationUrl);
  const { pdf, lines } = await renderPdf(content, qr);
  const jpg = await renderJpg(content, qr, lines);
  return { pdf, jpg };
}
