import { FEEDBACK_MESSAGES } from '@iiidem/shared/feedback/feedback';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateSharedText } from '../../lib/i18n/form-texts';
import { registerSharedTexts } from '../../lib/i18n/shared-texts';

/**
 * The feedback schema's and the API's texts (packages/shared/src/feedback) in the page's language: importing this
 * module adds them to the bridge of shared texts, so field errors and the server's answer show translated.
 */
export { translateSharedText };

const FEEDBACK_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [FEEDBACK_MESSAGES.nameRequired]: msg`Please enter your name.`,
  [FEEDBACK_MESSAGES.nameTooLong]: msg`Your name must be at most 100 characters.`,
  [FEEDBACK_MESSAGES.nameCharacters]: msg`Use letters, digits, spaces and @ . _ / + - in your name.`,
  [FEEDBACK_MESSAGES.emailRequired]: msg`Please enter your e-mail address.`,
  [FEEDBACK_MESSAGES.phoneInvalid]: msg`Enter a phone number of 6 to 15 digits, or leave it empty.`,
  [FEEDBACK_MESSAGES.categoryRequired]: msg`Please choose what your feedback is about.`,
  [FEEDBACK_MESSAGES.messageRequired]: msg`Please write your message.`,
  [FEEDBACK_MESSAGES.messageTooLong]: msg`Your message must be at most 3000 characters.`,
  [FEEDBACK_MESSAGES.consentRequired]: msg`Please agree that we may use your details to answer you.`,
  [FEEDBACK_MESSAGES.sent]: msg`Thank you. Your feedback has been sent. We have e-mailed you an acknowledgement.`,
};

registerSharedTexts(FEEDBACK_TEXTS);
