import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCertificate, toStandardFontText } from './render-certificate';

const content = {
  certificateNumber: 'IIIDEM-2026-7K3QX9M2',
  participantName: 'Ms Aśha Verma',
  courseName: 'Certification Course for Returning Officers',
  startFrom: '2026-02-21',
  endTo: '2026-02-25',
  issuedOn: '2026-03-01',
  verificationUrl: 'https://portal.example.org/verify-certificate/IIIDEM-2026-7K3QX9M2',
};

describe('toStandardFontText', () => {
  it('keeps Latin-1, drops accents Latin-1 lacks, and marks other scripts', () => {
    expect(toStandardFontText('José Müller')).toBe('José Müller');
    expect(toStandardFontText('Aśha')).toBe('Asha');
    expect(toStandardFontText('आशा')).toBe('???');
    expect(toStandardFontText('a\u0000b\nc')).toBe('a b c');
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
});
