import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../common/email';
import { textProblem } from '../common/text-problem';
import { isHttpUrl } from './content-crud';

/**
 * People and partners (issue 15): the lists staff keep in the back office and the pages show (officers directory,
 * directors, the Commission, the Director General, faculty, alumni, consultants, MoU partners, the home page's
 * partner bodies). One schema for the back-office form and the API route, one for the public answer.
 */

/** The lists, in the order the back office offers them, with the name it shows (the spec's words). */
export const PEOPLE_LISTS = {
  officers: 'IIIDEM Officers',
  directors: 'Directors',
  'cec-ec': "CEC/EC's Profiles",
  'director-general': 'Director General',
  faculty: 'Faculty',
  'our-alumni': 'Our Alumni (programmes and batches)',
  'iiidem-alumni': 'IIIDEM Alumni',
  consultants: 'Consultants',
  'mou-partners': 'MoU Partners',
  'partner-election-bodies': 'Partner Election Management Bodies (home page)',
  'partner-institutions': 'Institutional and Academic Partners (home page)',
} as const;

export type TPeopleList = keyof typeof PEOPLE_LISTS;
export const PEOPLE_LIST_KEYS = Object.keys(PEOPLE_LISTS) as [TPeopleList, ...TPeopleList[]];

export function isPeopleList(value: string): value is TPeopleList {
  return Object.hasOwn(PEOPLE_LISTS, value);
}

export const PEOPLE_LIMITS = {
  name: 200,
  role: 300,
  section: 200,
  detailLabel: 100,
  detailValue: 1000,
  details: 8,
  extension: 10,
  url: 2000,
  /** Entries in one list. */
  perList: 200,
  /** Longest side of a stored photo or logo. */
  photoMaxSide: 800,
} as const;

export const PEOPLE_MESSAGES = {
  list: 'Choose one of the lists.',
  listFull: `A list holds at most ${PEOPLE_LIMITS.perList} entries.`,
  email: 'Enter an e-mail address such as name@example.org.',
  phone: 'Enter a phone number of 6 to 15 digits, with an optional + and spaces or hyphens (e.g. +91-11-0000-0101).',
  extension: 'The extension is at most 10 digits.',
  url: 'Enter a full web address starting with http:// or https://.',
  details: `At most ${PEOPLE_LIMITS.details} lines of details.`,
  photoRequired: 'Please choose a photo or logo (JPG or PNG).',
  direction: "Choose 'up' or 'down'.",
  text: 'Text must not contain control characters.',
  created: 'Entry added.',
  updated: 'Entry saved.',
  published: 'Entry published.',
  unpublished: 'Entry unpublished.',
  deleted: 'Entry deleted.',
  photoSaved: 'Photo saved.',
  photoRemoved: 'Photo removed.',
  moved: 'Entry moved.',
} as const;

export const ZPeopleListKey = z.enum(PEOPLE_LIST_KEYS, { error: PEOPLE_MESSAGES.list });

