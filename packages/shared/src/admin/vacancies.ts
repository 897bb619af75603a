import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  hindiText,
  optionalDate,
  optionalText,
  requiredDate,
  requiredText,
  ZFormPublished,
} from './content-crud';

/** Back-office vacancy form (multipart: these text fields plus the advertisement as `pdf`). */

export const VACANCY_ADMIN_MESSAGES = {
  created: 'The vacancy was created.',
  updated: 'The vacancy was saved.',
  deleted: 'The vacancy was deleted.',
  published: 'The vacancy is published.',
  unpublished: 'The vacancy is unpublished.',
} as const;

export const ZVacancyFields = z
  .strictObject({
    title: requiredText('title', 500),
    titleHi: hindiText('title', 500),
    upload_date: requiredDate('upload date'),
    last_date: optionalDate('last date'),
    advertisement_no: optionalText('advertisement number', 100),
    published: ZFormPublished,
  })
  .superRefine((vacancy, ctx) => {
    if (vacancy.last_date && vacancy.last_date < vacancy.upload_date) {
      ctx.addIssue({ code: 'custom', path: ['last_date'], message: CONTENT_MESSAGES.lastBeforeUpload });
    }
  });
export type TVacancyFields = z.output<typeof ZVacancyFields>;
export type TVacancyFormValues = z.input<typeof ZVacancyFields>;

export const ZAdminVacancy = z.object({
  id: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  upload_date: z.string(),
  last_date: z.string().nullable(),
  advertisement_no: z.string().nullable(),
  pdf: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TAdminVacancy = z.infer<typeof ZAdminVacancy>;
