import { embeddedFonts } from './pdf-fonts';

/** Collects a pdfkit document's output; call before `doc.end()`. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Makes the embedded fonts (Devanagari and Latin) known to a document under the names `textRuns` gives them. */
export function registerEmbeddedFonts(doc: PDFKit.PDFDocument): void {
  for (const embedded of Object.values(embeddedFonts()).flat()) doc.registerFont(embedded.name, embedded.file);
}
