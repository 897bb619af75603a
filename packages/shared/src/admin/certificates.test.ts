import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_NUMBER_ALPHABET,
  certificateVerificationUrl,
  formatCertificateNumber,
  formatParticipantName,
  isCertificateNumber,
  normalizeCertificateNumber,
  ZCertificateLookupForm,
} from './certificates';

describe('formatCertificateNumber', () => {
  it("makes 'IIIDEM-<year>-<8 characters>' from the year and eight values 0-31", () => {
    expect(formatCertificateNumber(2026, [0, 1, 2, 3, 28, 29, 30, 31])).toBe('IIIDEM-2026-0123WXYZ');
    expect(formatCertificateNumber(2027, [7, 19, 3, 23, 29, 9, 21, 2])).toBe('IIIDEM-2027-7K3QX9N2');
  });

  it('uses no letter that reads like a digit (I, L, O, U)', () => {
    expect(CERTIFICATE_NUMBER_ALPHABET).toHaveLength(32);
    expect(CERTIFICATE_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('refuses values outside 0-31, a wrong count and a bad year', () => {
    expect(() => formatCertificateNumber(2026, [0, 1, 2, 3, 4, 5, 6, 32])).toThrow(RangeError);
    expect(() => formatCertificateNumber(2026, [0, 1, 2])).toThrow(RangeError);
    expect(() => formatCertificateNumber(26, [0, 1, 2, 3, 4, 5, 6, 7])).toThrow(RangeError);
  });

  it('makes numbers the pattern accepts', () => {
    for (let i = 0; i < 50; i += 1) {
      const values = Array.from({ length: 8 }, () => Math.floor(Math.random() * 32));
      expect(isCertificateNumber(formatCertificateNumber(2026, values))).toBe(true);
    }
  });
});

describe('isCertificateNumber and normalizeCertificateNumber', () => {
  it('accepts only the exact printed form', () => {
    expect(isCertificateNumber('IIIDEM-2026-7K3QX9M2')).toBe(true);
    for (const bad of [
      '',
      'IIIDEM-2026-7K3QX9M',
      'IIIDEM-2026-7K3QX9M22',
      'IIIDEM-26-7K3QX9M2',
      'iiidem-2026-7k3qx9m2',
      'IIIDEM-2026-7K3QX9MO',
      'IIIDEM-2026-7K3QX9M2 ',
      '../etc/passwd',
      "IIIDEM-2026-7K3QX9M2' OR 1=1",
    ]) {
      expect(isCertificateNumber(bad), bad).toBe(false);
    }
  });

  it('trims and upper-cases what a person typed', () => {
    expect(normalizeCertificateNumber('  iiidem-2026-7k3qx9m2 ')).toBe('IIIDEM-2026-7K3QX9M2');
    expect(normalizeCertificateNumber('IIIDEM-2026')).toBeUndefined();
  });

  it('the lookup form explains the expected form of a number', () => {
    const result = ZCertificateLookupForm.safeParse({ number: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a certificate number like IIIDEM-2026-7K3QX9M2.');
    expect(ZCertificateLookupForm.safeParse({ number: ' iiidem-2026-7k3qx9m2' }).success).toBe(true);
  });
});

describe('certificateVerificationUrl', () => {
  it('links to /verify-certificate/<number> on the public address', () => {
    expect(certificateVerificationUrl('https://portal.example.org', 'IIIDEM-2026-7K3QX9M2')).toBe(
      'https://portal.example.org/verify-certificate/IIIDEM-2026-7K3QX9M2',
    );
    expect(certificateVerificationUrl('http://localhost:3000/', 'IIIDEM-2026-7K3QX9M2')).toBe(
      'http://localhost:3000/verify-certificate/IIIDEM-2026-7K3QX9M2',
    );
  });
});

describe('certificate names', () => {
  it('joins title, first, middle and last name, leaving blanks out', () => {
    expect(formatParticipantName({ title: 'Ms', first_name: 'Asha', middle_name: 'K', last_name: 'Verma' })).toBe(
      'Ms Asha K Verma',
    );
    expect(formatParticipantName({ title: null, first_name: ' Asha ', middle_name: '', last_name: 'Verma' })).toBe(
      'Asha Verma',
    );
  });
});
