import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, isHttpUrl } from './content-crud';
import { COURSE_ADMIN_MESSAGES, ZCourseInput } from './courses';

const valid = {
  course_name: 'Course',
  start_from: '2099-03-01',
  end_to: '2099-03-01',
  held_from: '2099-03-10',
  held_to: '2099-03-10',
  duration: '',
  course_type: '',
  location: '',
  program_type_id: 1,
  program_desc: '',
  faculty_desc: '',
  vip_speaker: 'No',
  vip_speaker_desc: '',
  resource_material: '',
  evaluation_descp: '',
  course_hostel_facility: 'Yes',
  published: false,
};

function messagesFor(input: object): Record<string, string> {
  const result = ZCourseInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZCourseInput (the course form and payload)', () => {
  it('accepts a one-day course and turns empty optional texts into null', () => {
    const course = ZCourseInput.parse(valid);
    expect(course).toMatchObject({ duration: null, location: null, vip_speaker_desc: null, published: false });
  });

  it("shows 'Applications must close on or after the day they open.' under the closing date", () => {
    expect(messagesFor({ ...valid, end_to: '2099-02-28' })).toEqual({
      end_to: 'Applications must close on or after the day they open.',
    });
  });

  it('lets a course be held from the day applications open, never before, and end on or after its first day', () => {
    expect(messagesFor({ ...valid, held_from: '2099-03-01', held_to: '2099-03-01' })).toEqual({});
    expect(messagesFor({ ...valid, held_from: '2099-02-28' })).toEqual({
      held_from: 'The course cannot be held before applications open.',
    });
    expect(messagesFor({ ...valid, held_to: '2099-03-09' })).toEqual({
      held_to: 'The held-to date must be on or after the held-from date.',
    });
    expect(messagesFor({ ...valid, held_from: '', held_to: undefined })).toEqual({
      held_from: 'Please enter the held-from date.',
      held_to: 'Please enter the held-to date.',
    });
  });

  it('asks for the VIP speaker description when there is a VIP speaker', () => {
    expect(messagesFor({ ...valid, vip_speaker: 'Yes' })).toEqual({
      vip_speaker_desc: COURSE_ADMIN_MESSAGES.vipSpeakerDesc,
    });
  });

  it('names missing, mistyped and impossible values', () => {
    expect(
      messagesFor({ ...valid, course_name: undefined, start_from: '2099-02-29', program_type_id: undefined }),
    ).toEqual({
      course_name: 'Please enter the course name.',
      start_from: 'The date applications open must be a real date (YYYY-MM-DD).',
      program_type_id: COURSE_ADMIN_MESSAGES.programType,
    });
    expect(messagesFor({ ...valid, course_name: 5, published: 'true' })).toEqual({
      course_name: 'The course name must be text.',
      published: CONTENT_MESSAGES.published,
    });
  });

  it('accepts 29 February of a leap year only', () => {
    expect(messagesFor({ ...valid, start_from: '2096-02-29', end_to: '2096-02-29' })).toEqual({});
  });
});

describe('content helpers', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://eci.gov.in/a')).toBe(true);
    expect(isHttpUrl('HTTP://example.org')).toBe(true);
    for (const bad of ['javascript:alert(1)', '//example.org', '/files/a.pdf', 'https://', 'ftp://x.org']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });
});

describe('the Hindi of a course (issue 14)', () => {
  it('is optional, trimmed, and empty when missing or null', () => {
    const course = ZCourseInput.parse({ ...valid, course_nameHi: ' पाठ्यक्रम ', locationHi: null });
    expect(course.course_nameHi).toBe('पाठ्यक्रम');
    expect(course.locationHi).toBe('');
    expect(course.evaluation_descpHi).toBe('');
  });

  it('has the length limits of the English and says which field is wrong', () => {
    expect(messagesFor({ ...valid, course_nameHi: 'क'.repeat(301) })).toEqual({
      course_nameHi: 'The course name (Hindi) must be at most 300 characters.',
    });
    expect(messagesFor({ ...valid, durationHi: 5 })).toEqual({ durationHi: 'The duration (Hindi) must be text.' });
    expect(ZCourseInput.safeParse({ ...valid, course_nameHi: 'क'.repeat(300) }).success).toBe(true);
  });
});
