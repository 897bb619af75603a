import type { TAccountLanguageAnswer, TAccountLanguagePayload } from '@iiidem/shared/accounts/language';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
  requestedLanguage,
} from '@iiidem/shared/language';
import { apiRequest } from '../api-client';
import { getAccessToken } from '../session';
import { loadWantedCatalogs } from './catalogs';
import { i18n } from './runtime';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The active language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * The language a page starts in, by the server's rule (`?lang=`, else the cookie, else English), so a page the
 * server rendered hydrates in the language it was rendered in.
 */
export function startingLanguage(document: Document): Language {
  return requestedLanguage(document.location.search, document.cookie);
}

/** Remembered for the next visit (a cookie, so the server renders the next page in it). */
export function rememberLanguage(language: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Stores the language on the signed-in visitor's account: the language of its mails and certificates. */
export function saveAccountLanguage(language: Language): Promise<TAccountLanguageAnswer> {
  const body: TAccountLanguagePayload = { language };
  return apiRequest<TAccountLanguageAnswer>('/language', { method: 'PUT', body });
}

/**
 * Shows the page in `language`: its catalogues first, then every text switches at once. A signed-in visitor's
 * account takes the language too; the page does not wait for that, and a failure leaves the page switched.
 */
export async function switchLanguage(language: Language) {
  await loadWantedCatalogs(language);
  i18n.activate(language);
  document.documentElement.lang = language;
  rememberLanguage(language);
  if (getAccessToken()) saveAccountLanguage(language).catch(() => undefined);
}

/** The address without a `?lang=` that would contradict the language now shown. */
export function withoutLanguageParam(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(LANGUAGE_PARAM)) return search;
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/**
 * The CLDR plural category of a count in a language ("one", "other"…), for a message that picks its words with
 * Lingui's `select` instead of `plural`.
 *
 * Why not `plural`: Lingui formats its `#` with `Intl.NumberFormat`, and builds one for every plural message even
 * when the text has no `#`. The first `Intl.NumberFormat` a browser tab builds loads ICU's number data: 50-95 ms on
 * this machine, four times that on Lighthouse's slowed-down phone, inside the task that hydrates the page. On the
 * course list it was the longest piece of the page's start-up. `Intl.PluralRules` alone costs 1-3 ms.
 * The count is then written as plain digits (no thousands separator), which is what these counts need.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules.select(count);
}
