import { z } from 'zod';
import { MAX_RECORD_ID } from '../common/list-query';
import { CONTENT_MESSAGES, hindiText, optionalText, requiredDate, requiredText, yesNo } from './content-crud';

/** Back-office course form and payload (spec 1 §3 course fields, spec 2 §3 hostel facility). */

const LONG_TEXT = 20_000;

export const COURSE_ADMIN_MESSAGES = {
  programType: 'Choose a program type.',
  unknownProgramType: 'Choose one of the listed program types.',
  vipSpeakerDesc: 'Describe the VIP speaker, or choose No.',
  hasApplications:
    'This course has applications, so it cannot be deleted. Unpublish it instead to hide it from the public pages.',
  created: 'The course was created.',
  updated: 'The course was saved.',
  deleted: 'The course was deleted.',
  published: 'The course is published.',
  windowClosesBeforeOpening: 'Applications must close on or after the day they open.',
  heldBeforeWindowOpens: 'The course cannot be held before applications open.',
  heldToBeforeHeldFrom: 'The held-to date must be on or after the held-from date.',
  unpublished: 'The course is unpublished.',
  capacity: 'The capacity must be a whole number from 1 to 10,000, or empty for unlimited seats.',
} as const;

/** Most seats a course may have (issue 19). */
export const COURSE_CAPACITY_MAX = 10_000;

/** POST /api/admin/courses and PUT /api/admin/courses/:id (JSON). */
export const ZCourseInput = z
  .strictObject({
    course_name: requiredText('course name', 300),
    course_nameHi: hindiText('course name', 300),
    /** The application window (spec: "Apply From" / "Application Open/Close Date"). */
    start_from: requiredDate('date applications open'),
    end_to: requiredDate('date applications close'),
    /** The days the course is held (issue 19). */
    held_from: requiredDate('held-from date'),
    held_to: requiredDate('held-to date'),
    /** Seats (issue 19): at most this many approved applications; null or left out means unlimited. */
    capacity: z
      .number({ error: COURSE_ADMIN_MESSAGES.capacity })
      .int(COURSE_ADMIN_MESSAGES.capacity)
      .min(1, COURSE_ADMIN_MESSAGES.capacity)
      .max(COURSE_CAPACITY_MAX, COURSE_ADMIN_MESSAGES.capacity)
      .nullish()
      .transform((value) => value ?? null),
    duration: optionalText('duration', 100),
    durationHi: hindiText('duration', 100),
    course_type: optionalText('mode of training', 100),
    course_typeHi: hindiText('mode of training', 100),
    location: optionalText('location', 300),
    locationHi: hindiText('location', 300),
    program_type_id: z
      .number({ error: COURSE_ADMIN_MESSAGES.programType })
      .int(COURSE_ADMIN_MESSAGES.programType)
      .min(1, COURSE_ADMIN_MESSAGES.programType)
      .max(MAX_RECORD_ID, COURSE_ADMIN_MESSAGES.programType),
    program_desc: optionalText('programme description', LONG_TEXT),
    program_descHi: hindiText('programme description', LONG_TEXT),
    faculty_desc: optionalText('faculty description', LONG_TEXT),
    faculty_descHi: hindiText('faculty description', LONG_TEXT),
    vip_speaker: yesNo('VIP speaker'),
    vip_speaker_desc: optionalText('VIP speaker description', LONG_TEXT),
    vip_speaker_descHi: hindiText('VIP speaker description', LONG_TEXT),
    resource_material: optionalText('resource material', LONG_TEXT),
    resource_materialHi: hindiText('resource material', LONG_TEXT),
    evaluation_descp: optionalText('evaluation', LONG_TEXT),
    evaluation_descpHi: hindiText('evaluation', LONG_TEXT),
    course_hostel_facility: yesNo('hostel facility'),
    published: z.boolean({ error: CONTENT_MESSAGES.published }),
  })
  .superRefine((course, ctx) => {
    if (course.end_to < course.start_from) {
      ctx.addIssue({ code: 'custom', path: ['end_to'], message: COURSE_ADMIN_MESSAGES.windowClosesBeforeOpening });
    }
    if (course.held_from < course.start_from) {
      ctx.addIssue({ code: 'custom', path: ['held_from'], message: COURSE_ADMIN_MESSAGES.heldBeforeWindowOpens });
    }
    if (course.held_to < course.held_from) {
      ctx.addIssue({ code: 'custom', path: ['held_to'], message: COURSE_ADMIN_MESSAGES.heldToBeforeHeldFrom });
    }
    if (course.vip_speaker === 'Yes' && !course.vip_speaker_desc) {
      ctx.addIssue({ code: 'custom', path: ['vip_speaker_desc'], message: COURSE_ADMIN_MESSAGES.vipSpeakerDesc });
    }
  });
export type TCourseInput = z.output<typeof ZCourseInput>;
export type TCourseFormValues = z.input<typeof ZCourseInput>;

/** A course as the back office sees it: every field, published or not. */
export const ZAdminCourse = z.object({
  id: z.number().int(),
  course_name: z.string(),
  course_nameHi: z.string(),
  start_from: z.string(),
  end_to: z.string(),
  held_from: z.string(),
  held_to: z.string(),
  duration: z.string().nullable(),
  durationHi: z.string(),
  course_type: z.string().nullable(),
  course_typeHi: z.string(),
  location: z.string().nullable(),
  locationHi: z.string(),
  program_type_id: z.number().int(),
  program_name: z.string(),
  program_desc: z.string().nullable(),
  program_descHi: z.string(),
  faculty_desc: z.string().nullable(),
  faculty_descHi: z.string(),
  vip_speaker: z.string(),
  vip_speaker_desc: z.string().nullable(),
  vip_speaker_descHi: z.string(),
  resource_material: z.string().nullable(),
  resource_materialHi: z.string(),
  evaluation_descp: z.string().nullable(),
  evaluation_descpHi: z.string(),
  course_hostel_facility: z.enum(['Yes', 'No']),
  published: z.boolean(),
  applications: z.number().int().describe('How many applications the course has'),
  capacity: z.number().int().nullable().describe('Seats: at most this many approved; null means unlimited'),
  seats_left: z.number().int().nullable().describe('Seats not yet taken by an approved application; null: unlimited'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TAdminCourse = z.infer<typeof ZAdminCourse>;
