import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@iiidem/shared/language';
import type { ElementType, ReactNode } from 'react';
import { useLingui } from './runtime';

/**
 * Content in two languages (issue 14). The API sends each translatable text field `name` with a sibling
 * `nameHi` (its Hindi; empty or missing when staff have not written it). A page shows the field in its language;
 * a Hindi page whose Hindi is missing shows the English, marked lang="en" so a screen reader reads it in English.
 */
export type LocalizedText = {
  text: string;
  /** Set only when the text is not in the page's language (a fallback to English). */
  lang?: Language;
};

type WithHindi<K extends string> = { [P in K]?: string | null } & { [P in `${K}Hi`]?: string | null };

/** The field `field` of `record` in `language`, with the English as a marked fallback. */
export function localizedText<K extends string>(record: WithHindi<K>, field: K, language: Language): LocalizedText {
  const english = (record[field] as string | null | undefined) ?? '';
  if (language === DEFAULT_LANGUAGE) return { text: english };
  const hindi = (record[`${field}Hi` as `${K}Hi`] as string | null | undefined)?.trim();
  if (hindi) return { text: hindi };
  return english ? { text: english, lang: DEFAULT_LANGUAGE } : { text: '' };
}

/** The active language, for components (re-renders on a language switch under the app's provider). */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** `localizedText` in the active language. */
export function useLocalized() {
  const language = useLanguage();
  return <K extends string>(record: WithHindi<K>, field: K) => localizedText(record, field, language);
}

/** A content text in its element, with lang="en" when it stands in for missing Hindi. */
export function Localized({
  value,
  as: Tag = 'span',
  className,
}: {
  value: LocalizedText;
  as?: ElementType;
  className?: string;
}): ReactNode {
  if (!value.lang && !className && Tag === 'span') return value.text;
  return (
    <Tag lang={value.lang} className={className}>
      {value.text}
    </Tag>
  );
}
