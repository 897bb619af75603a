import type { TFileFacts } from '@iiidem/shared/files/file-facts-schema';

const PDF = 'application/pdf';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The files of the web build the pages link to in code (apps/web/public/docs), with their type and size, so
 * their links say "PDF, 2 KB" (issue 16) with no request. site-file-facts.test.ts checks every entry against the
 * file itself, so a replaced file fails the tests until its size is written here.
 */
export const SITE_FILE_FACTS: Readonly<Record<string, TFileFacts>> = {
  '/docs/iiidem-application-form.docx': { type: WORD, size: 2_109 },
  '/docs/masters-programme-brochure.pdf': { type: PDF, size: 1_192 },
  '/docs/national-level-master-trainers.pdf': { type: PDF, size: 1_533 },
  '/docs/green-elections-concept-note.pdf': { type: PDF, size: 1_422 },
  '/docs/international-modules/module-01.pdf': { type: PDF, size: 1_017 },
  '/docs/international-modules/module-02.pdf': { type: PDF, size: 1_028 },
  '/docs/international-modules/module-03.pdf': { type: PDF, size: 1_011 },
  '/docs/international-modules/module-04.pdf': { type: PDF, size: 1_010 },
  '/docs/international-modules/module-05.pdf': { type: PDF, size: 1_025 },
  '/docs/international-modules/module-06.pdf': { type: PDF, size: 1_033 },
  '/docs/international-modules/module-07.pdf': { type: PDF, size: 999 },
  '/docs/international-modules/module-08.pdf': { type: PDF, size: 1_014 },
  '/docs/international-modules/module-09.pdf': { type: PDF, size: 1_017 },
  '/docs/international-modules/module-10.pdf': { type: PDF, size: 1_033 },
};

/** The facts of a file of the web build, or null when it is not one the table knows. */
export function siteFileFacts(href: string): TFileFacts | null {
  return SITE_FILE_FACTS[href] ?? null;
}
