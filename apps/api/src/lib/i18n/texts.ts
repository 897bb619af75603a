import { APPLICATION_STATUS, type ApplicationStatus, PRODUCT_NAME } from '@iiidem/shared/constants';
import type { Language } from '@iiidem/shared/language';

/**
 * Texts the server writes in the recipient's language (mails, certificates). Each table is typed
 * Record<Language, …>, so a language without its text fails tsc. Hindi terms follow docs/hindi-glossary.md.
 */

/** The institute's full name, as mails sign off and certificates head. */
export const INSTITUTE_NAME: Record<Language, string> = {
  en: PRODUCT_NAME,
  hi: 'भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान',
};

/** An application's status as the applicant reads it (spec 1 §4). */
export const APPLICATION_STATUS_TEXT: Record<Language, Record<ApplicationStatus, string>> = {
  en: {
    [APPLICATION_STATUS.received]: 'Received',
    [APPLICATION_STATUS.approved]: 'Approved',
    [APPLICATION_STATUS.rejected]: 'Rejected',
    [APPLICATION_STATUS.waitlisted]: 'Waitlisted',
    [APPLICATION_STATUS.withdrawn]: 'Withdrawn',
  },
  hi: {
    [APPLICATION_STATUS.received]: 'प्राप्त',
    [APPLICATION_STATUS.approved]: 'स्वीकृत',
    [APPLICATION_STATUS.rejected]: 'अस्वीकृत',
    [APPLICATION_STATUS.waitlisted]: 'प्रतीक्षा सूची में',
    [APPLICATION_STATUS.withdrawn]: 'वापस लिया गया',
  },
};

/** A record's text in the language: the Hindi when the language is Hindi and staff wrote it, else the English. */
export function contentIn(language: Language, english: string, hindi: string | null | undefined): string {
  return language === 'hi' && hindi?.trim() ? hindi : english;
}

/** A status number as text; an unknown number stays a number. */
export function applicationStatusText(language: Language, status: number): string {
  return APPLICATION_STATUS_TEXT[language][status as ApplicationStatus] ?? String(status);
}
