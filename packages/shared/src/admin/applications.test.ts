import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  applicationStatusLabel,
  escapeCsvCell,
  ZApplicationListQuery,
  ZBulkStatusBody,
  ZStatusChangeBody,
} from './applications';
import { REVIEW_AIDS_MESSAGES } from './review-aids';

describe('status labels', () => {
  it('names the four statuses as the dashboard does', () => {
    expect(APPLICATION_STATUS_LABELS).toEqual({
      1: 'Received',
      2: 'Approved',
      3: 'Rejected',
      4: 'Waitlisted',
      5: 'Withdrawn',
    });
    expect(applicationStatusLabel(2)).toBe('Approved');
    expect(applicationStatusLabel(9)).toBe('9');
  });
});

describe('escapeCsvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+123', "'+123"],
    ['-1+2', "'-1+2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
  ])('prefixes a quote to %j', (value, escaped) => {
    expect(escapeCsvCell(value)).toBe(escaped);
  });

  it('leaves ordinary values alone', () => {
    expect(escapeCsvCell('Asha Verma')).toBe('Asha Verma');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell(12)).toBe('12');
    expect(escapeCsvCell(null)).toBe('');
  });
});

describe('ZApplicationListQuery', () => {
  it('turns the URL strings into filters', () => {
    expect(
      ZApplicationListQuery.parse({
        course_id: '7',
        status: '2',
        user_type: '4',
        completed: 'false',
        from: '2025-01-01',
        to: '2025-01-31',
        q: '  asha ',
        page: '2',
        page_size: '50',
        sort: 'name',
        order: 'asc',
      }),
    ).toEqual({
      course_id: 7,
      status: 2,
      user_type: 4,
      completed: false,
      from: '2025-01-01',
      to: '2025-01-31',
      q: 'asha',
      page: 2,
      page_size: 50,
      sort: 'name',
      order: 'asc',
    });
  });

  it.each([
    [{ status: '6' }, APPLICATION_MESSAGES.statusFilter],
    [{ user_type: '1' }, APPLICATION_MESSAGES.userType],
    [{ completed: 'yes' }, APPLICATION_MESSAGES.completed],
    [{ from: '2025-02-30' }, APPLICATION_MESSAGES.date],
    [{ from: '2025-02-02', to: '2025-02-01' }, APPLICATION_MESSAGES.dateOrder],
    [{ page_size: '101' }, APPLICATION_MESSAGES.pageSize],
    [{ sort: 'email' }, APPLICATION_MESSAGES.sort],
    [{ order: 'up' }, APPLICATION_MESSAGES.order],
    [{ q: 'x'.repeat(101) }, APPLICATION_MESSAGES.search],
  ])('rejects %j', (query, message) => {
    const result = ZApplicationListQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('rejects unknown parameters', () => {
    expect(ZApplicationListQuery.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('ZStatusChangeBody and ZBulkStatusBody', () => {
  it('drops a blank note and keeps a real one trimmed', () => {
    expect(ZStatusChangeBody.parse({ status: 2, note: '   ' })).toEqual({ status: 2 });
    expect(ZStatusChangeBody.parse({ status: 3, note: ' Sorry ' })).toEqual({ status: 3, note: 'Sorry' });
  });

  it('refuses a status outside 1-4, a long note and unknown fields', () => {
    expect(ZStatusChangeBody.safeParse({ status: 0 }).success).toBe(false);
    expect(ZStatusChangeBody.safeParse({ status: 2, note: 'x'.repeat(1001) }).success).toBe(false);
    expect(ZStatusChangeBody.safeParse({ status: 2, user_id: 1 }).success).toBe(false);
  });

  it('needs 1 to 200 distinct ids', () => {
    expect(ZBulkStatusBody.safeParse({ ids: [], status: 2 }).success).toBe(false);
    expect(ZBulkStatusBody.safeParse({ ids: [1, 1], status: 2 }).error?.issues[0]?.message).toBe(
      APPLICATION_MESSAGES.idsUnique,
    );
    expect(ZBulkStatusBody.safeParse({ ids: Array.from({ length: 201 }, (_, i) => i + 1), status: 2 }).success).toBe(
      false,
    );
    expect(ZBulkStatusBody.parse({ ids: [3, 1], status: 4 })).toEqual({ ids: [3, 1], status: 4 });
  });

  it('takes a listed rejection reason with a bulk change, as with one change', () => {
    expect(ZBulkStatusBody.parse({ ids: [3], status: 3, rejection_reason_id: 5 })).toEqual({
      ids: [3],
      status: 3,
      rejection_reason_id: 5,
    });
    for (const reason of [0, -1, 1.5, '5', null]) {
      expect(
        ZBulkStatusBody.safeParse({ ids: [3], status: 3, rejection_reason_id: reason }).error?.issues[0]?.message,
      ).toBe(REVIEW_AIDS_MESSAGES.reasonUnknown);
    }
  });
});
