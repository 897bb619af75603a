import { z } from 'zod';
import { isHttpUrl } from './admin/content-crud';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './common/email';
import { textProblem } from './common/text-problem';
import { ZFileFactsOrNull } from './files/file-facts-schema';

/**
 * The site's settings (issue 15): the institute's phone numbers, address, mailboxes, recruitment contacts, social
 * links, the home page's notice and footprint figures, one document staff edit in the back office
 * (PUT /api/admin/site-settings) and every page shows (GET /api/site-settings). This schema checks it on both sides.
 */

export const SITE_SETTINGS_LIMITS = {
  short: 120,
  text: 400,
  url: 500,
  path: 300,
  addressLines: 6,
  phones: 6,
  emails: 6,
  figures: 12,
  /** A figure's value ('1700+', '1 lakh+'). */
  figure: 40,
} as const;

export const SITE_SETTINGS_MESSAGES = {
  saved: 'The site settings were saved. Every page shows them now.',
  stale:
    'Someone else saved the site settings after you opened them. Reload the page to see their changes, then make yours again.',
  email: 'Enter an e-mail address such as name@example.org.',
  phoneDisplay: 'Enter the number as it is shown, e.g. +91-11-0000-0000 (digits, spaces, hyphens, an optional +).',
  phoneDial: 'Enter the number to dial in international form: + and 7 to 15 digits, e.g. +911100000000.',
  url: 'Enter a full web address starting with http:// or https://.',
  httpsUrl: 'Enter a full web address starting with https://.',
  path: 'Enter an address of this site starting with /, e.g. /iiidem-vacancies.',
  video: 'Enter the address of a video file of this site (.mp4 or .webm) starting with /, e.g. /files/intro.mp4.',
  text: 'Text must not contain control characters.',
} as const;

