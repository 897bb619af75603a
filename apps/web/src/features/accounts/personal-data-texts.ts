import { PERSONAL_DATA_MESSAGES } from '@iiidem/shared/accounts/personal-data';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { registerSharedTexts } from '../../lib/i18n/shared-texts';

/**
 * The person's-data texts of the shared schema and the API (issue 17) in the page's language: importing this
 * module adds them to the bridge of shared texts, so field errors and the server's answers show translated.
 */
export { translateSharedText };

const PERSONAL_DATA_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [PERSONAL_DATA_MESSAGES.consentRequired]: msg`Please agree to the processing of your personal data to sign up.`,
  [PERSONAL_DATA_MESSAGES.deletionRequested]: msg`Your request to delete the account has been received. Staff will carry it out.`,
  [PERSONAL_DATA_MESSAGES.deletionAlreadyRequested]: msg`A request to delete this account is already open.`,
  [PERSONAL_DATA_MESSAGES.passwordIncorrect]: msg`The password is incorrect.`,
  [PERSONAL_DATA_MESSAGES.staffAccountsClosedByAdmin]: msg`Staff accounts are closed by an administrator.`,
};

registerSharedTexts(PERSONAL_DATA_TEXTS);
