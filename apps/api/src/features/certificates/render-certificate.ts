import { PRODUCT_NAME } from '@iiidem/shared/constants';
import { formatCertificateDate, formatCourseDateRange } from '@iiidem/shared/dates';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** What a generated certificate shows. */
export type CertificateContent = {
  certificateNumber: string;
  participantName: string;
  courseName: string;
  /** Course dates, YYYY-MM-DD. */
  startFrom: string;
  endTo: string;
  /** Issue date, YYYY-MM-DD (in India Standard Time). */
  issuedOn: string;
  /** The public verification page the QR code links to. */
  verificationUrl: string;
};

export type RenderedCertificate = { pdf: Buffer; jpg: Buffer };

export const CERTIFICATE_TITLE = 'Certificate of Participation';

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

type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold' | 'Times-BoldItalic';

/** One centred line of the certificate: its text, font, size (points) and baseline-ish top (points). */
type Line = { text: string; font: FontName; size: number; top: number; colour: string };

/**
 * The standard PDF fonts cover Latin-1 only: accents are kept where Latin-1 has them and dropped otherwise;
 * anything else becomes '?'. A certificate in another script is uploaded by staff instead.
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

/** The largest size up to `size` at which `text` fits the text width. */
function fittedSize(doc: PDFKit.PDFDocument, text: string, font: FontName, size: number, minimum = 10): number {
  doc.font(font);
  let fitted = size;
  while (fitted > minimum && doc.fontSize(fitted).widthOfString(text) > TEXT_WIDTH) fitted -= 1;
  return fitted;
}

/** The centred lines, shared by the PDF and the JPG so both show the same certificate. */
function layoutLines(doc: PDFKit.PDFDocument, content: CertificateContent): Line[] {
  const name = toStandardFontText(content.participantName);
  const course = toStandardFontText(content.courseName);
  const dates = `held from ${formatCourseDateRange(content.startFrom, content.endTo)}`.replace(
    /^held from (\d+ \w+ \d{4})$/,
    'held on $1',
  );
  return [
    {
      text: PRODUCT_NAME,
      font: 'Helvetica-Bold',
      size: fittedSize(doc, PRODUCT_NAME, 'Helvetica-Bold', 17),
      top: 72,
      colour: NAVY,
    },
    { text: CERTIFICATE_TITLE, font: 'Times-Bold', size: 38, top: 128, colour: GOLD },
    { text: 'This is to certify that', font: 'Times-Roman', size: 17, top: 205, colour: INK },
    {
      text: name,
      font: 'Times-BoldItalic',
      size: fittedSize(doc, name, 'Times-BoldItalic', 32),
      top: 240,
      colour: NAVY,
    },
    { text: 'has participated in', font: 'Times-Roman', size: 17, top: 295, colour: INK },
    {
      text: course,
      font: 'Helvetica-Bold',
      size: fittedSize(doc, course, 'Helvetica-Bold', 21, 9),
      top: 330,
      colour: INK,
    },
    { text: dates, font: 'Times-Roman', size: fittedSize(doc, dates, 'Times-Roman', 17), top: 372, colour: INK },
  ];
}

function footerLines(content: CertificateContent) {
  return {
    number: `Certificate No. ${content.certificateNumber}`,
    issued: `Date of issue: ${formatCertificateDate(content.issuedOn)}`,
    verify: 'Scan the code or visit the address below to verify this certificate:',
    url: content.verificationUrl,
  };
}

const QR = { size: 92, left: PAGE_WIDTH - 60 - 92, top: PAGE_HEIGHT - 60 - 92 - 14 };

/** The QR code (PNG) of the verification address. */
export function renderQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 384 });
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

