import type { APPLICATION_STATUS_NAMES, TRACK_STATE_TEXTS } from '@iiidem/shared/nominations/status-track';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The Hindi of the status track's English words from @iiidem/shared (its step labels, status names and the
 * state words a screen reader hears), keyed by that English.
 */
type TrackWord =
  | (typeof APPLICATION_STATUS_NAMES)[number]
  | (typeof TRACK_STATE_TEXTS)[keyof typeof TRACK_STATE_TEXTS]
  | 'Applied';

export const STATUS_TEXTS: Record<string, MessageDescriptor> = {
  Applied: msg`Applied`,
  Received: msg`Received`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Waitlisted: msg`Waitlisted`,
  Withdrawn: msg`Withdrawn`,
  completed: msg`completed`,
  'not successful': msg`not successful`,
  waiting: msg`waiting`,
} satisfies Record<TrackWord, MessageDescriptor>;

/** A word of the status track in the active language (an unknown word is returned as it is). */
export function statusText(i18n: I18n, text: string): string {
  const descriptor = STATUS_TEXTS[text];
  return descriptor ? i18n._(descriptor) : text;
}
