import { istCalendarDate } from '@iiidem/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentAdminApp } from '../../../test/support/content-admin';
import { auditLog } from '../../db/schema';
import { ensureSiteSettings } from '../../db/seed/site-settings';

const { ctx, send } = useContentAdminApp();

beforeAll(async () => {
  await ensureSiteSettings(ctx.database.db);
});

const lastUpdated = async () => {
  const response = await ctx.app.inject({ url: '/api/site-updated' });
  expect(response.statusCode, response.body).toBe(200);
  return { date: response.json().data.last_updated as string | null, etag: String(response.headers.etag) };
};

describe('GET /api/site-updated (issue 16: "last updated" on every page)', () => {
  it("is the India day of the latest change to public content, ignoring applicants' changes, and follows every write", async () => {
    expect((await lastUpdated()).date).toBeNull();

    // 20:00 UTC is already the next day in India; a status change of an application is not public content.
    await ctx.database.db.insert(auditLog).values([
      { action: 'course.update', entity: 'course', entity_id: '1', created_at: new Date('2026-01-15T20:00:00Z') },
      {
        action: 'application.status',
        entity: 'application',
        entity_id: '1',
        created_at: new Date('2026-03-01T10:00:00Z'),
      },
    ]);
    // Rows written behind the API's back: the answer is rebuilt when an area changes, as any write does.
    ctx.app.publicReads.invalidate('courses');
    const before = await lastUpdated();
    expect(before.date).toBe('2026-01-16');
    const again = await ctx.app.inject({ url: '/api/site-updated', headers: { 'if-none-match': before.etag } });
    expect(again.statusCode).toBe(304);

    const current = (await send('GET', '/admin/site-settings')).json().data;
    const saved = await send('PUT', '/admin/site-settings', { version: current.version, settings: current.settings });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await lastUpdated();
    expect(after.date).toBe(istCalendarDate(new Date()));
    expect(after.etag).not.toBe(before.etag);
  });
});
