import type { Language } from '@iiidem/shared/language';
import PDFDocument from 'pdfkit';
import { collectPdf, registerEmbeddedFonts } from '../../lib/pdf/pdf-document';
import { type StandardFont, type TextRun, textRuns } from '../../lib/pdf/pdf-fonts';
import { ACKNOWLEDGEMENT_TEXTS } from './acknowledgement-texts';

/** What the acknowledgement shows: its rows are label and value, already in the applicant's language. */
export type AcknowledgementContent = {
  language: Language;
  applicationNumber: string;
  courseName: string;
  rows: ReadonlyArray<{ label: string; value: string }>;
  /** The day it is drawn, YYYY-MM-DD (IST). */
  generatedOn: string;
};

// A4 portrait in PDF points.
const PAGE_WIDTH = 595.28;
const MARGIN = 56;
const LABEL_WIDTH = 150;
const GAP = 14;
const VALUE_X = MARGIN + LABEL_WIDTH + GAP;
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X;
const NAVY = '#0b3d91';
const INK = '#1b1b1b';
const MUTED = '#4a4a4a';

function fontName(run: TextRun): string {
  return 'standard' in run.font ? run.font.standard : run.font.embedded.name;
}

function widthOf(doc: PDFKit.PDFDocument, text: string, standard: StandardFont, size: number): number {
  return textRuns(text, standard).reduce(
    (sum, run) => sum + doc.font(fontName(run)).fontSize(size).widthOfString(run.text),
    0,
  );
}

/** Greedy word wrap on the runs' measured widths (a word longer than the line gets a line of its own). */
function wrap(doc: PDFKit.PDFDocument, text: string, standard: StandardFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(doc, candidate, standard, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Draws a text from `top`, wrapped to `width`, run by run on each line's baseline (Devanagari in the embedded
 * font, with its text as ActualText so a reader copies and searches it as written); answers the next top.
 */
function write(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { x: number; top: number; width: number; font: StandardFont; size: number; colour: string },
): number {
  const lineHeight = options.size * 1.45;
  let top = options.top;
  for (const line of wrap(doc, text, options.font, options.size, options.width)) {
    let x = options.x;
    const baseline = top + options.size;
    for (const run of textRuns(line, options.font)) {
      const embedded = 'embedded' in run.font;
      if (embedded) doc.markContent('Span', { actual: run.text });
      doc
        .font(fontName(run))
        .fontSize(options.size)
        .fillColor(options.colour)
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      if (embedded) doc.endMarkedContent();
      x += doc.widthOfString(run.text);
    }
    top += lineHeight;
  }
  return top;
}

/** The acknowledgement of a nomination (issue 17) as an A4 PDF in the applicant's language. */
export async function renderAcknowledgement(content: AcknowledgementContent): Promise<Buffer> {
  const texts = ACKNOWLEDGEMENT_TEXTS[content.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: content.language,
    info: {
      Title: `${texts.title} ${content.applicationNumber}`,
      Author: texts.institute,
      Subject: content.courseName,
      Keywords: content.applicationNumber,
    },
  });
  const done = collectPdf(doc);
  registerEmbeddedFonts(doc);
  const width = PAGE_WIDTH - 2 * MARGIN;
  let top = write(doc, texts.institute, {
    x: MARGIN,
    top: MARGIN,
    width,
    font: 'Helvetica-Bold',
    size: 13,
    colour: NAVY,
  });
  top = write(doc, texts.title, { x: MARGIN, top: top + 10, width, font: 'Helvetica-Bold', size: 20, colour: INK });
  doc
    .moveTo(MARGIN, top + 4)
    .lineTo(PAGE_WIDTH - MARGIN, top + 4)
    .lineWidth(1)
    .stroke(NAVY);
  top = write(doc, texts.intro, { x: MARGIN, top: top + 18, width, font: 'Helvetica', size: 11, colour: INK });
  top += 10;
  for (const row of content.rows) {
    const labelEnd = write(doc, row.label, {
      x: MARGIN,
      top,
      width: LABEL_WIDTH,
      font: 'Helvetica-Bold',
      size: 10.5,
      colour: MUTED,
    });
    const valueEnd = write(doc, row.value || '-', {
      x: VALUE_X,
      top,
      width: VALUE_WIDTH,
      font: 'Helvetica',
      size: 10.5,
      colour: INK,
    });
    top = Math.max(labelEnd, valueEnd) + 6;
  }
  top = write(doc, texts.note, { x: MARGIN, top: top + 16, width, font: 'Helvetica', size: 9, colour: MUTED });
  write(doc, texts.generated(content.generatedOn), {
    x: MARGIN,
    top: top + 4,
    width,
    font: 'Helvetica',
    size: 9,
    colour: MUTED,
  });
  doc.end();
  return done;
}
