import { NEWS_CATEGORY_NAMES, PROGRAM_TYPE_NAMES } from '@iiidem/shared/constants';
import { MESSAGES } from '@iiidem/shared/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './runtime';

/**
 * The bridge for the English texts that reach the interface from @iiidem/shared and from the server's answers
 * (issue 14): the API and the shared schemas speak the spec's English, and the page shows them in its language.
 * Each text is keyed by its shared constant, so the English cannot drift from the spec's (shared-texts.test.ts).
 *
 * Here are the few that every page may show (shell catalogue). The texts of forms, accounts, nominations and the
 * server's errors are in form-texts.ts, in a catalogue of their own that only pages with forms load: importing
 * that module adds them to this bridge.
 */
const SHELL_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  // Shell and routing
  [MESSAGES.notFound]: msg`Ooops!!! The page you are looking for is not found`,
  [MESSAGES.backToHome]: msg`Back to home`,
  [MESSAGES.unexpectedError]: msg`Unexpected Application Error!`,
  [MESSAGES.leavingForGovernmentSite]: msg`You are being redirected to another Election Commission website. Do you want to continue?`,
  [MESSAGES.leavingForExternalSite]: msg`You are being redirected to an external website. The Election Commission cannot be held responsible for the content and privacy policies of external websites. Do you want to continue?`,
  // Empty states
  [MESSAGES.noDataAvailable]: msg`No data available`,
  [MESSAGES.noDataAvailableTitle]: msg`No Data Available`,
  [MESSAGES.noPhotos]: msg`No Photos available.`,
  [MESSAGES.noVideos]: msg`No videos available.`,
  [MESSAGES.noVacancies]: msg`No vacancies available.`,
  [MESSAGES.tenderFallbackTitle]: msg`Tender & Miscellaneous`,
  // Reference data: the programme types' names
  [PROGRAM_TYPE_NAMES[1]]: msg`Domestic`,
  [PROGRAM_TYPE_NAMES[2]]: msg`International`,
  [PROGRAM_TYPE_NAMES[3]]: msg`Academic`,
  // … and the news categories' (Tender & Miscellaneous is MESSAGES.tenderFallbackTitle, above)
  [NEWS_CATEGORY_NAMES[1]]: msg`Press Release`,
  [NEWS_CATEGORY_NAMES[2]]: msg`Latest News`,
};

/** A shared text with a number in it: the shared function itself gives the pattern, so it cannot drift. */
export type NumberedText = { pattern: RegExp; message: (n: string) => MessageDescriptor };

const NUMBER_MARK = 987654321;

export function numbered(sharedText: (n: number) => string, message: (n: string) => MessageDescriptor): NumberedText {
  const [before = '', after = ''] = sharedText(NUMBER_MARK)
    .split(String(NUMBER_MARK))
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { pattern: new RegExp(`^${before}(\\d+)${after}$`), message };
}

const tables: Readonly<Record<string, MessageDescriptor>>[] = [SHELL_TEXTS];
const numberedTexts: NumberedText[] = [];

/** Adds texts to the bridge (form-texts.ts does, when a page with a form loads it). */
export function registerSharedTexts(
  table: Readonly<Record<string, MessageDescriptor>>,
  withNumbers: readonly NumberedText[] = [],
) {
  tables.push(table);
  numberedTexts.push(...withNumbers);
}

function descriptorOf(text: string): MessageDescriptor | undefined {
  for (const table of tables) {
    const exact = table[text];
    if (exact) return exact;
  }
  for (const { pattern, message } of numberedTexts) {
    const match = pattern.exec(text);
    if (match?.[1] !== undefined) return message(match[1]);
  }
  return undefined;
}

/** Whether the bridge knows `text` (a shared text, or a numbered one of its patterns). */
export function isSharedText(text: string): boolean {
  return descriptorOf(text) !== undefined;
}

/**
 * A text of @iiidem/shared or of the server's answer in the active language; a text the bridge does not know
 * (a record's own words) comes back as it is.
 */
export function translateSharedText(text: string): string {
  const descriptor = descriptorOf(text);
  return descriptor ? i18n._(descriptor) : text;
}
