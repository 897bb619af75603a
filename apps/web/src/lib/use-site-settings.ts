import type { TPublicSiteSettings, TPublicSiteSettingsAnswer, TSiteSettings } from '@iiidem/shared/site-settings';
import useSWR, { type SWRConfiguration } from 'swr';
import { type LocalizedText, localizedText, useLanguage } from './i18n/localized';

/**
 * The site's settings (issue 15): phone numbers, address, mailboxes, social links, the home page's notice and
 * footprint, which staff edit in the back office. One SWR key for every part of the page that shows them; a
 * server-rendered page has them in its HTML (the root public route's loader, app/page-data.ts), a client-rendered
 * page fetches them. Until they arrive a component shows nothing of them (no stand-in values).
 */
export const SITE_SETTINGS_KEY = '/site-settings';

const OPTIONS: SWRConfiguration = {
  onError: (error) => console.error('Could not load the site settings', error),
  // Several parts of the shell show them, some hydrated later than others (the footer is a Suspense boundary of
  // its own): none fetches again what the page brought or another part read. Focus and reconnect still refresh.
  revalidateIfStale: false,
};

/**
 * The settings (and the vacancies' application form), or undefined while they load (or could not be loaded, or are
 * not a settings document).
 */
export function useSiteSettings(): TPublicSiteSettings | undefined {
  const settings = useSWR<TPublicSiteSettingsAnswer>(SITE_SETTINGS_KEY, OPTIONS).data?.data;
  // A cheap check of the answer's shape: the components read its parts without asking again.
  return typeof settings === 'object' && settings !== null && typeof settings.phone === 'object' ? settings : undefined;
}

/** A bilingual setting ({ en, hi }) in the page's language: the Hindi, or the English marked lang="en". */
export function useBilingual() {
  const language = useLanguage();
  return (value: { en: string; hi: string }): LocalizedText =>
    localizedText({ text: value.en, textHi: value.hi }, 'text', language);
}

/** The institute's address in the page's language: the Hindi lines, or the English ones marked lang="en". */
export function useSiteAddress(settings: TSiteSettings | undefined): { lines: readonly string[]; lang?: 'en' } {
  const language = useLanguage();
  if (!settings) return { lines: [] };
  if (language === 'en') return { lines: settings.address.en };
  return settings.address.hi.length > 0 ? { lines: settings.address.hi } : { lines: settings.address.en, lang: 'en' };
}