async function renderPdf(content: CertificateContent, qr: Buffer): Promise<{ pdf: Buffer; lines: Line[] }> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${CERTIFICATE_TITLE} ${content.certificateNumber}`,
      Author: PRODUCT_NAME,
      Subject: toStandardFontText(content.courseName),
      Keywords: content.certificateNumber,
    },
  });
  const done = collect(doc);
  doc
    .rect(18, 18, PAGE_WIDTH - 36, PAGE_HEIGHT - 36)
    .lineWidth(4)
    .stroke(NAVY);
  doc
    .rect(28, 28, PAGE_WIDTH - 56, PAGE_HEIGHT - 56)
    .lineWidth(1.2)
    .stroke(GOLD);

  const lines = layoutLines(doc, content);
  for (const line of lines) {
    doc
      .font(line.font)
      .fontSize(line.size)
      .fillColor(line.colour)
      .text(line.text, (PAGE_WIDTH - TEXT_WIDTH) / 2, line.top, {
        width: TEXT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc
    .moveTo(PAGE_WIDTH / 2 - 120, 190)
    .lineTo(PAGE_WIDTH / 2 + 120, 190)
    .lineWidth(0.8)
    .stroke(GOLD);

  const footer = footerLines(content);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(footer.number, 60, PAGE_HEIGHT - 118, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(footer.issued, 60, PAGE_HEIGHT - 100, { lineBreak: false });

  doc.image(qr, QR.left, QR.top, { width: QR.size, height: QR.size });
  doc.link(QR.left, QR.top, QR.size, QR.size, content.verificationUrl);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(INK)
    .text(footer.verify, PAGE_WIDTH - 360, QR.top + QR.size + 4, { width: 300, align: 'right', lineBreak: false });
  doc
    .fontSize(7)
    .fillColor(NAVY)
    .text(footer.url, PAGE_WIDTH - 360, QR.top + QR.size + 14, {
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

const SVG_FONTS: Record<FontName, string> = {
  Helvetica: `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`,
  'Helvetica-Bold': `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"`,
  'Times-Roman': `font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif"`,
  'Times-Bold': `font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif" font-weight="bold"`,
  'Times-BoldItalic': `font-family="DejaVu Serif, Liberation Serif, Times New Roman, serif" font-weight="bold" font-style="italic"`,
};

/**
 * The JPG: the same page drawn as SVG (the system's fonts, the QR code as an embedded PNG) and rendered
 * by sharp. The system fonts are wider than the PDF's, so each line is also held to the text width.
 */
async function renderJpg(content: CertificateContent, qr: Buffer, lines: readonly Line[]): Promise<Buffer> {
  const px = (points: number) => (points * SCALE).toFixed(1);
  const text = (
    value: string,
    font: FontName,
    size: number,
    top: number,
    colour: string,
    anchor = 'middle',
    x = PAGE_WIDTH / 2,
  ) => {
    const estimatedWidth = value.length * size * 0.6;
    const squeeze =
      anchor === 'middle' && estimatedWidth > TEXT_WIDTH
        ? ` textLength="${px(TEXT_WIDTH)}" lengthAdjust="spacingAndGlyphs"`
        : '';
    return `<text x="${px(x)}" y="${px(top + size * 0.8)}" ${SVG_FONTS[font]} font-size="${px(size)}" fill="${colour}" text-anchor="${anchor}"${squeeze}>${escapeXml(value)}</text>`;
  };
  const footer = footerLines(content);
  const right = PAGE_WIDTH - 60;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${JPG_WIDTH}" height="${JPG_HEIGHT}" viewBox="0 0 ${JPG_WIDTH} ${JPG_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<rect x="${px(18)}" y="${px(18)}" width="${px(PAGE_WIDTH - 36)}" height="${px(PAGE_HEIGHT - 36)}" fill="none" stroke="${NAVY}" stroke-width="${px(4)}"/>`,
    `<rect x="${px(28)}" y="${px(28)}" width="${px(PAGE_WIDTH - 56)}" height="${px(PAGE_HEIGHT - 56)}" fill="none" stroke="${GOLD}" stroke-width="${px(1.2)}"/>`,
    `<line x1="${px(PAGE_WIDTH / 2 - 120)}" y1="${px(190)}" x2="${px(PAGE_WIDTH / 2 + 120)}" y2="${px(190)}" stroke="${GOLD}" stroke-width="${px(0.8)}"/>`,
    ...lines.map((line) => text(line.text, line.font, line.size, line.top, line.colour)),
    text(footer.number, 'Helvetica-Bold', 11, PAGE_HEIGHT - 118, INK, 'start', 60),
    text(footer.issued, 'Helvetica', 11, PAGE_HEIGHT - 100, INK, 'start', 60),
    `<image x="${px(QR.left)}" y="${px(QR.top)}" width="${px(QR.size)}" height="${px(QR.size)}" xlink:href="data:image/png;base64,${qr.toString('base64')}"/>`,
    text(footer.verify, 'Helvetica', 7, QR.top + QR.size + 4, INK, 'end', right),
    text(footer.url, 'Helvetica', 7, QR.top + QR.size + 14, NAVY, 'end', right),
    '</svg>',
  ].join('');
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

/** Draws the certificate as an A4 landscape PDF (standard fonts, a QR code linking to its verification) and a JPG. */
export async function renderCertificate(content: CertificateContent): Promise<RenderedCertificate> {
  const qr = await renderQrPng(content.verificationUrl);
  const { pdf, lines } = await renderPdf(content, qr);
  const jpg = await renderJpg(content, qr, lines);
  return { pdf, jpg };
}
