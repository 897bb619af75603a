import { MY_APPLICATION_MESSAGES } from '@iiidem/shared/nominations/my-application';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateSharedText } from '../../lib/i18n/shared-texts';

/** The Hindi of the API's answers about the applicant's own application (issue 17), keyed by their English. */
const TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [MY_APPLICATION_MESSAGES.withdrawn]: msg`Your application has been withdrawn.`,
  [MY_APPLICATION_MESSAGES.alreadyWithdrawn]: msg`This application is already withdrawn.`,
  [MY_APPLICATION_MESSAGES.notWithdrawable]: msg`This application has already been reviewed, so it can no longer be withdrawn.`,
  [MY_APPLICATION_MESSAGES.calendarOnlyApproved]: msg`A calendar file is available only for an approved application.`,
  [MY_APPLICATION_MESSAGES.notFound]: msg`There is no application of yours with this id.`,
};

/** An answer of the API in the page's language (other shared texts through the bridge, unknown ones as they are). */
export function myApplicationText(i18n: I18n, text: string): string {
  const descriptor = TEXTS[text];
  return descriptor ? i18n._(descriptor) : translateSharedText(text);
}
