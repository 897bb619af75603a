import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from './content-crud';
import { ZVacancyFields } from './vacancies';

const valid = {
  title: 'Consultants',
  upload_date: '2026-01-10',
  last_date: '',
  advertisement_no: '',
  published: 'true',
};

describe('ZVacancyFields (the vacancy form, as multipart text)', () => {
  it('takes an empty last date and advertisement number as null', () => {
    expect(ZVacancyFields.parse(valid)).toEqual({
      title: 'Consultants',
      titleHi: '',
      upload_date: '2026-01-10',
      last_date: null,
      advertisement_no: null,
      published: true,
    });
  });

  it('accepts a last date on the upload date and refuses one before it', () => {
    expect(ZVacancyFields.safeParse({ ...valid, last_date: '2026-01-10' }).success).toBe(true);
    const result = ZVacancyFields.safeParse({ ...valid, last_date: '2026-01-09' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['last_date', CONTENT_MESSAGES.lastBeforeUpload],
    ]);
  });

  it('refuses unknown fields', () => {
    expect(ZVacancyFields.safeParse({ ...valid, id: '4' }).success).toBe(false);
  });
});
