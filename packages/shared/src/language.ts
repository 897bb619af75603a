/**
 * The portal's languages (issue 14): English, the spec's, and Hindi. A visitor's language comes from the address
 * (`?lang=hi`, so a Hindi link can be shared), else from the `lang` cookie the language button sets, else English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The address parameter and the cookie that carry a language. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as the language button shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale Intl formats dates and numbers with. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The value of the `lang` cookie in a Cookie header, when it names a language. */
export function languageOfCookieHeader(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part?.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The language a request asks for: `?lang=` first, then the cookie, else English. */
export function requestedLanguage(search: string, cookieHeader: string | undefined): Language {
  const fromAddress = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(fromAddress)) return fromAddress;
  return languageOfCookieHeader(cookieHeader) ?? DEFAULT_LANGUAGE;
}
