import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfActualTexts, pdfTextRuns } from '../../../test/support/pdf-text';
import { textRuns, toStandardFontText } from '../../lib/pdf/pdf-fonts';
import { type CertificateContent, renderCertificate } from './render-certificate';

const content: CertificateContent = {
  certificateNumber: 'IIIDEM-2026-7K3QX9M2',
  participantName: 'Ms Asha Verma',
  courseName: 'Certification Course for Returning Officers',
  heldFrom: '2026-02-21',
  heldTo: '2026-02-25',
  place: '',
  issuedOn: '2026-03-01',
  verificationUrl: 'https://portal.example.org/verify-certificate/IIIDEM-2026-7K3QX9M2',
  language: 'en',
};

const hindi: CertificateContent = {
  ...content,
  participantName: 'अनीता शर्मा',
  courseName: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
  language: 'hi',
};

/** The darkest value of any channel in a region of the JPG (points on the A4 page; 255 is blank paper). */
async function darkest(jpg: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const scale = 1754 / 841.89;
  const part = await sharp(jpg)
    .extract({
      left: Math.round(region.left * scale),
      top: Math.round(region.top * scale),
      width: Math.round(region.width * scale),
      height: Math.round(region.height * scale),
    })
    .png()
    .toBuffer();
  // stats() reads the input image, so the region is cut out first.
  const { channels } = await sharp(part).stats();
  return Math.min(...channels.map((channel) => channel.min));
}

describe('toStandardFontText', () => {
  it('keeps Latin-1, drops accents Latin-1 lacks, and marks other scripts', () => {
    expect(toStandardFontText('José Müller')).toBe('José Müller');
    expect(toStandardFontText('Aśha')).toBe('Asha');
    expect(toStandardFontText('आशा')).toBe('???');
    expect(toStandardFontText('a\u0000b\nc')).toBe('a b c');
  });
});

describe('textRuns', () => {
  it('keeps a Latin-1 text in its standard font', () => {
    expect(textRuns('José Müller', 'Times-BoldItalic')).toEqual([
      { text: 'José Müller', font: { standard: 'Times-BoldItalic' } },
    ]);
  });

  it('draws Devanagari and Latin Extended with Noto Sans Devanagari, run by run, in the weight of the line', () => {
    const runs = textRuns('Aśha अनीता शर्मा Ωx', 'Times-BoldItalic');
    expect(
      runs.map((run) => ('embedded' in run.font ? [run.text, run.font.embedded.name] : [run.text, 'standard'])),
    ).toEqual([
      ['Aśha अनीता शर्मा ', 'NotoSansDevanagari-Bold'],
      // No embedded font has Greek: the standard font's fallback.
      ['?', 'standard'],
      ['x', 'NotoSansDevanagari-Bold'],
    ]);
    expect(textRuns('अनीता', 'Helvetica').map((run) => 'embedded' in run.font && run.font.embedded.name)).toEqual([
      'NotoSansDevanagari',
    ]);
  });
});

describe('renderCertificate', () => {
  it('draws an A4 landscape PDF whose QR code links to the verification page, and a JPG of it', async () => {
    const { pdf, jpg } = await renderCertificate(content);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 841.89 595.28]');
    expect(text).toContain(`/URI (${content.verificationUrl})`);
    expect(await sharp(jpg).metadata()).toMatchObject({ format: 'jpeg', width: 1754, height: 1240 });
  });

  it('draws an English certificate in the standard fonts, with no embedded font, as it always read', async () => {
    const { pdf } = await renderCertificate(content);
    expect(pdf.toString('latin1')).not.toContain('/FontFile2');
    expect(pdfTextRuns(pdf).map((run) => run.text)).toEqual([
      'India International Institute of Democracy and Election Management',
      'Certificate of Participation',
      'This is to certify that',
      'Ms Asha Verma',
      'has participated in',
      'Certification Course for Returning Officers',
      'held from 21 February 2026 to 25 February 2026',
      'Certificate No. IIIDEM-2026-7K3QX9M2',
      'Date of issue: 1 March 2026',
      'Scan the code or visit the address below to verify this certificate:',
      content.verificationUrl,
    ]);
  });

  it('keeps a Latin name with letters beyond Latin-1 as written, in the embedded font', async () => {
    const { pdf } = await renderCertificate({ ...content, participantName: 'Ms Aśha Verma' });
    const name = pdfTextRuns(pdf).find((run) => run.text.includes('Verma'));
    expect(name).toEqual({ font: expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Bold$/), text: 'Ms Aśha Verma' });
    expect(pdfActualTexts(pdf)).toEqual(['Ms Aśha Verma']);
  });

  it('draws a Hindi certificate in Devanagari with the embedded Noto Sans Devanagari, and its JPG', async () => {
    const { pdf, jpg } = await renderCertificate({ ...hindi, heldTo: hindi.heldFrom });
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Lang (hi)');
    // Subsets of both weights, embedded as TrueType programs with their ToUnicode maps.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).toContain('/ToUnicode');

    // The text as written (ActualText of each run).
    const written = pdfActualTexts(pdf);
    expect(written).toEqual(
      expect.arrayContaining([
        'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान',
        'सहभागिता प्रमाणपत्र',
        'प्रमाणित किया जाता है कि',
        'अनीता शर्मा',
        'ने निम्नलिखित पाठ्यक्रम में भाग लिया है',
        'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
        'दिनांक 21 फ़रवरी 2026 को आयोजित',
        'प्रमाणपत्र संख्या IIIDEM-2026-7K3QX9M2',
        'जारी करने की तिथि: 1 मार्च 2026',
      ]),
    );

    // The glyphs themselves: the name's glyphs map back to its letters (in visual order: the reph comes last),
    // none is missing ('?' or .notdef), and every run is drawn with the embedded font but the address.
    const runs = pdfTextRuns(pdf);
    const name = runs.find((run) => run.text.startsWith('अनीता'));
    expect(name?.font).toMatch(/NotoSansDevanagari-Bold$/);
    expect([...(name?.text ?? '')].sort()).toEqual([...'अनीता शर्मा'].sort());
    const drawn = runs.map((run) => run.text).join('');
    for (const missing of ['?', '\ufffd', String.fromCharCode(0)]) expect(drawn).not.toContain(missing);
    expect(runs.filter((run) => !run.font.includes('NotoSansDevanagari')).map((run) => run.text)).toEqual([
      hindi.verificationUrl,
    ]);

    // The JPG draws the same glyphs as outlines: the name's line is inked, in the certificate's navy.
    expect(await sharp(jpg).metadata()).toMatchObject({ format: 'jpeg', width: 1754, height: 1240 });
    expect(await darkest(jpg, { left: 330, top: 242, width: 180, height: 34 })).toBeLessThan(120);
    expect(await darkest(jpg, { left: 60, top: 420, width: 200, height: 40 })).toBeGreaterThan(240);
  });
});
