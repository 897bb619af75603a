import { z } from 'zod';

/** A course as the API gives it (spec 1 §3, spec 2 §3). Dates are IST calendar dates, YYYY-MM-DD. */
export const ZCourse = z.object({
  id: z.number().int().positive(),
  course_name: z.string(),
  course_nameHi: z.string(),
  start_from: z.iso.date(),
  end_to: z.iso.date(),
  /** The days the course is held (issue 19); start_from and end_to are the application window. */
  held_from: z.iso.date(),
  held_to: z.iso.date(),
  duration: z.string().nullable(),
  durationHi: z.string(),
  /** Mode of training. */
  course_type: z.string().nullable(),
  course_typeHi: z.string(),
  location: z.string().nullable(),
  locationHi: z.string(),
  program_type_id: z.number().int(),
  program_type: z.object({ program_name: z.string() }),
  program_desc: z.string().nullable(),
  program_descHi: z.string(),
  faculty_desc: z.string().nullable(),
  faculty_descHi: z.string(),
  /** 'Yes' shows vip_speaker_desc. */
  vip_speaker: z.string(),
  vip_speaker_desc: z.string().nullable(),
  vip_speaker_descHi: z.string(),
  resource_material: z.string().nullable(),
  resource_materialHi: z.string(),
  evaluation_descp: z.string().nullable(),
  evaluation_descpHi: z.string(),
  course_hostel_facility: z.enum(['Yes', 'No']),
  createdAt: z.iso.datetime(),
});
export type TCourse = z.infer<typeof ZCourse>;

/** Paging information of a list (1-based page). */
export const ZPages = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  totalData: z.number().int().nonnegative(),
});
export type TPages = z.infer<typeof ZPages>;

export const ZCourseListResponse = z.object({
  success: z.literal(true),
  data: z.object({ course: z.array(ZCourse), pages: ZPages }),
});
export type TCourseListResponse = z.infer<typeof ZCourseListResponse>;

/** Ongoing and upcoming courses: a bounded list without paging. */
export const ZCourseSelectionResponse = z.object({
  success: z.literal(true),
  data: z.object({ course: z.array(ZCourse) }),
});
export type TCourseSelectionResponse = z.infer<typeof ZCourseSelectionResponse>;

export const ZCourseResponse = z.object({
  success: z.literal(true),
  data: z.object({ course: ZCourse }),
});
export type TCourseResponse = z.infer<typeof ZCourseResponse>;
