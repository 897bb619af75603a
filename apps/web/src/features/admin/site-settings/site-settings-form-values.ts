import { type TSiteSettings, ZSiteSettings } from '@iiidem/shared/site-settings';
import { z } from 'zod';

/**
 * The site settings as the form holds them: the document itself, but a featured video is always there (an empty
 * address means none) and the lists of texts are lists of rows (react-hook-form's field arrays need objects).
 */
export type TSiteSettingsForm = Omit<TSiteSettings, 'featuredVideo' | 'address' | 'recruitment'> & {
  featuredVideo: { src: string; title: { en: string; hi: string } };
  address: { en: { line: string }[]; hi: { line: string }[] };
  recruitment: Omit<TSiteSettings['recruitment'], 'emails'> & { emails: { email: string }[] };
};

export function formValuesOf(settings: TSiteSettings): TSiteSettingsForm {
  return {
    ...settings,
    featuredVideo: settings.featuredVideo ?? { src: '', title: { en: '', hi: '' } },
    address: {
      en: settings.address.en.map((line) => ({ line })),
      hi: settings.address.hi.map((line) => ({ line })),
    },
    recruitment: { ...settings.recruitment, emails: settings.recruitment.emails.map((email) => ({ email })) },
  };
}

export function settingsOf(values: TSiteSettingsForm): TSiteSettings {
  const video = values.featuredVideo;
  const noVideo = video.src.trim() === '' && video.title.en.trim() === '' && video.title.hi.trim() === '';
  return {
    ...values,
    featuredVideo: noVideo ? null : video,
    address: { en: values.address.en.map((row) => row.line), hi: values.address.hi.map((row) => row.line) },
    recruitment: { ...values.recruitment, emails: values.recruitment.emails.map((row) => row.email) },
  } as TSiteSettings;
}

/** A document path ('address.en.1', 'recruitment.emails.0') as the form's field name. */
export function formFieldOf(path: string): string {
  return path
    .replace(/^(address\.(?:en|hi)\.\d+)$/, '$1.line')
    .replace(/^(recruitment\.emails\.\d+)$/, '$1.email')
    .replace(/^featuredVideo$/, 'featuredVideo.src');
}

/** The form's schema: the shared ZSiteSettings on the document the form's values make (same rules as the API). */
export const ZSiteSettingsForm = z.custom<TSiteSettingsForm>().transform((values, context) => {
  const parsed = ZSiteSettings.safeParse(settingsOf(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: formFieldOf(issue.path.join('.')).split('.') });
  }
  return z.NEVER;
});
