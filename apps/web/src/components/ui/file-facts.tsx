import { fileKindOf, fileSizeParts, formatFileSizeAmount } from '@iiidem/shared/files/file-facts';
import type { TFileFacts } from '@iiidem/shared/files/file-facts-schema';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../lib/i18n/localized';

/** The number format of each language's page (Latin digits in both, as the rest of the site). */
const NUMBER_LOCALES = { en: 'en-IN', hi: 'hi-IN' } as const;

/** The kinds of file as each language names them; any other kind is its extension in capitals. */
const KIND_NAMES: Record<string, MessageDescriptor> = {
  PDF: msg`PDF`,
  Word: msg`Word`,
  Excel: msg`Excel`,
  JPG: msg`JPG`,
  PNG: msg`PNG`,
  ZIP: msg`ZIP`,
};

type FileFactsProps = {
  /** The file's address (its extension names the kind when the facts do not). */
  href: string;
  /** The type and size the API gave (`<field>_info`), or null when the file is not there. */
  facts: TFileFacts | null | undefined;
  /** The type to name when there are no facts ('application/pdf' for a field that holds PDFs). */
  type?: string;
};

/**
 * What a download is, as text (issue 16, GIGW: "PDF, 245 KB"): its kind from the content type (or the
 * address's extension) and its size, whole KB under 1 MB, else MB with one decimal, in the page's language.
 * Without facts (the file is not there) only the kind, when one is known.
 */
export function useFileFactsText(): (props: FileFactsProps) => string {
  const { i18n, t } = useLingui();
  const locale = NUMBER_LOCALES[useLanguage()];
  return ({ href, facts, type }) => {
    const kindCode = fileKindOf(facts?.type ?? type ?? '', href);
    const known = KIND_NAMES[kindCode];
    const kind = known ? i18n._(known) : kindCode;
    if (!facts) return kindCode === 'File' ? '' : kind;
    const parts = fileSizeParts(facts.size);
    const amount = formatFileSizeAmount(parts, locale);
    return parts.unit === 'KB' ? t`${kind}, ${amount} KB` : t`${kind}, ${amount} MB`;
  };
}

/** " (PDF, 245 KB)" after a download's link text; nothing when nothing is known. */
export function FileFacts(props: FileFactsProps) {
  const text = useFileFactsText()(props);
  if (!text) return null;
  return <span className="file-facts"> ({text})</span>;
}
