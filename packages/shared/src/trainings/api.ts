import { z } from 'zod';
import { TRAINING_FILE_TYPES } from '../constants';
import { ZFileFactsOrNull } from '../files/file-facts-schema';

/** A row of the domestic trainings table (spec 1 §3 "Training"). */
export const ZTrainingListItem = z.object({
  id: z.number().int().positive(),
  training_name: z.string(),
  training_nameHi: z.string(),
  training_code: z.string(),
});
export type TTrainingListItem = z.infer<typeof ZTrainingListItem>;

/**
 * One resource of a session (spec 2 §3). Which field holds it depends on file_type:
 * PDF -> pdf, IMG -> image, VIDEO -> video (an HTML-escaped embed address), URL -> video_url.
 */
export const ZTrainingFile = z.object({
  id: z.number().int().positive(),
  file_type: z.enum(TRAINING_FILE_TYPES),
  file_title_name: z.string(),
  file_title_nameHi: z.string(),
  pdf: z.string().nullable(),
  pdf_info: ZFileFactsOrNull,
  image: z.string().nullable(),
  video: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type TTrainingFile = z.infer<typeof ZTrainingFile>;

export const ZTrainingSession = z.object({
  id: z.number().int().positive(),
  session_name: z.string(),
  session_nameHi: z.string(),
  session_desc: z.string().nullable(),
  session_descHi: z.string(),
  training_document_files: z.array(ZTrainingFile),
});
export type TTrainingSession = z.infer<typeof ZTrainingSession>;

export const ZTrainingDetail = ZTrainingListItem.extend({
  overview: z.string().nullable(),
  overviewHi: z.string(),
  training_document_sessions: z.array(ZTrainingSession),
});
export type TTrainingDetail = z.infer<typeof ZTrainingDetail>;

export const ZTrainingListResponse = z.object({
  success: z.literal(true),
  data: z.object({ training: z.array(ZTrainingListItem) }),
});
export type TTrainingListResponse = z.infer<typeof ZTrainingListResponse>;

/** One training, as a one-item list: spec 2 reads data.training[0]. */
export const ZTrainingDetailResponse = z.object({
  success: z.literal(true),
  data: z.object({ training: z.array(ZTrainingDetail) }),
});
export type TTrainingDetailResponse = z.infer<typeof ZTrainingDetailResponse>;
