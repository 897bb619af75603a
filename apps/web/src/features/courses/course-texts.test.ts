import { COMPLETED_STATUS_NAME } from '@iiidem/shared/courses/applied-status';
import { APPLY_NOW_BLOCK_TEXTS } from '@iiidem/shared/courses/apply-now';
import { COURSE_TEXTS } from '@iiidem/shared/courses/course-texts';
import { MESSAGES } from '@iiidem/shared/messages';
import { APPLICATION_STATUS_NAMES } from '@iiidem/shared/nominations/status-track';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { APPLIED_STATUS_MESSAGES, APPLY_NOW_BLOCK_MESSAGES, COURSE_TEXT_MESSAGES } from './course-texts';
import { TENDER_FALLBACK_TITLE } from './program-groups';

describe('course texts in the catalogues', () => {
  it('are the shared English texts, character for character', () => {
    for (const [key, message] of Object.entries(COURSE_TEXT_MESSAGES)) {
      expect(i18n._(message)).toBe(COURSE_TEXTS[key as keyof typeof COURSE_TEXT_MESSAGES]);
    }
    for (const [reason, message] of Object.entries(APPLY_NOW_BLOCK_MESSAGES)) {
      expect(i18n._(message)).toBe(APPLY_NOW_BLOCK_TEXTS[reason as keyof typeof APPLY_NOW_BLOCK_TEXTS]);
    }
    expect(i18n._(TENDER_FALLBACK_TITLE)).toBe(MESSAGES.tenderFallbackTitle);
  });

  it('name every status an applied course can show, in the shared English', () => {
    const names = [...Object.values(APPLICATION_STATUS_NAMES), COMPLETED_STATUS_NAME, 'Applied'];
    expect(Object.keys(APPLIED_STATUS_MESSAGES).sort()).toEqual([...names].sort());
    for (const [english, message] of Object.entries(APPLIED_STATUS_MESSAGES)) expect(i18n._(message)).toBe(english);
  });

  it('have Hindi', () => {
    i18n.activate('hi');
    expect(i18n._(COURSE_TEXT_MESSAGES.applyNow)).toBe('अभी आवेदन करें');
    expect(i18n._(COURSE_TEXT_MESSAGES.viewDetails)).toBe('विवरण देखें');
    expect(i18n._(APPLY_NOW_BLOCK_MESSAGES.closed)).toBe('आवेदन बंद हो चुके हैं');
  });
});
