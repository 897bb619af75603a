import { z } from 'zod';
import { captchaAnswerField, captchaIdField } from '../accounts/fields';
import { ZAdminPages } from '../admin/content-crud';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../common/email';
import { ZPageNumber } from '../common/list-query';
import { SANITIZED_TEXT_PATTERN } from '../common/sanitize-text';
import { textProblem } from '../common/text-problem';
import { API_ERRORS, MESSAGES } from '../messages';

/**
 * The feedback form (issue 16, GIGW 3.0 "a feedback form that is answered"): a visitor writes to the institute
 * from /feedback; the message is stored for staff (back office "Feedback"), acknowledged to the sender by e-mail
 * and sent to the institute's mailbox. One schema for the form and POST /api/feedback.
 */

export const FEEDBACK_LIMITS = {
  name: 100,
  phone: 15,
  message: 3000,
} as const;

export const FEEDBACK_CATEGORIES = {
  website: 'The website',
  training: 'Training programmes',
  accessibility: 'Accessibility',
  suggestion: 'A suggestion',
  other: 'Something else',
} as const;
export type TFeedbackCategory = keyof typeof FEEDBACK_CATEGORIES;
const CATEGORY_KEYS = Object.keys(FEEDBACK_CATEGORIES) as [TFeedbackCategory, ...TFeedbackCategory[]];

export const FEEDBACK_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${FEEDBACK_LIMITS.name} characters.`,
  nameCharacters: 'Use letters, digits, spaces and @ . _ / + - in your name.',
  emailRequired: 'Please enter your e-mail address.',
  phoneInvalid: 'Enter a phone number of 6 to 15 digits, or leave it empty.',
  categoryRequired: 'Please choose what your feedback is about.',
  messageRequired: 'Please write your message.',
  messageTooLong: `Your message must be at most ${FEEDBACK_LIMITS.message} characters.`,
  consentRequired: 'Please agree that we may use your details to answer you.',
  sent: 'Thank you. Your feedback has been sent. We have e-mailed you an acknowledgement.',
  notFound: 'The feedback was not found.',
  answered: 'The feedback is marked as answered.',
  alreadyAnswered: 'This feedback is already marked as answered.',
} as const;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => textProblem(value) === null, API_ERRORS.invalidCharacter);

/** POST /api/feedback, and the form (which sends the same fields; the captcha's id comes from its image). */
export const ZFeedbackPayload = z.strictObject({
  name: text(FEEDBACK_MESSAGES.nameRequired, FEEDBACK_LIMITS.name, FEEDBACK_MESSAGES.nameTooLong).regex(
    SANITIZED_TEXT_PATTERN,
    FEEDBACK_MESSAGES.nameCharacters,
  ),
  email: z
    .string({ error: FEEDBACK_MESSAGES.emailRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  phone: z
    .string({ error: FEEDBACK_MESSAGES.phoneInvalid })
    .trim()
    .regex(/^(?:\+?\d{6,15})?$/, FEEDBACK_MESSAGES.phoneInvalid)
    .default(''),
  category: z.enum(CATEGORY_KEYS, { error: FEEDBACK_MESSAGES.categoryRequired }),
  /** Free text: ordinary punctuation and new lines are kept as typed (product.md); only control characters are refused. */
  message: text(FEEDBACK_MESSAGES.messageRequired, FEEDBACK_LIMITS.message, FEEDBACK_MESSAGES.messageTooLong),
  consent: z.literal(true, { error: FEEDBACK_MESSAGES.consentRequired }),
  captcha_id: captchaIdField(MESSAGES.invalidCaptchaLogin),
  captcha: captchaAnswerField(MESSAGES.invalidCaptchaLogin),
});
export type TFeedbackPayload = z.input<typeof ZFeedbackPayload>;

/** The form's fields: the payload without the captcha's id (useCaptchaForm adds it when sending). */
export const ZFeedbackForm = ZFeedbackPayload.omit({ captcha_id: true });
export type TFeedbackForm = z.input<typeof ZFeedbackForm>;

export const ZFeedbackSentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});

// Back office

/** GET /api/admin/feedback: newest first, a page at a time; `status` narrows to open or answered messages. */
export const ZFeedbackListQuery = z.strictObject({
  page: ZPageNumber.optional().describe('1-based page number (default 1)'),
  status: z.enum(['open', 'answered'], { error: "The status must be 'open' or 'answered'." }).optional(),
});

export const ZFeedbackSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  category: z.enum(CATEGORY_KEYS),
  language: z.enum(['en', 'hi']),
  receivedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The first words of the message, for the list. */
  excerpt: z.string(),
});
export type TFeedbackSummary = z.infer<typeof ZFeedbackSummary>;

export const ZFeedbackItem = ZFeedbackSummary.extend({
  phone: z.string(),
  message: z.string(),
  answeredBy: z.string().nullable(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

export const ZFeedbackListAnswer = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(ZFeedbackSummary), pages: ZAdminPages }),
});
export type TFeedbackListAnswer = z.infer<typeof ZFeedbackListAnswer>;

export const ZFeedbackItemAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZFeedbackItem,
});
export type TFeedbackItemAnswer = z.infer<typeof ZFeedbackItemAnswer>;

/** Rows per page of the back office's feedback list. */
export const FEEDBACK_PAGE_SIZE = 20;