/** A trimmed text of at most `max` characters without control characters; required ones not empty. */
function text(label: string, max: number, required = true) {
  const base = z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`)
    .refine((value) => textProblem(value) === null, SITE_SETTINGS_MESSAGES.text);
  return required ? base.refine((value) => value.length > 0, `Please enter the ${label}.`) : base;
}

/** A text in English (required) and Hindi (optional: a Hindi page shows the English instead). */
function bilingual(label: string, max: number) {
  return z.strictObject(
    { en: text(label, max), hi: text(`${label} (Hindi)`, max, false) },
    { error: `The ${label} must be given in English and Hindi.` },
  );
}

const email = () =>
  z
    .string({ error: SITE_SETTINGS_MESSAGES.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, SITE_SETTINGS_MESSAGES.email)
    .regex(EMAIL_PATTERN, SITE_SETTINGS_MESSAGES.email);

const httpUrl = (message: string = SITE_SETTINGS_MESSAGES.url, httpsOnly = false) =>
  z
    .string({ error: message })
    .trim()
    .max(SITE_SETTINGS_LIMITS.url, message)
    .refine((value) => isHttpUrl(value) && (!httpsOnly || /^https:\/\//i.test(value)), message);

/** An address of this site: '/' then no second '/', no scheme, no spaces or quotes. */
export const SITE_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9._~\-/?=&#%]*$/;

const sitePath = () =>
  z
    .string({ error: SITE_SETTINGS_MESSAGES.path })
    .trim()
    .max(SITE_SETTINGS_LIMITS.path, SITE_SETTINGS_MESSAGES.path)
    .regex(SITE_PATH_PATTERN, SITE_SETTINGS_MESSAGES.path);

/** A phone number as shown ('+91-11-0000-0000') and as dialled (E.164, for tel: links). */
export const ZPhoneNumber = z.strictObject({
  display: z
    .string({ error: SITE_SETTINGS_MESSAGES.phoneDisplay })
    .trim()
    .max(30, SITE_SETTINGS_MESSAGES.phoneDisplay)
    .regex(/^\+?\d(?:[ -]?\d){5,17}$/, SITE_SETTINGS_MESSAGES.phoneDisplay),
  dial: z
    .string({ error: SITE_SETTINGS_MESSAGES.phoneDial })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, SITE_SETTINGS_MESSAGES.phoneDial),
});
export type TPhoneNumber = z.output<typeof ZPhoneNumber>;

const ZSocialLink = z.strictObject({
  name: text('name', SITE_SETTINGS_LIMITS.short),
  handle: text('handle', SITE_SETTINGS_LIMITS.short),
  url: httpUrl(SITE_SETTINGS_MESSAGES.httpsUrl, true),
});

/** A figure of the home page: its value ('141') and label ('countries'), each in both languages. */
export const ZFigure = z.strictObject({
  value: bilingual('figure', SITE_SETTINGS_LIMITS.figure),
  label: bilingual('figure’s label', SITE_SETTINGS_LIMITS.short),
});
export type TFigure = z.output<typeof ZFigure>;

/**
 * The about block's four figures on the home page (spec 1 §2.3): their values in both languages; their labels
 * (Years, Programs, Participants, Countries) are the interface's texts. A value is words ('1 lakh+'), so a Hindi
 * page shows the Hindi value ('1 लाख+'), or the English one marked lang="en" when staff left the Hindi empty.
 */
export { HOME_FIGURE_KEYS, type THomeFigureKey } from './home-figure-keys';

export const ZHomeFigures = z.strictObject(
  {
    years: bilingual('years figure', SITE_SETTINGS_LIMITS.figure),
    programs: bilingual('programs figure', SITE_SETTINGS_LIMITS.figure),
    participants: bilingual('participants figure', SITE_SETTINGS_LIMITS.figure),
    countries: bilingual('countries figure', SITE_SETTINGS_LIMITS.figure),
  },
  { error: 'The home page figures must be years, programs, participants and countries, each in English and Hindi.' },
);
export type THomeFigures = z.output<typeof ZHomeFigures>;

/** The figures the spec states (spec 1 §2.3 and §9): a new site, and a document saved before they were settings. */
export const DEFAULT_HOME_FIGURES: THomeFigures = {
  years: { en: '13+', hi: '13+' },
  programs: { en: '1700+', hi: '1700+' },
  participants: { en: '1 lakh+', hi: '1 लाख+' },
  countries: { en: '141', hi: '141' },
};

export const ZSiteSettings = z.strictObject({
  phone: ZPhoneNumber,
  fax: z
    .string({ error: SITE_SETTINGS_MESSAGES.phoneDisplay })
    .trim()
    .max(30, SITE_SETTINGS_MESSAGES.phoneDisplay)
    .regex(/^\+?\d(?:[ -]?\d){5,17}$/, SITE_SETTINGS_MESSAGES.phoneDisplay),
  email: email(),
  /** The postal address, one line each, in English and in Hindi (no Hindi lines: a Hindi page shows the English). */
  address: z.strictObject({
    en: z
      .array(text('address line', SITE_SETTINGS_LIMITS.short))
      .min(1, 'Enter at least one line of the address.')
      .max(SITE_SETTINGS_LIMITS.addressLines, `The address has at most ${SITE_SETTINGS_LIMITS.addressLines} lines.`),
    hi: z
      .array(text('address line (Hindi)', SITE_SETTINGS_LIMITS.short))
      .max(SITE_SETTINGS_LIMITS.addressLines, `The address has at most ${SITE_SETTINGS_LIMITS.addressLines} lines.`),
  }),
  mailboxes: z.strictObject({ training: email(), international: email(), webmaster: email() }),
  /** The national commission's own site, linked from the menu and the footer. */
  commissionSite: z.strictObject({ name: bilingual('name', SITE_SETTINGS_LIMITS.short), url: httpUrl() }),
  /** How to apply for a vacancy: the HR mailbox, phones and mailboxes for questions (the form itself is a file). */
  recruitment: z.strictObject({
    hrEmail: email(),
    phones: z
      .array(ZPhoneNumber)
      .max(SITE_SETTINGS_LIMITS.phones, `At most ${SITE_SETTINGS_LIMITS.phones} phone numbers.`),
    emails: z.array(email()).max(SITE_SETTINGS_LIMITS.emails, `At most ${SITE_SETTINGS_LIMITS.emails} mailboxes.`),
  }),
  social: z.strictObject({ x: ZSocialLink, facebook: ZSocialLink, youtube: ZSocialLink }),
  /** The video the home page's social section plays: a video file of this site, or none (then no player). */
  featuredVideo: z
    .strictObject({
      src: z
        .string({ error: SITE_SETTINGS_MESSAGES.video })
        .trim()
        .max(SITE_SETTINGS_LIMITS.path, SITE_SETTINGS_MESSAGES.video)
        .regex(/^\/(?!\/)[A-Za-z0-9._~\-/]+\.(?:mp4|webm)$/i, SITE_SETTINGS_MESSAGES.video),
      title: bilingual('video’s title', SITE_SETTINGS_LIMITS.short),
    })
    .nullable(),
  /** The home page's notice strip: its text and the page of this site it links to. */
  homeNotice: z.strictObject({
    en: text('notice', SITE_SETTINGS_LIMITS.text),
    hi: text('notice (Hindi)', SITE_SETTINGS_LIMITS.text, false),
    link: sitePath(),
  }),
  /** The home page's about block: years, programs, participants and countries (issue 19: staff own them). */
  homeFigures: ZHomeFigures,
  /** The home page's global footprint: the total, and the figures by continent. */
  footprint: z.strictObject({
    total: ZFigure,
    items: z.array(ZFigure).max(SITE_SETTINGS_LIMITS.figures, `At most ${SITE_SETTINGS_LIMITS.figures} figures.`),
  }),
  /** True while the values are the demonstration's: the footer and the contact page then say they are not real. */
  sampleNotice: z.boolean({ error: 'Sample notice must be true or false.' }),
});
export type TSiteSettings = z.output<typeof ZSiteSettings>;

/**
 * The vacancies' application form (spec 2 §2: "download the application form (Word file)"; issue 15): a file staff
 * replace in the back office (POST /api/admin/site-settings/application-form, multipart field `file`), a setting of
 * its own beside the document above. The site links it with its type and size (issue 16).
 */
export const APPLICATION_FORM_MESSAGES = {
  replaced: 'The application form was replaced. The vacancies page links the new file now.',
  missing: 'Choose the file of the application form.',
  type: 'The application form must be a Word (.docx) or PDF file.',
  stale: 'Someone else replaced the application form just now. Reload the page to see it, then try again.',
} as const;

/** The form as a page links it: its address on this site and its type and size (null when the file is missing). */
export const ZApplicationForm = z.object({
  href: z.string().describe("The form's address on this site, e.g. /files/site-settings/<name>.docx"),
  info: ZFileFactsOrNull,
});
export type TApplicationForm = z.output<typeof ZApplicationForm>;

/** The settings as the public pages get them: the document and the application form. */
export const ZPublicSiteSettings = ZSiteSettings.extend({ applicationForm: ZApplicationForm });
export type TPublicSiteSettings = z.output<typeof ZPublicSiteSettings>;

/** PUT /api/admin/site-settings: the document and the version the editor started from. */
export const ZSaveSiteSettingsBody = z.strictObject({
  version: z.number({ error: 'The version must be a number.' }).int().min(0).max(2_147_483_647),
  settings: ZSiteSettings,
});
export type TSaveSiteSettingsBody = z.input<typeof ZSaveSiteSettingsBody>;

/** GET /api/site-settings. */
export const ZPublicSiteSettingsAnswer = z.object({ success: z.literal(true), data: ZPublicSiteSettings });
export type TPublicSiteSettingsAnswer = z.output<typeof ZPublicSiteSettingsAnswer>;

/** GET and PUT /api/admin/site-settings: the document with its version and last change. */
export const ZAdminSiteSettingsAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({
    settings: ZSiteSettings,
    version: z.number().int(),
    updatedAt: z.string().nullable(),
    applicationForm: ZApplicationForm,
  }),
});
export type TAdminSiteSettingsAnswer = z.output<typeof ZAdminSiteSettingsAnswer>;
