import { CERTIFICATE_MESSAGES } from '@iiidem/shared/admin/certificates';
import { msg } from '@lingui/core/macro';
import { i18n } from '#i18n';

/**
 * The verification page's texts of @iiidem/shared/admin/certificates (the server and the schema speak them in
 * English) in the certificates catalogue; each English is the shared constant's (certificate-texts.test.ts).
 */
export const CERTIFICATE_TEXTS = {
  valid: msg`This certificate is valid.`,
  revokedVerdict: msg`This certificate has been revoked.`,
  notFound: msg`No certificate has this number.`,
  invalidNumber: msg`Please enter a certificate number like IIIDEM-2026-7K3QX9M2.`,
} as const satisfies Partial<Record<keyof typeof CERTIFICATE_MESSAGES, unknown>>;

/** The lookup form's error (the shared schema's English) in the page's language; other texts as they are. */
export function translateCertificateError(message: string | undefined): string | undefined {
  return message === CERTIFICATE_MESSAGES.invalidNumber ? i18n._(CERTIFICATE_TEXTS.invalidNumber) : message;
}
