import { z } from 'zod';
import { ZFileFactsOrNull } from '../files/file-facts-schema';

/** A recruitment or engagement notice (spec 2 §3); pdf is the advertisement under /files/. */
export const ZVacancy = z.object({
  id: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  upload_date: z.string().describe('YYYY-MM-DD'),
  last_date: z.string().nullable().describe('YYYY-MM-DD'),
  advertisement_no: z.string().nullable(),
  pdf: z.string().nullable(),
  pdf_info: ZFileFactsOrNull,
});
export type TVacancy = z.infer<typeof ZVacancy>;

export const ZVacancyList = z.object({ success: z.literal(true), data: z.array(ZVacancy) });
export type TVacancyList = z.infer<typeof ZVacancyList>;
