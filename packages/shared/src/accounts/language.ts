import { z } from 'zod';
import { LANGUAGES } from '../language';

/**
 * The account's language (issue 14): the language of the account's mails and generated certificates. The
 * language button sets it for a signed-in visitor with PUT /api/language.
 */

export const LANGUAGE_MESSAGES = {
  languageInvalid: "Choose a language: 'en' (English) or 'hi' (हिन्दी).",
  languageSaved: 'Language saved.',
} as const;

export const ZAccountLanguagePayload = z.strictObject({
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.languageInvalid }),
});
export type TAccountLanguagePayload = z.infer<typeof ZAccountLanguagePayload>;

export const ZAccountLanguageAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ language: z.enum(LANGUAGES) }),
});
export type TAccountLanguageAnswer = z.infer<typeof ZAccountLanguageAnswer>;