/** A text field: trimmed, at most `max`, no control characters; `required` ones at least one character. */
function text(label: string, max: number, required = false) {
  const base = z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`)
    .refine((value) => textProblem(value) === null, PEOPLE_MESSAGES.text);
  return required ? base.refine((value) => value.length > 0, `Please enter the ${label}.`) : base.default('');
}

/** An E.164-like phone: an optional +, then 6 to 15 digits, spaces or hyphens between groups; '' for none. */
export const PHONE_PATTERN = /^\+?\d(?:[ -]?\d){5,14}$/;

/**
 * A line of details: "label: value" ("Work experience: 10 years"); without a label, a paragraph of its own. On an
 * official profile, labelled lines are its staff contacts ("Staff Officer: Ext. 102").
 */
export const ZPersonDetail = z.strictObject({
  label: text('detail label', PEOPLE_LIMITS.detailLabel),
  labelHi: text('detail label (Hindi)', PEOPLE_LIMITS.detailLabel),
  value: text('detail', PEOPLE_LIMITS.detailValue, true),
  valueHi: text('detail (Hindi)', PEOPLE_LIMITS.detailValue),
});
export type TPersonDetail = z.output<typeof ZPersonDetail>;

/** An entry as the back-office form sends it (POST and PUT /api/admin/people[/:id]); the photo is uploaded apart. */
export const ZPersonBody = z.strictObject({
  list: ZPeopleListKey,
  section: text('section', PEOPLE_LIMITS.section),
  sectionHi: text('section (Hindi)', PEOPLE_LIMITS.section),
  name: text('name', PEOPLE_LIMITS.name, true),
  nameHi: text('name (Hindi)', PEOPLE_LIMITS.name),
  role: text('role', PEOPLE_LIMITS.role),
  roleHi: text('role (Hindi)', PEOPLE_LIMITS.role),
  details: z
    .array(ZPersonDetail, { error: 'The details must be a list.' })
    .max(PEOPLE_LIMITS.details, PEOPLE_MESSAGES.details)
    .default([]),
  email: z
    .string({ error: PEOPLE_MESSAGES.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, PEOPLE_MESSAGES.email)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), PEOPLE_MESSAGES.email)
    .default(''),
  phone: z
    .string({ error: PEOPLE_MESSAGES.phone })
    .trim()
    .max(24, PEOPLE_MESSAGES.phone)
    .refine((value) => value === '' || PHONE_PATTERN.test(value), PEOPLE_MESSAGES.phone)
    .default(''),
  extension: z
    .string({ error: PEOPLE_MESSAGES.extension })
    .trim()
    .regex(/^\d{0,10}$/, PEOPLE_MESSAGES.extension)
    .default(''),
  linkUrl: z
    .string({ error: PEOPLE_MESSAGES.url })
    .trim()
    .max(PEOPLE_LIMITS.url, PEOPLE_MESSAGES.url)
    .refine((value) => value === '' || isHttpUrl(value), PEOPLE_MESSAGES.url)
    .default(''),
  published: z.boolean({ error: 'Published must be true or false.' }).default(true),
});
export type TPersonBody = z.input<typeof ZPersonBody>;
export type TPersonValues = z.output<typeof ZPersonBody>;

/** PATCH /api/admin/people/:id/position: one place up or down in its list. */
export const ZMoveBody = z.strictObject({ direction: z.enum(['up', 'down'], { error: PEOPLE_MESSAGES.direction }) });

/** GET /api/admin/people?list=… */
export const ZPeopleListQuery = z.strictObject({ list: ZPeopleListKey });

/** GET /api/people/:list (any text: an unknown list answers 404). */
export const ZPeopleListParams = z.strictObject({
  list: z.string().max(60).describe('The list, e.g. officers, faculty, mou-partners'),
});

export const ZPersonPhoto = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() });

const personShape = {
  id: z.number().int(),
  section: z.string(),
  sectionHi: z.string(),
  name: z.string(),
  nameHi: z.string(),
  role: z.string(),
  roleHi: z.string(),
  details: z.array(z.object({ label: z.string(), labelHi: z.string(), value: z.string(), valueHi: z.string() })),
  email: z.string(),
  phone: z.string(),
  extension: z.string(),
  linkUrl: z.string(),
  photo: ZPersonPhoto.nullable(),
};

/** An entry as the public pages see it. */
export const ZPublicPerson = z.object(personShape);
export type TPublicPerson = z.infer<typeof ZPublicPerson>;

/** GET /api/people/:list: the published entries in their order. */
export const ZPublicPeopleAnswer = z.object({
  success: z.literal(true),
  data: z.object({ list: z.string(), items: z.array(ZPublicPerson) }),
});
export type TPublicPeopleAnswer = z.infer<typeof ZPublicPeopleAnswer>;

/** An entry as the back office sees it. */
export const ZAdminPerson = z.object({
  ...personShape,
  list: z.string(),
  sortOrder: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type TAdminPerson = z.infer<typeof ZAdminPerson>;

export const ZAdminPeopleAnswer = z.object({ success: z.literal(true), data: z.array(ZAdminPerson) });
