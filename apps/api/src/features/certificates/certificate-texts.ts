import { formatCertificateDate } from '@iiidem/shared/dates';
import type { Language } from '@iiidem/shared/language';
import { INSTITUTE_NAME } from '../../lib/i18n/texts';

/** The words of a generated certificate in each language (the English as the certificate always read). */
export type CertificateTexts = {
  institute: string;
  title: string;
  certify: string;
  participated: string;
  /** The days the course was held (one date for a one-day course) and, when known, where. */
  held: (heldFrom: string, heldTo: string, place: string) => string;
  number: (certificateNumber: string) => string;
  issued: (issuedOn: string) => string;
  verify: string;
};

function dates(startFrom: string, endTo: string, language: Language) {
  const start = formatCertificateDate(startFrom, language);
  const end = formatCertificateDate(endTo, language);
  return { start, end, oneDay: start === end };
}

export const CERTIFICATE_TEXTS: Record<Language, CertificateTexts> = {
  en: {
    institute: INSTITUTE_NAME.en,
    title: 'Certificate of Participation',
    certify: 'This is to certify that',
    participated: 'has participated in',
    held: (heldFrom, heldTo, place) => {
      const { start, end, oneDay } = dates(heldFrom, heldTo, 'en');
      const when = oneDay ? `held on ${start}` : `held from ${start} to ${end}`;
      return place ? `${when} at ${place}` : when;
    },
    number: (certificateNumber) => `Certificate No. ${certificateNumber}`,
    issued: (issuedOn) => `Date of issue: ${formatCertificateDate(issuedOn, 'en')}`,
    verify: 'Scan the code or visit the address below to verify this certificate:',
  },
  hi: {
    institute: INSTITUTE_NAME.hi,
    title: 'सहभागिता प्रमाणपत्र',
    certify: 'प्रमाणित किया जाता है कि',
    participated: 'ने निम्नलिखित पाठ्यक्रम में भाग लिया है',
    held: (heldFrom, heldTo, place) => {
      const { start, end, oneDay } = dates(heldFrom, heldTo, 'hi');
      const where = place ? `${place} में ` : '';
      return oneDay ? `${where}दिनांक ${start} को आयोजित` : `${where}दिनांक ${start} से ${end} तक आयोजित`;
    },
    number: (certificateNumber) => `प्रमाणपत्र संख्या ${certificateNumber}`,
    issued: (issuedOn) => `जारी करने की तिथि: ${formatCertificateDate(issuedOn, 'hi')}`,
    verify: 'इस प्रमाणपत्र का सत्यापन करने के लिए कोड स्कैन करें या नीचे दिए गए पते पर जाएं:',
  },
};
