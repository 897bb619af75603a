import { CERTIFICATE_MESSAGES } from '@iiidem/shared/admin/certificates';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { CERTIFICATE_TEXTS, translateCertificateError } from './certificate-texts';

describe('certificate texts in the catalogues', () => {
  it('are the shared English texts, character for character', () => {
    for (const [key, message] of Object.entries(CERTIFICATE_TEXTS)) {
      expect(i18n._(message)).toBe(CERTIFICATE_MESSAGES[key as keyof typeof CERTIFICATE_TEXTS]);
    }
    expect(translateCertificateError(CERTIFICATE_MESSAGES.invalidNumber)).toBe(CERTIFICATE_MESSAGES.invalidNumber);
  });

  it('show the form error in Hindi, and leave other texts as they are', () => {
    i18n.activate('hi');
    expect(translateCertificateError(CERTIFICATE_MESSAGES.invalidNumber)).toMatch(/^कृपया/);
    expect(translateCertificateError('Something else')).toBe('Something else');
    expect(translateCertificateError(undefined)).toBeUndefined();
  });
});
