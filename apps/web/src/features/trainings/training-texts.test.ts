import { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { TRAINING_TEXT_MESSAGES } from './training-texts';

describe('training texts in the catalogues', () => {
  it('are the shared English texts, character for character', () => {
    for (const [key, message] of Object.entries(TRAINING_TEXT_MESSAGES)) {
      expect(i18n._(message)).toBe(COURSE_TEXTS[key as keyof typeof TRAINING_TEXT_MESSAGES]);
    }
  });

  it('have Hindi', () => {
    i18n.activate('hi');
    expect(i18n._(TRAINING_TEXT_MESSAGES.programOverview)).toBe('कार्यक्रम का अवलोकन');
    expect(i18n._(TRAINING_TEXT_MESSAGES.documents)).toBe('दस्तावेज़');
  });
});
